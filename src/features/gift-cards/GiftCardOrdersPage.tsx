import { useState } from 'react';
import toast from 'react-hot-toast';
import type { GiftCardStatus } from '../../../schemas/api/gift-cards';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useFormat } from '../../i18n/useFormat';
import type { MessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useThemeConfig } from '../../data/shop-config';
import { CardArt } from './CardArt';
import { resendGiftCard, useGiftCardOrders } from './gift-cards-api';
import styles from './gift-cards.module.css';

const STATUS_WORDS: Record<GiftCardStatus, MessageKey> = {
  awaiting_payment: 'giftCards.statusAwaitingPayment',
  sent: 'giftCards.statusSent',
  redeemed: 'giftCards.statusRedeemed',
  cancelled: 'giftCards.statusCancelled',
};

function Orders({ userId }: { userId: number }) {
  const t = useT();
  const { money, moneyWhole, day } = useFormat();
  const { data, error, isLoading, mutate } = useGiftCardOrders(userId);
  const { brand_name: brand } = useThemeConfig();
  if (isLoading) return <PageLoader />;
  if (error instanceof Error) {
    return (
      <EmptyState icon="gift" title={t('giftCards.ordersLoadFailed')} actions={<Button onClick={() => void mutate()}>{t('giftCards.tryAgain')}</Button>}>
        {error.message}
      </EmptyState>
    );
  }
  if (!data) return null;
  if (data.length === 0) {
    return (
      <EmptyState icon="gift" title={t('giftCards.noneYet')} actions={<ButtonLink to="/gift-card">{t('giftCards.send')}</ButtonLink>}>
        {t('giftCards.noneBody')}
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list}>
      {data.map((order) => (
        <li key={order.id} className={styles.order}>
          <CardArt design={order.design} brand={brand} amount={moneyWhole(order.amount_paise)} decorative />
          <div className={styles.preview}>
            <h2 className={styles.tileName}>
              {t('giftCards.cardFor', { design: order.design.name, name: order.recipient_name })}
            </h2>
            <span className={styles.status}>{t(STATUS_WORDS[order.status])}</span>
            <dl className={styles.rows}>
              <dt>{t('giftCards.amount')}</dt>
              <dd>{money(order.amount_paise)}</dd>
              <dt>{t('giftCards.sentTo')}</dt>
              <dd>{order.recipient_email}</dd>
              <dt>{t('giftCards.order')}</dt>
              <dd>
                {order.order_number}, {day(order.created_at)}
              </dd>
              {order.code_masked && (
                <>
                  <dt>{t('giftCards.code')}</dt>
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
  const t = useT();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      toast.success(await resendGiftCard(userId, orderId));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t('giftCards.resendFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void resend()} aria-label={t('giftCards.sendAgainTo', { name: recipient })}>
      {t('giftCards.sendAgain')}
    </Button>
  );
}

function SignedInOrders() {
  const userId = useSignedInUser()?.id ?? null;
  return userId === null ? null : <Orders userId={userId} />;
}

export default function GiftCardOrdersPage() {
  const t = useT();
  return (
    <Page title={t('giftCards.ordersTitle')} crumbs={[{ label: t('account.title'), to: '/my-account' }]}>
      <SignedInOrders />
    </Page>
  );
}
