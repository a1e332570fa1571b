import { useId } from 'react';
import type { CartSummaryProps } from '../../../schemas/sections/cart';
import type { CartSummary as Totals } from '../../../src/features/cart/summary';
import { ButtonLink } from '../../../src/ui/Button';
import { cx } from '../../../src/ui/cx';
import type { MessageKey } from '../../../src/i18n/messages';
import { useFormat } from '../../../src/i18n/useFormat';
import { useT } from '../../../src/i18n/useT';
import { ClearCartButton } from './ClearCartButton';
import styles from './CartSummary.module.css';

interface Props extends CartSummaryProps {
  totals: Totals;
  className?: string;
}

/** Why checkout must wait, as a message key; null when nothing stands in the way. */
export function checkoutBlocker(totals: Totals): MessageKey | null {
  if (totals.outOfStock.length > 0) return 'cart.blockedOutOfStock';
  if (totals.overLimit.length > 0) return 'cart.blockedOverLimit';
  if (totals.items === 0) return 'cart.blockedNothing';
  return null;
}

/** Price details: MRP, discount, delivery, the payable total, savings and the way to checkout. */
export function CartSummary({ totals, summary_title, free_delivery_threshold_rupees, gst_note, checkout_label, className }: Props) {
  const headingId = useId();
  const blockerId = useId();
  const t = useT();
  const { money } = useFormat();
  const blocker = checkoutBlocker(totals);
  const freeFrom = free_delivery_threshold_rupees * 100;
  return (
    <section aria-labelledby={headingId} className={cx(styles.summary, className)}>
      <h2 id={headingId} className={styles.heading}>
        {summary_title}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('cart.priceItems', { count: totals.items })}</dt>
          <dd>{money(totals.mrp)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('cart.discount')}</dt>
          <dd className={styles.saving}>{totals.discount > 0 ? `− ${money(totals.discount)}` : money(0)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('cart.delivery')}</dt>
          <dd className={totals.delivery === 0 ? styles.saving : undefined}>{totals.delivery === 0 ? t('cart.free') : money(totals.delivery)}</dd>
        </div>
        <div className={cx(styles.row, styles.total)}>
          <dt>{t('cart.totalPayable')}</dt>
          <dd>{money(totals.payable)}</dd>
        </div>
      </dl>
      {totals.delivery > 0 && freeFrom > totals.subtotal && (
        <p className={styles.note}>{t('cart.freeDeliveryNote', { amount: money(freeFrom - totals.subtotal) })}</p>
      )}
      {totals.discount > 0 && <p className={styles.savings}>{t('cart.youSave', { amount: money(totals.discount) })}</p>}
      {gst_note && <p className={styles.note}>{gst_note}</p>}
      {blocker ? (
        <>
          <p id={blockerId} className={styles.blocker} role="status">
            {t(blocker)}
          </p>
          <button type="button" className={styles.disabledCheckout} disabled aria-describedby={blockerId}>
            {checkout_label}
          </button>
        </>
      ) : (
        <ButtonLink to="/checkout" block>
          {checkout_label}
        </ButtonLink>
      )}
      <ClearCartButton />
    </section>
  );
}
