import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ProductSummary } from '../../../../schemas/api/catalog';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { useListing } from './ListingContext';
import { ListingEmpty, ListingError } from './ListingStates';
import { Pagination } from './Pagination';
import { ResultHeader } from './ResultHeader';
import { ResultsSkeleton } from './ResultsSkeleton';
import styles from './ProductResults.module.css';
import { useT } from '../../../i18n/useT';

interface Props {
  layout: 'grid' | 'list';
  /** The section's heading, for screen readers. */
  label: string;
  showCount: boolean;
  showSort: boolean;
  emptyTitle: string;
  emptyText: string;
  /** The list's own class: its columns. */
  listClassName: string | undefined;
  renderProduct: (product: ProductSummary, index: number) => ReactNode;
}

/**
 * The body every product-listing pattern shares: count and sort, the
 * products, pages, and the loading, empty and error states. While the next
 * page loads the current one stays, dimmed and marked busy.
 */
export function ProductResults({ layout, label, showCount, showSort, emptyTitle, emptyText, listClassName, renderProduct }: Props) {
  const { list, isStale, error, params, hrefFor, retry } = useListing();
  const t = useT();
  const headingId = useId();
  const rootRef = useScrollToTopOnPageChange(params.page);

  let body: ReactNode;
  if (error && !list) {
    body = <ListingError message={error.message} />;
  } else if (!list || (list.items.length === 0 && list.total > 0)) {
    body = <ResultsSkeleton layout={layout} className={listClassName} />;
  } else if (list.items.length === 0) {
    body = <ListingEmpty title={emptyTitle} text={emptyText} />;
  } else {
    body = (
      <>
        {error ? (
          <p role="alert" className={styles.staleError}>
            <span>{error.message}</span>
            <Button type="button" variant="secondary" onClick={retry}>
              {t('listing.retry')}
            </Button>
          </p>
        ) : null}
        <ul className={cx(listClassName, isStale && styles.stale)} aria-busy={isStale || undefined}>
          {list.items.map((product, index) => (
            <li key={product.id} className={styles.item}>
              {renderProduct(product, index)}
            </li>
          ))}
        </ul>
        <Pagination page={params.page} pageCount={list.page_count} hrefFor={(page) => hrefFor({ page })} className={styles.pager} />
      </>
    );
  }

  return (
    <section ref={rootRef} aria-labelledby={headingId} className={styles.results}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <ResultHeader showCount={showCount} showSort={showSort} />
      {body}
    </section>
  );
}

/** A new page starts at its top: brings the list into view when the page number changes. */
function useScrollToTopOnPageChange(page: number) {
  const ref = useRef<HTMLElement>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const el = ref.current;
    // jsdom has no scrolling; browsers all do.
    if (el && el.getBoundingClientRect().top < 0 && 'scrollIntoView' in el) el.scrollIntoView({ block: 'start' });
  }, [page]);
  return ref;
}
