import { Link } from 'react-router-dom';
import type { Category } from '../../../../../schemas/api/catalog';
import { cx } from '../../../../ui/cx';
import { useListing } from '../ListingContext';
import { OptionCount } from './OptionCount';
import { useT } from '../../../../i18n/useT';
import styles from './FilterOptions.module.css';

interface Props {
  category: Category;
  /** list: one per line (side panel); chips: a row of pills (top bar). */
  look: 'list' | 'chips';
}


/**
 * The category's sub-categories as links that narrow the list (?sub=), so
 * each is a shareable page. Counts are the list's own (facets.category, under
 * the brand, price and stock filters in force), never the catalogue's, and a
 * sub-category with nothing to show under them is left out unless it is the
 * one applied. Until the list arrives the options show without counts.
 */
export function SubCategoryOptions({ category, look }: Props) {
  const { params, list, hrefFor } = useListing();
  const t = useT();
  const facet = list?.facets.category ?? null;
  const counts = new Map(facet?.sub_categories.map((s) => [s.id, s.count]));
  const subs = category.sub_categories
    .filter((sub) => !facet || counts.has(sub.id) || params.sub === sub.id)
    .map((sub) => ({ id: sub.id, title: sub.title, count: facet ? (counts.get(sub.id) ?? 0) : null }));
  const options = [{ id: null, title: t('listing.allOf', { title: category.title.toLowerCase() }), count: facet ? facet.count : null }, ...subs];
  return (
    <ul className={look === 'chips' ? styles.chips : styles.options}>
      {options.map((option) => {
        const current = params.sub === option.id;
        return (
          <li key={option.id ?? 'all'}>
            <Link
              to={hrefFor({ sub: option.id })}
              className={cx(look === 'chips' ? styles.chip : styles.option, current && styles.current)}
              aria-current={current ? 'true' : undefined}
            >
              <span className={styles.name}>{option.title}</span>
              {option.count === null ? null : <OptionCount count={option.count} />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
