import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummary } from '../../../schemas/api/catalog';
import { cx } from '../cx';
import { Price } from './Price';
import { Rating } from './Rating';
import { ProductImage } from './ProductImage';
import { productHref } from './links';
import { BrandName } from './BrandName';
import styles from './ProductCard.module.css';
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n/messages';

export type ProductCardLayout = 'grid' | 'list' | 'compact';

interface ProductCardProps {
  product: ProductSummary;
  layout?: ProductCardLayout;
  /** Load the picture at once (first row above the fold). */
  priority?: boolean;
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons laid over the card (wishlist heart, add to cart); they stay clickable above the card link. */
  actions?: ReactNode;
  /** Extra lines under the price in the list layout, e.g. key specifications. */
  details?: ReactNode;
  className?: string;
}

/** The one badge a card shows, most persuasive first. */
export function productBadge(product: ProductSummary): MessageKey | null {
  if (!product.in_stock) return null;
  if (product.flags.hot_deal) return 'ui.hotDeal';
  if (product.flags.best_seller) return 'ui.bestSeller';
  if (product.flags.new_arrival) return 'ui.new';
  return null;
}

/**
 * A product as every list shows it: picture, brand, title, rating, price. The
 * title link stretches over the card, so the whole card opens the product and
 * screen readers hear one link, not three. The price is the one the product's
 * page opens on, "from" when its options cost different amounts; a sold-out
 * product says so on its picture (beside the title in the compact layout,
 * whose picture is too small for it) and is greyed, so it never looks buyable.
 */
export function ProductCard({ product, layout = 'grid', priority, headingLevel = 3, actions, details, className }: ProductCardProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const badge = productBadge(product);
  const soldOutOnPicture = !product.in_stock && layout !== 'compact';
  // Keyboard and screen-reader users reach the card through its link: it carries the stock state.
  const stockId = useId();
  return (
    <article className={cx(styles.card, styles[layout], !product.in_stock && styles.soldOut, className)}>
      <div className={styles.media}>
        <ProductImage image={product.image} priority={priority} alt="" />
        {badge && <span className={styles.badge}>{t(badge)}</span>}
        {soldOutOnPicture && (
          <span id={stockId} className={styles.soldOutBadge}>
            {t('ui.outOfStock')}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <BrandName name={product.brand} />
        <Heading className={styles.title}>
          <Link to={productHref(product)} className={styles.link} aria-describedby={product.in_stock ? undefined : stockId}>
            {product.title}
          </Link>
        </Heading>
        <Rating average={product.rating_average} count={product.rating_count} />
        <Price price={product.price} mrp={product.mrp} from={product.price_varies} size={layout === 'list' ? 'md' : 'sm'} className={styles.price} />
        {product.has_variants && product.in_stock && layout !== 'compact' && <p className={styles.note}>{t('ui.moreOptions')}</p>}
        {!product.in_stock && !soldOutOnPicture && (
          <p id={stockId} className={styles.stock}>
            {t('ui.outOfStock')}
          </p>
        )}
        {details && layout === 'list' && <div className={styles.details}>{details}</div>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
