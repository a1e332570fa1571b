import type { ProductListing1Props } from '../../schemas/sections/listing';
import { WithListing } from '../../src/features/catalog/listing/ListingContext';
import { ProductResults } from '../../src/features/catalog/listing/ProductResults';
import { WishlistButton } from '../../src/features/wishlist/WishlistButton';
import { ProductCard } from '../../src/ui/product/ProductCard';
import { cx } from '../../src/ui/cx';
import styles from './ProductListing1.module.css';

/** The products as a grid of cards: two across on phones, up to `columns` on wide screens. */
export default function ProductListing1(props: ProductListing1Props) {
  return (
    <WithListing>
      <ProductGrid {...props} />
    </WithListing>
  );
}

function ProductGrid({ label, show_count, show_sort, empty_title, empty_text, columns, show_wishlist }: ProductListing1Props) {
  return (
    <ProductResults
      layout="grid"
      label={label}
      showCount={show_count}
      showSort={show_sort}
      emptyTitle={empty_title}
      emptyText={empty_text}
      listClassName={cx(styles.grid, styles[`cols${columns}`])}
      renderProduct={(product, index) => (
        <ProductCard
          product={product}
          layout="grid"
          // The first row is above the fold on every screen.
          priority={index < 2}
          actions={show_wishlist ? <WishlistButton productId={product.id} productTitle={product.title} size="sm" /> : undefined}
        />
      )}
    />
  );
}
