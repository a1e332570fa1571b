import type { CartSummary } from '../../../src/features/cart/summary';
import { ButtonLink } from '../../../src/ui/Button';
import { useFormat } from '../../../src/i18n/useFormat';
import { useT } from '../../../src/i18n/useT';
import { checkoutBlocker } from './CartSummary';
import styles from './CheckoutBar.module.css';

/** Phones only: the total and the way to checkout stay above the tab bar while the lines scroll. */
export function CheckoutBar({ totals, label }: { totals: CartSummary; label: string }) {
  const blocked = checkoutBlocker(totals) !== null;
  const t = useT();
  const { money } = useFormat();
  return (
    <div className={styles.bar}>
      <p className={styles.total}>
        <span className={styles.caption}>{t('cart.totalPayable')}</span>
        <strong>{money(totals.payable)}</strong>
      </p>
      {blocked ? (
        <span className={styles.blocked}>{t('cart.fixItems')}</span>
      ) : (
        <ButtonLink to="/checkout" className={styles.button}>
          {label}
        </ButtonLink>
      )}
    </div>
  );
}
