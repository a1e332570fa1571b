import { useId } from 'react';
import type { RelatedProducts1Props } from '../../schemas/sections/product-details';
import { useProductContext } from '../../src/features/catalog/product/ProductContext';
import { WishlistButton } from '../../src/features/wishlist/WishlistButton';
import { ProductRail } from '../../src/ui/product/ProductRail';
import styles from './RelatedProducts.module.css';

/** The product's related products in one swipeable row; nothing when it has none. */
export default function RelatedProducts1({ title, subtitle, limit }: RelatedProducts1Props) {
  const { product } = useProductContext();
  const headingId = useId();
  const items = product.related.slice(0, limit);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <ProductRail
        products={items}
        label={title}
        headingLevel={3}
        renderActions={(p) => <WishlistButton productId={p.id} productTitle={p.title} size="sm" />}
      />
    </section>
  );
}
