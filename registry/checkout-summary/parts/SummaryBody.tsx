import type { Quote } from '../../../schemas/api/checkout';
import { formatPaise } from '../../../src/ui/format';
import styles from './Summary.module.css';

/** The items of the quote: picture, title, quantity and line total. */
export function SummaryItems({ quote }: { quote: Quote }) {
  return (
    <ul className={styles.items}>
      {quote.lines.map((line) => (
        <li key={`${line.product_id}:${line.variant_id}`} className={styles.item}>
          <img className={styles.image} src={line.image.url} alt="" width={56} height={56} loading="lazy" />
          <span className={styles.itemText}>
            <span className={styles.itemTitle}>{line.title}</span>
            {line.variant_label && <span className={styles.muted}>{line.variant_label}</span>}
            <span className={styles.muted}>Qty {line.qty}</span>
          </span>
          <span className={styles.amount}>{formatPaise(line.line_total_paise)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The figures, all from the server's quote: what the shopper pays is exactly what the order will say. */
export function SummaryFigures({ quote }: { quote: Quote }) {
  const { delivery, payment, wallet, coupon } = quote;
  const split = payment.on_delivery_paise > 0;
  return (
    <dl className={styles.rows}>
      <div className={styles.row}>
        <dt>MRP total</dt>
        <dd>{formatPaise(quote.mrp_total_paise)}</dd>
      </div>
      {quote.savings_paise > 0 && (
        <div className={`${styles.row} ${styles.saving}`}>
          <dt>Savings on MRP</dt>
          <dd>−{formatPaise(quote.savings_paise)}</dd>
        </div>
      )}
      {coupon && (
        <div className={`${styles.row} ${styles.saving}`}>
          <dt>Coupon ({coupon.code})</dt>
          <dd>−{formatPaise(coupon.discount_paise)}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>Delivery</dt>
        <dd>{delivery.charge_paise === 0 ? 'Free' : formatPaise(delivery.charge_paise)}</dd>
      </div>
      {wallet.applied_paise > 0 && (
        <div className={`${styles.row} ${styles.saving}`}>
          <dt>Wallet</dt>
          <dd>−{formatPaise(wallet.applied_paise)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total payable</dt>
        <dd>{formatPaise(quote.total_paise)}</dd>
      </div>
      <div className={`${styles.row} ${styles.muted}`}>
        <dt>GST included</dt>
        <dd>{formatPaise(quote.gst_paise)}</dd>
      </div>
      {split && (
        <>
          <div className={styles.row}>
            <dt>Pay now</dt>
            <dd>{formatPaise(payment.online_now_paise)}</dd>
          </div>
          <div className={styles.row}>
            <dt>Pay on delivery</dt>
            <dd>{formatPaise(payment.on_delivery_paise)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
