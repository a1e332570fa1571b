import { useId } from 'react';
import type { CartSummaryProps } from '../../../schemas/sections/cart';
import type { CartSummary as Totals } from '../../../src/features/cart/summary';
import { ButtonLink } from '../../../src/ui/Button';
import { cx } from '../../../src/ui/cx';
import { formatPaise } from '../../../src/ui/format';
import { ClearCartButton } from './ClearCartButton';
import styles from './CartSummary.module.css';

interface Props extends CartSummaryProps {
  totals: Totals;
  className?: string;
}

export function checkoutBlocker(totals: Totals): string | null {
  if (totals.outOfStock.length > 0) return 'Remove the out-of-stock items to check out.';
  if (totals.overLimit.length > 0) return 'Lower the quantities marked above to check out.';
  if (totals.items === 0) return 'Nothing in your cart can be bought right now.';
  return null;
}

/** Price details: MRP, discount, delivery, the payable total, savings and the way to checkout. */
export function CartSummary({ totals, summary_title, free_delivery_threshold_rupees, gst_note, checkout_label, className }: Props) {
  const headingId = useId();
  const blockerId = useId();
  const blocker = checkoutBlocker(totals);
  const freeFrom = free_delivery_threshold_rupees * 100;
  return (
    <section aria-labelledby={headingId} className={cx(styles.summary, className)}>
      <h2 id={headingId} className={styles.heading}>
        {summary_title}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>
            Price ({totals.items} {totals.items === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatPaise(totals.mrp)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Discount</dt>
          <dd className={styles.saving}>{totals.discount > 0 ? `− ${formatPaise(totals.discount)}` : formatPaise(0)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Delivery</dt>
          <dd className={totals.delivery === 0 ? styles.saving : undefined}>{totals.delivery === 0 ? 'Free' : formatPaise(totals.delivery)}</dd>
        </div>
        <div className={cx(styles.row, styles.total)}>
          <dt>Total payable</dt>
          <dd>{formatPaise(totals.payable)}</dd>
        </div>
      </dl>
      {totals.delivery > 0 && freeFrom > totals.subtotal && (
        <p className={styles.note}>Add {formatPaise(freeFrom - totals.subtotal)} more for free delivery.</p>
      )}
      {totals.discount > 0 && <p className={styles.savings}>You save {formatPaise(totals.discount)} on this order</p>}
      {gst_note && <p className={styles.note}>{gst_note}</p>}
      {blocker ? (
        <>
          <p id={blockerId} className={styles.blocker} role="status">
            {blocker}
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
