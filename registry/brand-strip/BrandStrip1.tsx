import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { BrandStrip1Props } from '../../schemas/sections/catalog-home';
import { cx } from '../../src/ui/cx';
import { ScrollRow } from '../../src/ui/ScrollRow';
import { SectionHeader } from '../catalog-parts/SectionHeader';
import shared from '../catalog-parts/section.module.css';
import { Wordmark } from './parts/Wordmark';
import { brandHref, useShownBrands } from './parts/useShownBrands';
import { useT } from '../../src/i18n/useT';
import styles from './BrandStrip1.module.css';

/**
 * One row of brand wordmarks, each opening the listing filtered to that
 * brand. It looks like a logo marquee but never moves on its own: visitors
 * swipe it, press its arrows, or tab along it.
 */
export default function BrandStrip1({ title, brands, limit }: BrandStrip1Props) {
  const headingId = useId();
  const t = useT();
  const shown = useShownBrands(brands, limit);
  if (shown.state === 'hidden') return null;
  return (
    <section aria-labelledby={headingId} className={shared.section} aria-busy={shown.state === 'loading' || undefined}>
      <div className="container">
        <SectionHeader id={headingId} title={title} />
        <ScrollRow
          className={styles.frame}
          labels={{ previous: t('sections.previousBrands', { title }), next: t('sections.moreBrands', { title }) }}
          showButtons={shown.state === 'ready'}
          itemCount={shown.state === 'ready' ? shown.brands.length : 0}
        >
          {shown.state === 'loading'
            ? Array.from({ length: limit }, (_, i) => <li key={i} className={cx(styles.tile, shared.placeholder)} aria-hidden="true" />)
            : shown.brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={brandHref(brand)} className={styles.tile}>
                    <Wordmark name={brand.name} />
                  </Link>
                </li>
              ))}
        </ScrollRow>
      </div>
    </section>
  );
}
