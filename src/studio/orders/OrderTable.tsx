import { useCallback, useState } from 'react';
import { orderDeskExportPath, orderDeskListPath, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type OrderDeskFilter } from '../../../schemas/api/order-desk';
import { formatCount, formatPaise, formatShopMoment } from '../../ui/format';
import { messageOf } from '../desk/field-errors';
import { Loaded } from '../desk/Loaded';
import { Pager } from '../Pager';
import { orderHref } from './location';
import { OrderFilters } from './OrderFilters';
import { OrderStatusBadge } from './OrderStatusBadge';
import { useOrderPage } from './orders-api';
import styles from './Orders.module.css';

type Sort = 'created' | 'total';
const SORT_LABELS: Record<Sort, string> = { created: 'Placed', total: 'Total' };

/** The table of orders: filters, search, sort and pages, newest first; each order number opens its page. */
export function OrderTable({ onOpen }: { onOpen: (id: number) => void }) {
  const [filter, setFilter] = useState<OrderDeskFilter>({});
  // Any change of filter starts again at the first page.
  const change = useCallback((next: OrderDeskFilter) => setFilter((f) => ({ ...f, ...next, page: undefined })), []);
  const page = useOrderPage(orderDeskListPath(filter));
  const sort: Sort = filter.sort === 'total' ? 'total' : 'created';
  const dir = filter.dir === 'asc' ? 'asc' : 'desc';
  const sortBy = (by: Sort) => change({ sort: by, dir: sort === by && dir === 'desc' ? 'asc' : 'desc' });
  const sortState = (by: Sort) => (sort === by ? (dir === 'asc' ? 'ascending' : 'descending') : 'none');

  const header = (by: Sort, className?: string) => (
    <th scope="col" aria-sort={sortState(by)} className={className}>
      <button type="button" className={styles.sort} onClick={() => sortBy(by)}>
        {SORT_LABELS[by]}
        <span aria-hidden="true">{sortState(by) === 'ascending' ? ' ▲' : sortState(by) === 'descending' ? ' ▼' : ''}</span>
      </button>
    </th>
  );

  const data = page.data;
  return (
    <div className={`st-desk ${styles.desk}`}>
      <header className={styles.head}>
        <div>
          <h1 className="st-h1">Orders</h1>
          <p className="st-muted">Every order, newest first. Open one to confirm, pack, ship, collect cash, cancel or refund it; the shopper is e-mailed each step.</p>
        </div>
        <a className="st-button st-button--secondary" href={`/api/${orderDeskExportPath(filter)}`} download>
          {`Export CSV${data ? ` (${formatCount(data.total)}${data.total_capped ? '+' : ''})` : ''}`}
        </a>
      </header>

      <OrderFilters filter={filter} onChange={change} />

      <Loaded read={page} failed="The orders could not be loaded" loading="Loading orders" lines={8}>
        {(data) => (
          <>
            {page.error && (
              <p className="st-error" role="alert">
                {messageOf(page.error, 'The orders could not be loaded')}
              </p>
            )}
            <div className="st-table-wrap" aria-busy={page.isValidating || undefined}>
              <table className={`st-table ${styles.table}`}>
                <caption className="st-visually-hidden">{`Orders, sorted by ${SORT_LABELS[sort].toLowerCase()}, ${dir === 'asc' ? 'lowest' : 'newest or highest'} first`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Ship to</th>
                    <th scope="col">Status</th>
                    <th scope="col">Payment</th>
                    {header('total', styles.number)}
                    {header('created')}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <a
                          className={styles.orderLink}
                          href={orderHref({ order: row.id, print: null })}
                          onClick={(event) => {
                            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                            event.preventDefault();
                            onOpen(row.id);
                          }}
                        >
                          {row.order_number}
                        </a>
                        <span className={styles.sub}>{row.item_count === 1 ? '1 item' : `${formatCount(row.item_count)} items`}</span>
                      </th>
                      <td data-label="Ship to">
                        {row.name}
                        <span className={styles.sub}>{[row.city, row.state, row.pin].filter(Boolean).join(', ')}</span>
                      </td>
                      <td data-label="Status">
                        <OrderStatusBadge status={row.status} />
                      </td>
                      <td data-label="Payment">
                        {PAYMENT_METHOD_LABELS[row.payment_method]}
                        <span className={styles.sub}>{PAYMENT_STATUS_LABELS[row.payment_status]}</span>
                      </td>
                      <td data-label="Total" className={styles.number}>
                        {formatPaise(row.total_paise)}
                        {row.refunded_paise > 0 && <span className={styles.sub}>{`${formatPaise(row.refunded_paise)} refunded`}</span>}
                      </td>
                      <td data-label="Placed">{formatShopMoment(row.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.rows.length === 0 && <p className="st-empty">No order matches. Clear a filter, or search by another detail.</p>}
            <Pager page={data.page} pageSize={data.page_size} total={data.total} capped={data.total_capped} noun="orders" onPage={(p) => setFilter((f) => ({ ...f, page: String(p) }))} />
          </>
        )}
      </Loaded>
    </div>
  );
}
