import { cx } from '../../../ui/cx';
import { useListing } from './ListingContext';
import { SortSelect } from './SortSelect';
import styles from './ResultHeader.module.css';
import { formatCount } from '../../../ui/format';

/** "Showing 1–24 of 312 products", said aloud when a filter changes it. */
function resultSummary(total: number, page: number, pageSize: number): string {
  if (total === 0) return 'No products';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const noun = total === 1 ? 'product' : 'products';
  if (first > total) return `${formatCount(total)} ${noun}`;
  return total <= pageSize && page === 1
    ? `Showing ${formatCount(total)} ${noun}`
    : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}`;
}

interface Props {
  showCount: boolean;
  showSort: boolean;
  className?: string;
}

/** The line above the products: how many, and the order they are in. */
export function ResultHeader({ showCount, showSort, className }: Props) {
  const { list, isStale } = useListing();
  // With nothing listed, the empty state says so; a count and a sort would only repeat it.
  if ((!showCount && !showSort) || list?.total === 0) return null;
  return (
    <div className={cx(styles.header, className)}>
      {showCount ? (
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {list ? resultSummary(list.total, list.page, list.page_size) : 'Loading products…'}
          {isStale ? <span className="visually-hidden"> (updating)</span> : null}
        </p>
      ) : (
        <span />
      )}
      {showSort ? <SortSelect /> : null}
    </div>
  );
}
