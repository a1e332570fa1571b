import type { ProductSummary } from '../../schemas/api/catalog';
import type { ProductListing2Props } from '../../schemas/sections/listing';
import { AddToCartButton } from '../../src/features/cart/AddToCartButton';
import { WithListing } from '../../src/features/catalog/listing/ListingContext';
import { ProductResults } from '../../src/features/catalog/listing/ProductResults';
import { WishlistButton } from '../../src/features/wishlist/WishlistButton';
import { ButtonLink } from '../../src/ui/Button';
import { ProductCard } from '../../src/ui/product/ProductCard';
import { productHref } from '../../src/ui/product/links';
import { useT } from '../../src/i18n/useT';
import { useFormat } from '../../src/i18n/useFormat';
import styles from './ProductListing2.module.css';

/** The products one per row, with room for stock, savings and an Add to cart button. */
export default function ProductListing2(props: ProductListing2Props) {
  return (
    <WithListing>
      <ProductList {...props} />
    </WithListing>
  );
}

function ProductList({ label, show_count, show_sort, empty_title, empty_text, show_key_facts, show_add_to_cart, show_wishlist }: ProductListing2Props) {
  const t = useT();
  return (
    <ProductResults
      layout="list"
      label={label}
      showCount={show_count}
      showSort={show_sort}
      emptyTitle={empty_title}
      emptyText={empty_text}
      listClassName={styles.list}
      renderProduct={(product, index) => (
        <ProductCard
          product={product}
          layout="list"
          priority={index < 2}
          headingLevel={3}
          actions={show_wishlist ? <WishlistButton productId={product.id} productTitle={product.title} size="sm" /> : undefined}
          details={
            show_key_facts || show_add_to_cart ? (
              <>
                {show_key_facts ? <KeyFacts product={product} /> : null}
                {show_add_to_cart && product.in_stock ? (
                  <div className={styles.buy}>
                    {product.has_variants ? (
                      // Which option goes in the cart is the shopper's choice, made on the product page.
                      <ButtonLink to={productHref(product)} variant="secondary">
                        {t('listing.chooseOptions')}<span className="visually-hidden">: {product.title}</span>
                      </ButtonLink>
                    ) : (
                      <AddToCartButton product={{ id: product.id, title: product.title }} variant={null} appearance="secondary" />
                    )}
                  </div>
                ) : null}
              </>
            ) : undefined
          }
        />
      )}
    />
  );
}

/** What a summary can say for sure: the stock and the saving in rupees (the card shows the rest). */
function KeyFacts({ product }: { product: ProductSummary }) {
  const t = useT();
  const { moneyWhole } = useFormat();
  const saving = product.mrp - product.price;
  if (!product.in_stock && saving <= 0) return null;
  return (
    <ul className={styles.facts}>
      {product.in_stock ? <li className={styles.inStock}>{t('listing.inStock')}</li> : null}
      {saving > 0 ? <li>{t('listing.youSave', { amount: moneyWhole(saving) })}</li> : null}
    </ul>
  );
}
