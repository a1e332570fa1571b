import { PAYMENT_METHODS } from '../../../schemas/api/checkout';
import type { OrderDetail } from '../../../schemas/api/orders';
import { formatPaise, formatShopDay } from '../../ui/format';
import styles from './orders.module.css';

const PAYMENT_STATUS_TEXT: Record<OrderDetail['payment_status'], string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  partly_paid: 'Partly paid',
  cod_due: 'Pay on delivery',
  refunded: 'Refunded',
  failed: 'Payment failed',
};

export function AddressPanel({ address }: { address: OrderDetail['address'] }) {
  return (
    <section className={styles.panel} aria-labelledby="order-address">
      <h2 id="order-address" className={styles.panelTitle}>
        Delivery address
      </h2>
      <address>
        <strong>{address.name}</strong>
        <br />
        {address.house}, {address.locality}
        {address.landmark ? `, ${address.landmark}` : ''}
        <br />
        {address.city}, {address.state} {address.pin}
        <br />
        Mobile: {address.mobile}
      </address>
    </section>
  );
}

/** Payment method and the money: totals, what was paid, what is due at the door, refunds. */
export function PaymentPanel({ order }: { order: OrderDetail }) {
  const t = order.totals;
  const method = PAYMENT_METHODS.find((m) => m.code === order.payment_method)?.label ?? order.payment_method;
  const due = order.status === 'cancelled' ? 0 : Math.max(0, t.total_paise - t.wallet_paise - t.paid_paise);
  return (
    <section className={styles.panel} aria-labelledby="order-payment">
      <h2 id="order-payment" className={styles.panelTitle}>
        Payment
      </h2>
      <p className={styles.meta}>
        {method} · {PAYMENT_STATUS_TEXT[order.payment_status]}
      </p>
      <dl className={styles.totals}>
        <dt>Items (MRP)</dt>
        <dd>{formatPaise(t.mrp_total_paise)}</dd>
        <dt>Discount on MRP</dt>
        <dd>−{formatPaise(t.mrp_total_paise - t.items_total_paise)}</dd>
        {t.coupon_discount_paise > 0 && (
          <>
            <dt>Coupon {t.coupon_code}</dt>
            <dd>−{formatPaise(t.coupon_discount_paise)}</dd>
          </>
        )}
        <dt>Delivery</dt>
        <dd>{t.delivery_paise > 0 ? formatPaise(t.delivery_paise) : 'Free'}</dd>
        <dt className={styles.grand}>Order total</dt>
        <dd className={styles.grand}>{formatPaise(t.total_paise)}</dd>
        {t.gst_paise > 0 && (
          <>
            <dt>GST included</dt>
            <dd>{formatPaise(t.gst_paise)}</dd>
          </>
        )}
        {t.wallet_paise > 0 && (
          <>
            <dt>Paid from wallet</dt>
            <dd>{formatPaise(t.wallet_paise)}</dd>
          </>
        )}
        <dt>Paid online</dt>
        <dd>{formatPaise(t.paid_paise)}</dd>
        <dt>Due on delivery</dt>
        <dd>{formatPaise(due)}</dd>
      </dl>
      {order.refunds.length > 0 && (
        <>
          <h3 className={styles.panelTitle}>Refunds</h3>
          <ul className={styles.items}>
            {order.refunds.map((r) => (
              <li key={r.created_at}>
                {formatPaise(r.amount_paise)} to {r.destination === 'wallet' ? 'your wallet' : 'the original payment method'} on{' '}
                <time dateTime={r.created_at}>{formatShopDay(r.created_at)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
