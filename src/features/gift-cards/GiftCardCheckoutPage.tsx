import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { GiftCardChoice } from '../../../schemas/api/gift-cards';
import { ApiError } from '../../api/client';
import { useThemeConfig } from '../../data/shop-config';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { useFormat } from '../../i18n/useFormat';
import { useLocale, useT } from '../../i18n/useT';
import { CardArt } from './CardArt';
import { clearChoice, loadChoice } from './choice-storage';
import { createGiftCardOrder, ordersPath, payGiftCardOrder, useDesign } from './gift-cards-api';
import { payGiftCard } from './pay-gift-card';
import styles from './gift-cards.module.css';

function Summary({ userId, choice }: { userId: number; choice: GiftCardChoice }) {
  const t = useT();
  const locale = useLocale();
  const { money, moneyWhole } = useFormat();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const theme = useThemeConfig();
  const { data: design } = useDesign(choice.design_id);
  // One key per visit: a double press or a retry after a lost answer buys one card.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [orderId, setOrderId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function pay() {
    setBusy(true);
    setProblem('');
    try {
      const placed = orderId === null ? await createGiftCardOrder(userId, choice, idempotencyKey, locale) : await payGiftCardOrder(userId, orderId);
      setOrderId(placed.order.id);
      const outcome = await payGiftCard(userId, placed.order.id, placed.payment);
      if (!outcome.ok) {
        setProblem(outcome.message || t('giftCards.payNotCompleted'));
        return;
      }
      clearChoice();
      await mutate(ordersPath(userId));
      toast.success(t('giftCards.sentToast', { email: outcome.order.recipient_email }));
      void navigate('/gift-card/orders');
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : t('giftCards.payNotStarted'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.layout}>
      <section className={styles.summary} aria-labelledby="gift-card-summary">
        <h2 id="gift-card-summary" className={styles.tileName}>
          {t('giftCards.summary')}
        </h2>
        <dl className={styles.rows}>
          <dt>{t('giftCards.design')}</dt>
          <dd>{design?.name ?? '…'}</dd>
          <dt>{t('giftCards.amount')}</dt>
          <dd>{money(choice.amount_paise)}</dd>
          <dt>{t('giftCards.to')}</dt>
          <dd>
            {choice.recipient_name} ({choice.recipient_email})
          </dd>
          {choice.message && (
            <>
              <dt>{t('giftCards.message')}</dt>
              <dd>{choice.message}</dd>
            </>
          )}
        </dl>
        <p className={styles.hint}>{t('giftCards.emailedTo', { email: choice.recipient_email })}</p>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <Button onClick={() => void pay()} busy={busy}>
          {t('giftCards.pay', { amount: money(choice.amount_paise) })}
        </Button>
        <ButtonLink variant="ghost" to={design ? `/gift-card/${design.id}/${design.slug}` : '/gift-card'}>
          {t('giftCards.change')}
        </ButtonLink>
      </section>
      {design && <CardArt design={design} amount={moneyWhole(choice.amount_paise)} recipient={choice.recipient_name} brand={theme.brand_name} />}
    </div>
  );
}

function Checkout() {
  const t = useT();
  const userId = useSignedInUser()?.id ?? null;
  const [choice] = useState(loadChoice);
  if (userId === null) return null;
  if (!choice) {
    return (
      <EmptyState icon="gift" title={t('giftCards.noChoice')} actions={<ButtonLink to="/gift-card">{t('giftCards.choose')}</ButtonLink>}>
        {t('giftCards.noChoiceBody')}
      </EmptyState>
    );
  }
  return <Summary userId={userId} choice={choice} />;
}

export default function GiftCardCheckoutPage() {
  const t = useT();
  return (
    <Page title={t('giftCards.checkoutTitle')} crumbs={[{ label: t('giftCards.title'), to: '/gift-card' }]}>
      <Checkout />
    </Page>
  );
}
