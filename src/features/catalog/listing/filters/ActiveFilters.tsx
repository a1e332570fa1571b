import { Icon } from '../../../../ui/Icon';
import { cx } from '../../../../ui/cx';
import { useListing } from '../ListingContext';
import { activeFilters } from './active-filters';
import { useFilterNames } from './useFilterNames';
import { useT } from '../../../../i18n/useT';
import styles from './ActiveFilters.module.css';

interface Props {
  /** Adds a "Clear all" button after the chips. */
  withClearAll?: boolean;
  className?: string;
}

/** The filters in force as chips; each removes its own filter. */
export function ActiveFilters({ withClearAll = false, className }: Props) {
  const { params, setParams, clearFilters } = useListing();
  const t = useT();
  const chips = activeFilters(params, useFilterNames(), t);
  if (chips.length === 0) return null;
  return (
    <ul className={cx(styles.chips, className)} aria-label={t('listing.filtersInUse')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" className={styles.chip} aria-label={t('listing.removeFilter', { label: chip.label })} onClick={() => setParams(chip.patch)}>
            {chip.label}
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
      {withClearAll && chips.length > 1 ? (
        <li>
          <button type="button" className={styles.clear} onClick={clearFilters}>
            {t('listing.clearAll')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
