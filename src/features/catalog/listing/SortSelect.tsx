import { useId } from 'react';
import { productSortSchema } from '../../../../schemas/api/catalog';
import { cx } from '../../../ui/cx';
import { Icon } from '../../../ui/Icon';
import { DEFAULT_SORT, SORT_CHOICES, sortLabel } from './listing-params';
import { useListing } from './ListingContext';
import styles from './SortSelect.module.css';
import { useT } from '../../../i18n/useT';

/** "Sort by" as a native select: the phone's own picker, and keyboard-ready everywhere. */
export function SortSelect({ className }: { className?: string }) {
  const id = useId();
  const t = useT();
  const { params, setParams } = useListing();
  const current = params.sort ?? DEFAULT_SORT;
  return (
    <div className={cx(styles.sort, className)}>
      <label htmlFor={id} className={styles.label}>
        {t('listing.sortBy')}
      </label>
      <span className={styles.field}>
        <select
          id={id}
          className={styles.select}
          value={current}
          onChange={(event) => {
            const sort = productSortSchema.safeParse(event.currentTarget.value);
            if (sort.success) setParams({ sort: sort.data });
          }}
        >
          {SORT_CHOICES.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabel(sort, params.q !== null))}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </span>
    </div>
  );
}
