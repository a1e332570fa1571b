import type { PaymentMethodCode } from '../../../schemas/api/checkout';
import type { OrderDetail } from '../../../schemas/api/orders';
import { useFormat } from '../../i18n/useFormat';
import type { MessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import styles from './orders.module.css';

const PAYMENT_STATUS_TEXT: Record<OrderDetail['payment_status'], MessageKey> = {
  pending: 'orders.paymentPending',
  paid: 'orders.paymentPaid',
  partly_paid: 'orders.paymentPartlyPaid',
  cod_due: 'orders.paymentCodDue',
  refunded: 'orders.paymentRefunded',
  failed: 'orders.paymentFailed',
};

const PAYMENT_METHOD_TEXT: Record<PaymentMethodCode, MessageKey> = {
  online: 'orders.methodOnline',
  cod: 'orders.methodCod',
  part: 'orders.methodPart',
};

export function AddressPanel({ address }: { address: OrderDetail['address'] }) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="order-address">
      <h2 id="order-address" className={styles.panelTitle}>
        {t('orders.deliveryAddress')}
      </h2>
      <address>
        <strong>{address.name}</strong>
        <br />
        {address.house}, {address.locality}
        {address.landmark ? `, ${address.landmark}` : ''}
        <br />
        {address.city}, {address.state} {address.pin}
        <br />
        {t('orders.mobile', { mobile: address.mobile })}
      </address>
    </section>
  );
}

/** Payment method and the money: totals, what was paid, what is due at the door, refunds. */
export function PaymentPanel({ order }: { order: OrderDetail }) {
  const t = useT();
  const { money, day } = useFormat();
  const totals = order.totals;
  const method = t(PAYMENT_METHOD_TEXT[order.payment_method]);
  const due = order.status === 'cancelled' ? 0 : Math.max(0, totals.total_paise - totals.wallet_paise - totals.paid_paise);
  return (
    <section className={styles.panel} aria-labelledby="order-payment">
      <h2 id="order-payment" className={styles.panelTitle}>
        {t('orders.payment')}
      </h2>
      <p className={styles.meta}>
        {method} · {t(PAYMENT_STATUS_TEXT[order.payment_status])}
      </p>
      <dl className={styles.totals}>
        <dt>{t('orders.itemsMrp')}</dt>
        <dd>{money(totals.mrp_total_paise)}</dd>
        <dt>{t('orders.discountOnMrp')}</dt>
        <dd>−{money(totals.mrp_total_paise - totals.items_total_paise)}</dd>
        {totals.coupon_discount_paise > 0 && (
          <>
            <dt>{t('orders.coupon', { code: totals.coupon_code ?? '' })}</dt>
            <dd>−{money(totals.coupon_discount_paise)}</dd>
          </>
        )}
        <dt>{t('orders.delivery')}</dt>
        <dd>{totals.delivery_paise > 0 ? money(totals.delivery_paise) : t('orders.free')}</dd>
        <dt className={styles.grand}>{t('orders.orderTotal')}</dt>
        <dd className={styles.grand}>{money(totals.total_paise)}</dd>
        {totals.gst_paise > 0 && (
          <>
            <dt>{t('orders.gstIncluded')}</dt>
            <dd>{money(totals.gst_paise)}</dd>
          </>
        )}
        {totals.wallet_paise > 0 && (
          <>
            <dt>{t('orders.paidFromWallet')}</dt>
            <dd>{money(totals.wallet_paise)}</dd>
          </>
        )}
        <dt>{t('orders.paidOnline')}</dt>
        <dd>{money(totals.paid_paise)}</dd>
        <dt>{t('orders.dueOnDelivery')}</dt>
        <dd>{money(due)}</dd>
      </dl>
      {order.refunds.length > 0 && (
        <>
          <h3 className={styles.panelTitle}>{t('orders.refunds')}</h3>
          <ul className={styles.items}>
            {order.refunds.map((r) => (
              <li key={r.created_at}>
                {t(r.destination === 'wallet' ? 'orders.refundToWallet' : 'orders.refundToOriginal', { amount: money(r.amount_paise) })}{' '}
                <time dateTime={r.created_at}>{day(r.created_at)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
