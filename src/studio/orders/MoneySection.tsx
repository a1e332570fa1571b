import { REFUND_KIND_LABELS, type OrderDeskDetail } from '../../../schemas/api/order-desk';
import { formatPaise, formatShopMoment } from '../../ui/format';
import { DESTINATION_LABELS } from './words';
import styles from './Orders.module.css';

const REFUND_STATUS: Record<OrderDeskDetail['refunds'][number]['status'], { label: string; tone: string }> = {
  pending: { label: 'With the gateway', tone: 'st-badge--draft' },
  processed: { label: 'Refunded', tone: styles.delivered ?? '' },
  failed: { label: 'Failed', tone: 'st-badge--danger' },
};

/** What the order cost and how it was split, what was received, and every payment attempt and refund. */
export function MoneySection({ order }: { order: OrderDeskDetail }) {
  const { totals, money } = order;
  const rows: [string, string][] = [
    ['Items', formatPaise(totals.items_total_paise)],
    ...(totals.coupon_discount_paise > 0 ? [[`Coupon ${totals.coupon_code ?? ''}`.trim(), `− ${formatPaise(totals.coupon_discount_paise)}`] as [string, string]] : []),
    ['Delivery', totals.delivery_paise === 0 ? 'Free' : formatPaise(totals.delivery_paise)],
    ['Total (GST included)', formatPaise(totals.total_paise)],
    ...(totals.wallet_paise > 0 ? [['From the wallet', formatPaise(totals.wallet_paise)] as [string, string]] : []),
    ...(totals.online_paise > 0 ? [['Online', formatPaise(totals.online_paise)] as [string, string]] : []),
    ...(totals.cod_paise > 0 ? [['Cash on delivery', `${formatPaise(totals.cod_paise)}${money.cod_due_paise > 0 ? ' (due)' : ' (collected)'}`] as [string, string]] : []),
    ['Received', formatPaise(money.paid_paise + totals.wallet_paise)],
    ['Refunded', formatPaise(money.refunded_paise)],
  ];
  return (
    <section className={styles.panel} aria-labelledby="order-money">
      <h2 className="st-h2" id="order-money">
        Payments and refunds
      </h2>
      <dl className={`${styles.facts} ${styles.sums}`}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className={styles.h3}>Payments</h3>
      {order.payments.length === 0 ? (
        <p className="st-muted">{totals.online_paise > 0 ? 'No online payment attempt yet.' : 'Nothing is paid online for this order.'}</p>
      ) : (
        <ul className={styles.log}>
          {order.payments.map((p) => (
            <li key={p.attempt}>
              <span>{`Attempt ${p.attempt}: ${formatPaise(p.amount_paise)} ${p.status === 'paid' ? 'paid' : p.status === 'failed' ? 'failed' : 'not paid'}${p.method ? ` by ${p.method}` : ''}`}</span>
              <span className={styles.sub}>{[p.gateway_payment_id, p.paid_at ? formatShopMoment(p.paid_at) : '', p.failure_reason].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}

      <h3 className={styles.h3}>Refunds</h3>
      {order.refunds.length === 0 ? (
        <p className="st-muted">No refund yet.</p>
      ) : (
        <ul className={styles.log}>
          {order.refunds.map((r) => (
            <li key={r.id}>
              <span>
                {`${formatPaise(r.amount_paise)} to ${DESTINATION_LABELS[r.destination].toLowerCase()} · ${REFUND_KIND_LABELS[r.kind]} `}
                <span className={`st-badge ${styles.badge} ${REFUND_STATUS[r.status].tone}`}>{REFUND_STATUS[r.status].label}</span>
              </span>
              <span className={styles.sub}>
                {[formatShopMoment(r.created_at), r.staff_name ? `by ${r.staff_name}` : 'by the shopper', r.reason, r.failure_reason ? `Gateway: ${r.failure_reason}` : '', r.gateway_refund_id ?? '']
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
