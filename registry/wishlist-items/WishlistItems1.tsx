import { useId } from 'react';
import type { WishlistItems1Props } from '../../schemas/sections/wishlist';
import { ProductCard } from '../../src/ui/product/ProductCard';
import { CartButton } from './parts/CartButton';
import { RemoveButton } from './parts/RemoveButton';
import { WishlistEmpty } from './parts/WishlistEmpty';
import { WishlistFailed, WishlistLoading, useWishlistSection } from './parts/WishlistStatus';
import styles from './WishlistItems1.module.css';

/** Saved products as a card grid, each with "Move to cart" under it and a remove button on it. */
export default function WishlistItems1(props: WishlistItems1Props) {
  const headingId = useId();
  const state = useWishlistSection();
  if (state.kind === 'loading') return <WishlistLoading />;
  if (state.kind === 'failed') return <WishlistFailed message={state.message} retry={state.retry} />;
  if (state.kind === 'empty') return <WishlistEmpty {...props} />;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {props.title} <span className={styles.count}>({state.items.length})</span>
      </h2>
      <ul className={styles.grid}>
        {state.items.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <ProductCard product={item.product} priority={index < 2} actions={<RemoveButton item={item} />} className={styles.card} />
            <CartButton item={item} label={props.move_to_cart_label} keep={false} className={styles.button} />
          </li>
        ))}
      </ul>
    </section>
  );
}
