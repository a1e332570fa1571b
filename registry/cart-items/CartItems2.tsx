import { useId } from 'react';
import type { CartItems2Props } from '../../schemas/sections/cart';
import { useT } from '../../src/i18n/useT';
import { CartEmpty } from './parts/CartEmpty';
import { CartLine } from './parts/CartLine';
import { CartFailed, CartLoading } from './parts/CartStatus';
import { CartSummary } from './parts/CartSummary';
import { CheckoutBar } from './parts/CheckoutBar';
import { useCartSection } from './parts/useCartSection';
import styles from './CartItems2.module.css';

/** Compact lines with the summary below them; on phones a bar with the total and checkout stays in view. */
export default function CartItems2(props: CartItems2Props) {
  const headingId = useId();
  const state = useCartSection(props);
  const t = useT();
  if (state.kind === 'loading') return <CartLoading />;
  if (state.kind === 'failed') return <CartFailed message={state.message} retry={state.retry} />;
  if (state.kind === 'empty') return <CartEmpty {...props} />;
  return (
    <div className={styles.layout}>
      <section aria-labelledby={headingId} className={styles.list}>
        <h2 id={headingId} className={styles.heading}>
          {props.title} <span className={styles.count}>({t('cart.itemCount', { count: state.units })})</span>
        </h2>
        <ul className={styles.lines}>
          {state.lines.map((line, index) => (
            <CartLine key={line.id} line={line} compact showMoveToWishlist={props.show_move_to_wishlist} priority={index < 3} />
          ))}
        </ul>
      </section>
      <CartSummary {...props} totals={state.totals} className={styles.summary} />
      {props.sticky_checkout_bar && <CheckoutBar totals={state.totals} label={props.checkout_label} />}
    </div>
  );
}
