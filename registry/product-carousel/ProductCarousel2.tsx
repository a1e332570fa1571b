import { useId } from 'react';
import type { ProductCarousel2Props } from '../../schemas/sections/catalog-home';
import { ProductCard } from '../../src/ui/product/ProductCard';
import { ProductCardSkeleton } from '../../src/ui/product/ProductCardSkeleton';
import { SectionHeader } from '../catalog-parts/SectionHeader';
import shared from '../catalog-parts/section.module.css';
import { FeaturedDeal, FeaturedDealSkeleton } from './parts/FeaturedDeal';
import { useCarouselProducts } from './parts/useCarouselProducts';
import styles from './ProductCarousel2.module.css';

/**
 * A deals grid: the source's first product as a large highlighted card (the
 * hot-deal list is sorted by discount, so it is the biggest saving), the rest
 * as ordinary cards beside it. Two columns on phones, five on desktops.
 */
export default function ProductCarousel2({
  title,
  subtitle,
  source,
  category_id,
  collection_slug,
  view_all_label,
  limit,
  highlight_label,
}: ProductCarousel2Props) {
  const headingId = useId();
  const shown = useCarouselProducts({ source, category_id, collection_slug, limit });
  if (shown.state === 'hidden') return null;
  const link = shown.viewAll ? { label: view_all_label, href: shown.viewAll } : null;
  return (
    <section aria-labelledby={headingId} className={shared.section} aria-busy={shown.state === 'loading' || undefined}>
      <div className="container">
        <SectionHeader id={headingId} title={title} subtitle={subtitle} link={link} />
        {shown.state === 'loading' ? (
          <div className={styles.grid} aria-hidden="true">
            <div className={styles.featured}>
              <FeaturedDealSkeleton />
            </div>
            {Array.from({ length: limit - 1 }, (_, i) => (
              <div key={i} className={styles.item}>
                <ProductCardSkeleton className={styles.card} />
              </div>
            ))}
          </div>
        ) : (
          <ul className={styles.grid} aria-label={title}>
            {shown.products.map((product, index) => (
              <li key={product.id} className={index === 0 ? styles.featured : styles.item}>
                {index === 0 ? <FeaturedDeal product={product} label={highlight_label} /> : <ProductCard product={product} className={styles.card} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
