import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Collection } from '../../schemas/api/catalog';
import type { CollectionShowcase1Props } from '../../schemas/sections/catalog-home';
import { cx } from '../../src/ui/cx';
import { ProductImage } from '../../src/ui/product/ProductImage';
import { SectionHeader } from '../catalog-parts/SectionHeader';
import shared from '../catalog-parts/section.module.css';
// Collections share the hero's four tones, so they match the banners for any brand colour.
import tones from '../hero-banner/parts/tones.module.css';
import { bentoShape } from './parts/bento';
import { collectionHref, useShownCollections } from './parts/useShownCollections';
import { useProductCount } from '../catalog-parts/useProductCount';
import { useT } from '../../src/i18n/useT';
import styles from './CollectionShowcase1.module.css';

function BentoCard({ collection, className, feature }: { collection: Collection; className?: string; feature: boolean }) {
  const productCount = useProductCount();
  return (
    <li className={cx(styles.card, tones[collection.tone], feature && styles.feature, className)}>
      <div className={styles.words}>
        <h3 className={styles.title}>
          <Link to={collectionHref(collection)} className={styles.link}>
            {collection.title}
          </Link>
        </h3>
        <p className={styles.tagline}>{feature ? collection.description : collection.tagline}</p>
        <p className={styles.count}>{productCount(collection.product_count)}</p>
      </div>
      <ProductImage image={collection.image} alt="" className={styles.picture} />
    </li>
  );
}

/**
 * A bento of collections: the first as a large feature card with its
 * description, the next up to four as smaller cards beside it, each in its
 * own tone. Every card is one link to the collection.
 */
export default function CollectionShowcase1({ title, subtitle, collections, limit }: CollectionShowcase1Props) {
  const headingId = useId();
  const t = useT();
  const shown = useShownCollections(collections, limit);
  if (shown.state === 'hidden') return null;
  const items = shown.state === 'ready' ? shown.collections : [];
  const smallCount = shown.state === 'ready' ? items.length - 1 : limit - 1;
  return (
    <section aria-labelledby={headingId} className={shared.section} aria-busy={shown.state === 'loading' || undefined}>
      <div className="container">
        <SectionHeader id={headingId} title={title} subtitle={subtitle} link={{ label: t('sections.allCollections'), href: '/collection' }} />
        {shown.state === 'loading' ? (
          <div className={styles.bento} aria-hidden="true">
            <span className={cx(styles.card, styles.feature, shared.placeholder)} />
            {Array.from({ length: smallCount }, (_, i) => {
              const shape = bentoShape(i, smallCount);
              return <span key={i} className={cx(styles.card, shape.wide && styles.wide, shape.tall && styles.tall, shared.placeholder)} />;
            })}
          </div>
        ) : (
          <ul className={styles.bento}>
            {items.map((collection, index) => {
              const shape = index === 0 ? null : bentoShape(index - 1, smallCount);
              return (
                <BentoCard
                  key={collection.id}
                  collection={collection}
                  feature={index === 0}
                  className={cx(shape?.wide && styles.wide, shape?.tall && styles.tall)}
                />
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
