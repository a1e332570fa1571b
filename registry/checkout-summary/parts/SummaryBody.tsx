import type { Quote } from '../../../schemas/api/checkout';
import { useFormat } from '../../../src/i18n/useFormat';
import { useT } from '../../../src/i18n/useT';
import styles from './Summary.module.css';

/** The items of the quote: picture, title, quantity and line total. */
export function SummaryItems({ quote }: { quote: Quote }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <ul className={styles.items}>
      {quote.lines.map((line) => (
        <li key={`${line.product_id}:${line.variant_id}`} className={styles.item}>
          <img className={styles.image} src={line.image.url} alt="" width={56} height={56} loading="lazy" />
          <span className={styles.itemText}>
            <span className={styles.itemTitle}>{line.title}</span>
            {line.variant_label && <span className={styles.muted}>{line.variant_label}</span>}
            <span className={styles.muted}>{t('checkout.qty', { qty: line.qty })}</span>
          </span>
          <span className={styles.amount}>{money(line.line_total_paise)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The figures, all from the server's quote: what the shopper pays is exactly what the order will say. */
export function SummaryFigures({ quote }: { quote: Quote }) {
  const { delivery, payment, wallet, coupon } = quote;
  const t = useT();
  const { money } = useFormat();
  const split = payment.on_delivery_paise > 0;
  return (
    <dl className={styles.rows}>
      <div className={styles.row}>
        <dt>{t('checkout.mrpTotal')}</dt>
        <dd>{money(quote.mrp_total_paise)}</dd>
      </div>
      {quote.savings_paise > 0 && (
        <div className={`${styles.row} ${styles.saving}`}>
          <dt>{t('checkout.mrpSavings')}</dt>
          <dd>−{money(quote.savings_paise)}</dd>
        </div>
      )}
      {coupon && (
        <div className={`${styles.row} ${styles.saving}`}>
          <dt>{t('checkout.coupon', { code: coupon.code })}</dt>
          <dd>−{money(coupon.discount_paise)}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>{t('checkout.delivery')}</dt>
        <dd>{delivery.charge_paise === 0 ? t('checkout.free') : money(delivery.charge_paise)}</dd>
      </div>
      {wallet.applied_paise > 0 && (
        <div className={`${styles.row} ${styles.saving}`}>
          <dt>{t('checkout.wallet')}</dt>
          <dd>−{money(wallet.applied_paise)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('checkout.totalPayable')}</dt>
        <dd>{money(quote.total_paise)}</dd>
      </div>
      <div className={`${styles.row} ${styles.muted}`}>
        <dt>{t('checkout.gstIncluded')}</dt>
        <dd>{money(quote.gst_paise)}</dd>
      </div>
      {split && (
        <>
          <div className={styles.row}>
            <dt>{t('checkout.payNow')}</dt>
            <dd>{money(payment.online_now_paise)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('checkout.payOnDelivery')}</dt>
            <dd>{money(payment.on_delivery_paise)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
