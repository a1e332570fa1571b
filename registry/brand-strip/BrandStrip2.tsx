import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { BrandStrip2Props } from '../../schemas/sections/catalog-home';
import { cx } from '../../src/ui/cx';
import { SectionHeader } from '../catalog-parts/SectionHeader';
import shared from '../catalog-parts/section.module.css';
import { Wordmark } from './parts/Wordmark';
import { brandHref, useShownBrands } from './parts/useShownBrands';
import styles from './BrandStrip2.module.css';
import { useProductCount } from '../catalog-parts/useProductCount';

/** Brand tiles with how many products each has: three across on phones, six on desktops. */
export default function BrandStrip2({ title, brands, limit }: BrandStrip2Props) {
  const headingId = useId();
  const productCount = useProductCount();
  const shown = useShownBrands(brands, limit);
  if (shown.state === 'hidden') return null;
  return (
    <section aria-labelledby={headingId} className={shared.section} aria-busy={shown.state === 'loading' || undefined}>
      <div className="container">
        <SectionHeader id={headingId} title={title} />
        <ul className={styles.grid}>
          {shown.state === 'loading'
            ? Array.from({ length: limit }, (_, i) => <li key={i} className={cx(styles.tile, shared.placeholder)} aria-hidden="true" />)
            : shown.brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={brandHref(brand)} className={styles.tile}>
                    <Wordmark name={brand.name} />{' '}
                    <span className={styles.count}>
                      {productCount(brand.product_count)}
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
