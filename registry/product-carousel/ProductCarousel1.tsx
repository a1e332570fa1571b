import { useId } from 'react';
import type { ProductCarousel1Props } from '../../schemas/sections/catalog-home';
import { ProductRail, ProductRailSkeleton } from '../../src/ui/product/ProductRail';
import { SectionHeader } from '../catalog-parts/SectionHeader';
import shared from '../catalog-parts/section.module.css';
import { useCarouselProducts } from './parts/useCarouselProducts';

/**
 * A titled row of product cards that scrolls sideways: best sellers, deals,
 * new arrivals, a category or a collection. Doubles as "recommended for you"
 * on the cart, wishlist and product pages.
 */
export default function ProductCarousel1({ title, subtitle, source, category_id, collection_slug, view_all_label, limit }: ProductCarousel1Props) {
  const headingId = useId();
  const shown = useCarouselProducts({ source, category_id, collection_slug, limit });
  if (shown.state === 'hidden') return null;
  const link = shown.viewAll ? { label: view_all_label, href: shown.viewAll } : null;
  return (
    <section aria-labelledby={headingId} className={shared.section} aria-busy={shown.state === 'loading' || undefined}>
      <div className="container">
        <SectionHeader id={headingId} title={title} subtitle={subtitle} link={link} />
        {shown.state === 'loading' ? <ProductRailSkeleton count={Math.min(limit, 6)} /> : <ProductRail products={shown.products} label={title} />}
      </div>
    </section>
  );
}
