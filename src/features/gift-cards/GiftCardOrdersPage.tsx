import { useState } from 'react';
import toast from 'react-hot-toast';
import { GIFT_CARD_STATUS_LABELS } from '../../../schemas/api/gift-cards';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { formatPaise, formatPaiseWhole, formatShopDay } from '../../ui/format';
import { useThemeConfig } from '../../data/shop-config';
import { CardArt } from './CardArt';
import { resendGiftCard, useGiftCardOrders } from './gift-cards-api';
import styles from './gift-cards.module.css';

function Orders({ userId }: { userId: number }) {
  const { data, error, isLoading, mutate } = useGiftCardOrders(userId);
  const { brand_name: brand } = useThemeConfig();
  if (isLoading) return <PageLoader />;
  if (error instanceof Error) {
    return (
      <EmptyState icon="gift" title="Your gift cards could not be loaded" actions={<Button onClick={() => void mutate()}>Try again</Button>}>
        {error.message}
      </EmptyState>
    );
  }
  if (!data) return null;
  if (data.length === 0) {
    return (
      <EmptyState icon="gift" title="No gift cards yet" actions={<ButtonLink to="/gift-card">Send a gift card</ButtonLink>}>
        Gift cards you buy appear here with their status.
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list}>
      {data.map((order) => (
        <li key={order.id} className={styles.order}>
          <CardArt design={order.design} brand={brand} amount={formatPaiseWhole(order.amount_paise)} decorative />
          <div className={styles.preview}>
            <h2 className={styles.tileName}>
              {order.design.name} gift card for {order.recipient_name}
            </h2>
            <span className={styles.status}>{GIFT_CARD_STATUS_LABELS[order.status]}</span>
            <dl className={styles.rows}>
              <dt>Amount</dt>
              <dd>{formatPaise(order.amount_paise)}</dd>
              <dt>Sent to</dt>
              <dd>{order.recipient_email}</dd>
              <dt>Order</dt>
              <dd>
                {order.order_number}, {formatShopDay(order.created_at)}
              </dd>
              {order.code_masked && (
                <>
                  <dt>Code</dt>
                  <dd className={styles.code}>{order.code_masked}</dd>
                </>
              )}
            </dl>
            {order.status === 'sent' && <ResendButton userId={userId} orderId={order.id} recipient={order.recipient_name} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** For a lost e-mail: a new code and PIN go to the recipient (only hashes are kept, so the old ones cannot be re-sent). */
function ResendButton({ userId, orderId, recipient }: { userId: number; orderId: number; recipient: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      toast.success(await resendGiftCard(userId, orderId));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The gift card could not be sent again');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void resend()} aria-label={`Send again to ${recipient}`}>
      Send again
    </Button>
  );
}

function SignedInOrders() {
  const userId = useSignedInUser()?.id ?? null;
  return userId === null ? null : <Orders userId={userId} />;
}

export default function GiftCardOrdersPage() {
  return (
    <Page title="Gift card orders" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <SignedInOrders />
    </Page>
  );
}
