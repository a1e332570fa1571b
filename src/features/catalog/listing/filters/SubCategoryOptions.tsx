import { Link } from 'react-router-dom';
import type { Category } from '../../../../../schemas/api/catalog';
import { cx } from '../../../../ui/cx';
import { useListing } from '../ListingContext';
import styles from './FilterOptions.module.css';

interface Props {
  category: Category;
  /** list: one per line (side panel); chips: a row of pills (top bar). */
  look: 'list' | 'chips';
}

const count = new Intl.NumberFormat('en-IN');

/** The category's sub-categories as links that narrow the list (?sub=), so each is a shareable page. */
export function SubCategoryOptions({ category, look }: Props) {
  const { params, hrefFor } = useListing();
  const options = [{ id: null, title: `All ${category.title.toLowerCase()}`, product_count: category.product_count }, ...category.sub_categories];
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
              {option.product_count > 0 ? <span className={styles.count}>{count.format(option.product_count)}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
