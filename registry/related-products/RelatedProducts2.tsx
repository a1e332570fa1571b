import { useId } from 'react';
import type { RelatedProducts2Props } from '../../schemas/sections/product-details';
import { cx } from '../../src/ui/cx';
import { useProductContext } from '../../src/features/catalog/product/ProductContext';
import { WishlistButton } from '../../src/features/wishlist/WishlistButton';
import { ProductCard } from '../../src/ui/product/ProductCard';
import styles from './RelatedProducts.module.css';

const COLUMNS: Record<number, string | undefined> = { 3: styles.columns3, 4: styles.columns4, 5: styles.columns5 };

/** The product's related products as a grid of cards: two a row on phones, three to five on desktops. */
export default function RelatedProducts2({ title, subtitle, limit, columns }: RelatedProducts2Props) {
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
      <ul className={cx(styles.grid, COLUMNS[columns])} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.id}>
            <ProductCard
              product={item}
              headingLevel={3}
              actions={<WishlistButton productId={item.id} productTitle={item.title} size="sm" />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
