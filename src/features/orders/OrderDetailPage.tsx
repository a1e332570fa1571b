import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { readWholeNumber, MAX_INT4 } from '../../../schemas/zod-helpers';
import type { OrderDetail } from '../../../schemas/api/orders';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { CancelOrderDialog } from './CancelOrderDialog';
import { cancelOrder, orderPath, useOrder } from './orders-api';
import { OrderItems } from './OrderItems';
import { AddressPanel, PaymentPanel } from './OrderSummaryPanels';
import { ShipmentFacts } from './ShipmentFacts';
import { StatusBadge } from './StatusBadge';
import { Timeline } from './Timeline';
import { usePushPrompt } from '../push';
import { useOrderChanges } from '../live/order-signals';
import { usePayAgain } from './usePayAgain';
import { useAccountId } from './useAccountId';
import styles from './orders.module.css';

function NotFound() {
  const t = useT();
  return (
    <EmptyState icon="truck" title={t('orders.notFound')} actions={<ButtonLink to="/orders">{t('orders.seeAll')}</ButtonLink>}>
      {t('orders.notFoundBody')}
    </EmptyState>
  );
}

const arrivalSchema = z.object({ placed: z.literal(true) });

/** Right after checkout (never on a first visit), offer order updates by push notification once. */
function useOrderUpdatesOffer() {
  const { state } = useLocation();
  const justPlaced = arrivalSchema.safeParse(state).success;
  const { offer, prompt } = usePushPrompt();
  useEffect(() => {
    if (justPlaced) offer();
  }, [justPlaced, offer]);
  return prompt;
}

function OrderView({ userId, order, reload }: { userId: number; order: OrderDetail; reload: () => Promise<unknown> }) {
  const t = useT();
  const { money, day } = useFormat();
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState('');
  const payAgain = usePayAgain(userId, order.id, reload);
  const push = useOrderUpdatesOffer();
  const confirmCancel = async (reason: string, destination: 'original' | 'wallet') => {
    await cancelOrder(userId, order.id, reason, destination);
    setCancelling(false);
    setNotice(t('orders.cancelled'));
    await reload();
  };

  const itemCount = order.items.reduce((n, item) => n + item.qty, 0);
  return (
    <>
      <section className={styles.summary} aria-labelledby="order-summary">
        <div className={styles.summaryFacts}>
          <h2 id="order-summary" className={styles.orderNumber}>
            {t('orders.orderNumber', { number: order.order_number })}
          </h2>
          <p className={styles.meta}>
            {t('orders.placedOn')} <time dateTime={order.created_at}>{day(order.created_at)}</time> · {t('orders.itemCount', { count: itemCount })} ·{' '}
            {money(order.totals.total_paise)}
          </p>
          <StatusBadge status={order.status} />
        </div>
        <div className={styles.summaryActions}>
          {order.can_pay && (
            <Button busy={payAgain.busy} onClick={() => void payAgain.pay()}>
              {t('orders.payNow')}
            </Button>
          )}
          {order.invoice_available && (
            <ButtonLink variant="secondary" to={`/order/invoice/${order.id}`}>
              {t('orders.invoice')}
            </ButtonLink>
          )}
          <ButtonLink variant="secondary" to={`/product/track-order?order=${encodeURIComponent(order.order_number)}`}>
            {t('orders.track')}
          </ButtonLink>
          {order.can_cancel && (
            <Button variant="ghost" onClick={() => setCancelling(true)}>
              {t('orders.cancelOrder')}
            </Button>
          )}
        </div>
      </section>
      {push}
      {(notice || payAgain.message) && (
        <p role="status" className={styles.notice}>
          {notice || payAgain.message}
        </p>
      )}
      {/* Tracking and items take the wide column; address and payment sit beside them on a desktop, below on a phone. */}
      <div className={styles.detail}>
        <div className={styles.detailMain}>
          <section className={styles.panel} aria-labelledby="order-timeline">
            <h2 id="order-timeline" className={styles.panelTitle}>
              {t('orders.tracking')}
            </h2>
            <ShipmentFacts order={order} />
            <Timeline steps={order.timeline} label={t('orders.progressOf', { number: order.order_number })} />
          </section>
          <section className={styles.panel} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.panelTitle}>
              {t('orders.items')}
            </h2>
            <OrderItems orderId={order.id} items={order.items} />
          </section>
        </div>
        <div className={styles.detailAside}>
          <AddressPanel address={order.address} />
          <PaymentPanel order={order} />
        </div>
      </div>
      {cancelling && (
        <CancelOrderDialog
          orderNumber={order.order_number}
          refundPaise={order.totals.paid_paise + order.totals.wallet_paise}
          onConfirm={confirmCancel}
          onClose={() => setCancelling(false)}
        />
      )}
    </>
  );
}

function SignedInOrder({ orderId }: { orderId: number | null }) {
  const userId = useAccountId();
  const { data, error, isLoading, mutate } = useOrder(userId !== null && orderId !== null ? orderPath(userId, orderId) : null);
  // Staff moved, refunded or shipped it: the page shows it at once.
  useOrderChanges(data?.live_key, mutate);
  if (userId === null) return null;
  if (orderId === null || error) return <NotFound />;
  if (isLoading || !data) return <PageLoader />;
  return <OrderView userId={userId} order={data} reload={() => mutate()} />;
}

export default function OrderDetailPage() {
  const { saleId = '' } = useParams();
  const orderId = readWholeNumber(saleId, 1, MAX_INT4);
  const t = useT();
  return (
    <Page title={t('orders.details')} crumbs={[{ label: t('orders.title'), to: '/orders' }]}>
      <RequireAuth title={t('orders.details')}>
        <SignedInOrder orderId={orderId} />
      </RequireAuth>
    </Page>
  );
}
