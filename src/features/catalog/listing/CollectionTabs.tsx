import { Link } from 'react-router-dom';
import type { Collection } from '../../../../schemas/api/catalog';
import { ProductImage } from '../../../ui/product/ProductImage';
import { cx } from '../../../ui/cx';
import styles from './CollectionTabs.module.css';
import { useT } from '../../../i18n/useT';

interface Props {
  collections: readonly Collection[];
  selected: string;
}

/** The collections as a row of picture chips; each is a link (/collection?c=slug), the current one marked. */
export function CollectionTabs({ collections, selected }: Props) {
  const t = useT();
  return (
    <nav aria-label={t('listing.collections')} className={styles.nav}>
      <ul className={styles.list}>
        {collections.map((collection) => {
          const current = collection.slug === selected;
          return (
            <li key={collection.slug}>
              <Link
                to={`/collection?c=${collection.slug}`}
                className={cx(styles.tab, current && styles.current)}
                aria-current={current ? 'page' : undefined}
              >
                <ProductImage image={collection.image} alt="" className={styles.image} />
                <span className={styles.words}>
                  <span className={styles.title}>{collection.title}</span>
                  <span className={styles.tagline}>{collection.tagline}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
