import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { WishlistItems2Props } from '../../schemas/sections/wishlist';
import { cx } from '../../src/ui/cx';
import { Price } from '../../src/ui/product/Price';
import { ProductImage } from '../../src/ui/product/ProductImage';
import { productHref } from '../../src/ui/product/links';
import { CartButton } from './parts/CartButton';
import { RemoveButton } from './parts/RemoveButton';
import { WishlistEmpty } from './parts/WishlistEmpty';
import { WishlistFailed, WishlistLoading, useWishlistSection } from './parts/WishlistStatus';
import { BrandName } from '../../src/ui/product/BrandName';
import styles from './WishlistItems2.module.css';
import { useT } from '../../src/i18n/useT';

/**
 * Saved products as rows: picture, title, price (the one the product's page
 * opens on), whether it is in stock, "Add to cart" and remove. A sold-out row
 * is greyed like a sold-out card.
 */
export default function WishlistItems2(props: WishlistItems2Props) {
  const headingId = useId();
  const t = useT();
  const state = useWishlistSection();
  if (state.kind === 'loading') return <WishlistLoading />;
  if (state.kind === 'failed') return <WishlistFailed message={state.message} retry={state.retry} />;
  if (state.kind === 'empty') return <WishlistEmpty {...props} />;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {props.title} <span className={styles.count}>({state.items.length})</span>
      </h2>
      <ul className={styles.rows}>
        {state.items.map((item, index) => {
          const { product } = item;
          const href = productHref(product);
          return (
            <li key={item.id} className={cx(styles.row, !product.in_stock && styles.soldOut)}>
              <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
                <ProductImage image={product.image} alt="" priority={index < 3} />
              </Link>
              <div className={styles.info}>
                <BrandName name={product.brand} />
                <h3 className={styles.title}>
                  <Link to={href}>{product.title}</Link>
                </h3>
                <Price price={product.price} mrp={product.mrp} from={product.price_varies} size="sm" className={styles.price} />
                <p className={cx(styles.stock, product.in_stock ? styles.inStock : styles.outOfStock)}>
                  {t(product.in_stock ? 'wishlist.inStock' : 'wishlist.outOfStock')}
                </p>
              </div>
              <div className={styles.actions}>
                <CartButton item={item} label={props.add_to_cart_label} keep={props.keep_after_adding} />
                <RemoveButton item={item} withText />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
