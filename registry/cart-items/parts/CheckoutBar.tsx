import type { CartSummary } from '../../../src/features/cart/summary';
import { ButtonLink } from '../../../src/ui/Button';
import { formatPaise } from '../../../src/ui/format';
import { checkoutBlocker } from './CartSummary';
import styles from './CheckoutBar.module.css';

/** Phones only: the total and the way to checkout stay above the tab bar while the lines scroll. */
export function CheckoutBar({ totals, label }: { totals: CartSummary; label: string }) {
  const blocked = checkoutBlocker(totals) !== null;
  return (
    <div className={styles.bar}>
      <p className={styles.total}>
        <span className={styles.caption}>Total payable</span>
        <strong>{formatPaise(totals.payable)}</strong>
      </p>
      {blocked ? (
        <span className={styles.blocked}>Fix the items above to check out</span>
      ) : (
        <ButtonLink to="/checkout" className={styles.button}>
          {label}
        </ButtonLink>
      )}
    </div>
  );
}
