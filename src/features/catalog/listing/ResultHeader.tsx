import { cx } from '../../../ui/cx';
import { useListing } from './ListingContext';
import { SortSelect } from './SortSelect';
import styles from './ResultHeader.module.css';
import { useT, type Translate } from '../../../i18n/useT';
import { useFormat } from '../../../i18n/useFormat';

/** "Showing 1–24 of 312 products", said aloud when a filter changes it. */
function resultSummary(t: Translate, count: (n: number) => string, total: number, page: number, pageSize: number): string {
  if (total === 0) return t('listing.noProducts');
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  // `count` picks the plural; `total` is the same number written for the page's locale.
  const numbers = { total: count(total), count: total };
  if (first > total) return t('listing.count', numbers);
  return total <= pageSize && page === 1
    ? t('listing.showingAll', numbers)
    : t('listing.showingRange', { ...numbers, first: count(first), last: count(last) });
}

interface Props {
  showCount: boolean;
  showSort: boolean;
  className?: string;
}

/** The line above the products: how many, and the order they are in. */
export function ResultHeader({ showCount, showSort, className }: Props) {
  const { list, isStale } = useListing();
  const t = useT();
  const format = useFormat();
  // With nothing listed, the empty state says so; a count and a sort would only repeat it.
  if ((!showCount && !showSort) || list?.total === 0) return null;
  return (
    <div className={cx(styles.header, className)}>
      {showCount ? (
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {list ? resultSummary(t, format.count, list.total, list.page, list.page_size) : t('listing.loadingProducts')}
          {isStale ? <span className="visually-hidden"> {t('listing.updating')}</span> : null}
        </p>
      ) : (
        <span />
      )}
      {showSort ? <SortSelect /> : null}
    </div>
  );
}
