import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CollectionShowcase2Props } from '../../schemas/sections/catalog-home';
import { cx } from '../../src/ui/cx';
import { Icon } from '../../src/ui/Icon';
import { ProductImage } from '../../src/ui/product/ProductImage';
import { SectionHeader } from '../catalog-parts/SectionHeader';
import shared from '../catalog-parts/section.module.css';
import tones from '../hero-banner/parts/tones.module.css';
import { collectionHref, useShownCollections } from './parts/useShownCollections';
import { useProductCount } from '../catalog-parts/useProductCount';
import styles from './CollectionShowcase2.module.css';

/**
 * Wide collection cards: the picture on a panel in the collection's tone,
 * beside its name, tagline, size and an "Explore" link. Phones swipe a row of
 * them; desktops show two across.
 */
export default function CollectionShowcase2({ title, subtitle, collections, limit, explore_label }: CollectionShowcase2Props) {
  const headingId = useId();
  const productCount = useProductCount();
  const shown = useShownCollections(collections, limit);
  if (shown.state === 'hidden') return null;
  return (
    <section aria-labelledby={headingId} className={shared.section} aria-busy={shown.state === 'loading' || undefined}>
      <div className="container">
        <SectionHeader id={headingId} title={title} subtitle={subtitle} />
        <ul className={styles.row}>
          {shown.state === 'loading'
            ? Array.from({ length: limit }, (_, i) => <li key={i} className={cx(styles.card, shared.placeholder)} aria-hidden="true" />)
            : shown.collections.map((collection) => (
                <li key={collection.id} className={styles.card}>
                  <div className={cx(styles.panel, tones[collection.tone])}>
                    <ProductImage image={collection.image} alt="" className={styles.picture} />
                  </div>
                  <div className={styles.words}>
                    <h3 className={styles.title}>{collection.title}</h3>
                    <p className={styles.tagline}>{collection.tagline}</p>
                    <p className={styles.description}>{collection.description}</p>
                    <p className={styles.count}>{productCount(collection.product_count)}</p>
                    <Link to={collectionHref(collection)} className={styles.explore}>
                      {explore_label}{' '}
                      <span className="visually-hidden">{collection.title}</span>
                      <Icon name="chevron-right" size={16} />
                    </Link>
                  </div>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
