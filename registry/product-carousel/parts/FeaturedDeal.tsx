import { Link } from 'react-router-dom';
import type { ProductSummary } from '../../../schemas/api/catalog';
import { cx } from '../../../src/ui/cx';
import { Price } from '../../../src/ui/product/Price';
import { ProductImage } from '../../../src/ui/product/ProductImage';
import { Rating } from '../../../src/ui/product/Rating';
import { productHref } from '../../../src/ui/product/links';
import shared from '../../catalog-parts/section.module.css';
import { BrandName } from '../../../src/ui/product/BrandName';
import styles from './FeaturedDeal.module.css';
import { useT } from '../../../src/i18n/useT';
import { useFormat } from '../../../src/i18n/useFormat';

interface FeaturedDealProps {
  product: ProductSummary;
  /** The ribbon, e.g. "Deal of the day". */
  label: string;
  className?: string;
}

/**
 * The highlighted first product of a deals grid: a ribbon, a large picture,
 * the price in large type and the saving in rupees. Like ProductCard, the
 * title link stretches over the card so it is one link and one tab stop.
 */
export function FeaturedDeal({ product, label, className }: FeaturedDealProps) {
  const t = useT();
  const { moneyWhole } = useFormat();
  const saving = product.mrp - product.price;
  return (
    <article className={cx(styles.card, className)}>
      <p className={styles.ribbon}>{label}</p>
      <div className={styles.media}>
        <ProductImage image={product.image} alt="" className={styles.image} />
      </div>
      <div className={styles.body}>
        <BrandName name={product.brand} />
        <h3 className={styles.title}>
          <Link to={productHref(product)} className={styles.link}>
            {product.title}
          </Link>
        </h3>
        <Rating average={product.rating_average} count={product.rating_count} />
        <Price price={product.price} mrp={product.mrp} from={product.price_varies} size="lg" className={styles.price} />
        {saving > 0 ? <p className={styles.saving}>{t('sections.youSave', { amount: moneyWhole(saving) })}</p> : null}
        {!product.in_stock ? <p className={styles.stock}>{t('sections.outOfStock')}</p> : null}
        <span className={styles.cta} aria-hidden="true">
          {t('sections.seeDeal')}
        </span>
      </div>
    </article>
  );
}

/** The featured card's outline while the deals load. */
export function FeaturedDealSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true">
      <span className={cx(styles.ribbon, styles.ribbonSkeleton, shared.placeholder)} />
      <span className={cx(styles.mediaSkeleton, shared.placeholder)} />
      <span className={styles.body}>
        <span className={cx(styles.barShort, shared.placeholder)} />
        <span className={cx(styles.bar, shared.placeholder)} />
        <span className={cx(styles.barPrice, shared.placeholder)} />
      </span>
    </div>
  );
}
