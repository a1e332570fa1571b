import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryGrid1Props } from '../../schemas/sections/catalog-home';
import { ProductImage } from '../../src/ui/product/ProductImage';
import { categoryHref } from '../../src/ui/product/links';
import { cx } from '../../src/ui/cx';
import { SectionHeader } from '../catalog-parts/SectionHeader';
import shared from '../catalog-parts/section.module.css';
import { useShownCategories } from './parts/useShownCategories';
import { useProductCount } from '../catalog-parts/useProductCount';
import styles from './CategoryGrid1.module.css';

/**
 * Category tiles with their pictures and product counts: three across on
 * phones, six on desktops. While the categories load, placeholder tiles of the
 * same size hold the space.
 */
export default function CategoryGrid1({ title, categories, limit, show_counts }: CategoryGrid1Props) {
  const headingId = useId();
  const productCount = useProductCount();
  const shown = useShownCategories(categories, limit);
  if (shown.state === 'hidden') return null;
  return (
    <section aria-labelledby={headingId} className={shared.section} aria-busy={shown.state === 'loading' || undefined}>
      <div className="container">
        <SectionHeader id={headingId} title={title} />
        <ul className={styles.grid}>
          {shown.state === 'loading'
            ? Array.from({ length: limit }, (_, i) => (
                <li key={i} className={styles.tile} aria-hidden="true">
                  <span className={cx(styles.picture, shared.placeholder)} />
                  <span className={cx(styles.words, show_counts && styles.withCount)}>
                    <span className={cx(styles.bar, shared.placeholder)} />
                  </span>
                </li>
              ))
            : shown.categories.map((category) => (
                <li key={category.id}>
                  <Link to={categoryHref(category)} className={styles.tile}>
                    <ProductImage image={category.image} alt="" className={styles.picture} />
                    <span className={cx(styles.words, show_counts && styles.withCount)}>
                      <span className={styles.name}>{category.title}</span>{' '}
                      {show_counts ? <span className={styles.count}>{productCount(category.product_count)}</span> : null}
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
