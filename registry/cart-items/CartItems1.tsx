import { useId } from 'react';
import type { CartItems1Props } from '../../schemas/sections/cart';
import { cx } from '../../src/ui/cx';
import { useT } from '../../src/i18n/useT';
import { CartEmpty } from './parts/CartEmpty';
import { CartLine } from './parts/CartLine';
import { CartFailed, CartLoading } from './parts/CartStatus';
import { CartSummary } from './parts/CartSummary';
import { useCartSection } from './parts/useCartSection';
import styles from './CartItems1.module.css';

/** The lines with the order summary beside them on desktops (sticky), below them on phones. */
export default function CartItems1(props: CartItems1Props) {
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
            <CartLine key={line.id} line={line} showMoveToWishlist={props.show_move_to_wishlist} priority={index < 2} />
          ))}
        </ul>
      </section>
      <div className={cx(styles.aside, props.sticky_summary && styles.sticky)}>
        <CartSummary {...props} totals={state.totals} />
      </div>
    </div>
  );
}
