import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryGrid2Props } from '../../schemas/sections/catalog-home';
import { ProductImage } from '../../src/ui/product/ProductImage';
import { categoryHref } from '../../src/ui/product/links';
import { cx } from '../../src/ui/cx';
import { ScrollRow } from '../../src/ui/ScrollRow';
import { SectionHeader } from '../catalog-parts/SectionHeader';
import shared from '../catalog-parts/section.module.css';
import { useShownCategories } from './parts/useShownCategories';
import { useProductCount } from '../catalog-parts/useProductCount';
import { useT } from '../../src/i18n/useT';
import styles from './CategoryGrid2.module.css';

/**
 * "Shop by category" as a row of round picture chips with the name under
 * each, marketplace style. Phones swipe the row; on desktops the default
 * fourteen fit in one line, and more scroll. Each chip is one link.
 */
export default function CategoryGrid2({ title, categories, limit, show_counts }: CategoryGrid2Props) {
  const headingId = useId();
  const t = useT();
  const productCount = useProductCount();
  const shown = useShownCategories(categories, limit);
  if (shown.state === 'hidden') return null;
  return (
    <section aria-labelledby={headingId} className={shared.section} aria-busy={shown.state === 'loading' || undefined}>
      <div className="container">
        <SectionHeader id={headingId} title={title} />
        <ScrollRow
          className={styles.frame}
          labels={{ previous: t('sections.previousCategories', { title }), next: t('sections.moreCategories', { title }) }}
          showButtons={shown.state === 'ready'}
          itemCount={shown.state === 'ready' ? shown.categories.length : 0}
        >
          {shown.state === 'loading'
            ? Array.from({ length: limit }, (_, i) => (
                <li key={i} className={styles.chip} aria-hidden="true">
                  <span className={cx(styles.circle, shared.placeholder)} />
                  <span className={cx(styles.name, styles.bar, shared.placeholder)} />
                  {show_counts ? <span className={cx(styles.count, styles.bar, shared.placeholder)} /> : null}
                </li>
              ))
            : shown.categories.map((category) => (
                <li key={category.id}>
                  <Link to={categoryHref(category)} className={styles.chip}>
                    <span className={styles.circle}>
                      <ProductImage image={category.image} alt="" className={styles.picture} />
                    </span>
                    <span className={styles.name}>{category.title}</span>{' '}
                    {show_counts ? <span className={styles.count}>{productCount(category.product_count)}</span> : null}
                  </Link>
                </li>
              ))}
        </ScrollRow>
      </div>
    </section>
  );
}
