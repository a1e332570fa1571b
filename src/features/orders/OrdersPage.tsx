import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../../../schemas/api/orders';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { formatPaise, formatShopDay } from '../../ui/format';
import { ordersListPath, useOrderList } from './orders-api';
import { deliveryLine } from './ShipmentFacts';
import { StatusBadge } from './StatusBadge';
import { useAccountId } from './useAccountId';
import styles from './orders.module.css';

const FILTERS: readonly (OrderStatus | '')[] = ['', ...ORDER_STATUSES];

function statusFrom(raw: string | null): OrderStatus | '' {
  return ORDER_STATUSES.find((s) => s === raw) ?? '';
}

function OrderList({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading } = useOrderList(ordersListPath(userId, page, status));
  const go = (next: { status?: OrderStatus | ''; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? 1;
    setParams({ ...(s ? { status: s } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };

  return (
    <>
      <fieldset className={styles.filters}>
        <legend>Show orders</legend>
        {/* One row that scrolls sideways on a phone, rather than three rows of chips above one order. */}
        <div className={styles.chipRow}>
          {FILTERS.map((s) => (
            <button
              key={s || 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={s === status}
              onClick={() => go({ status: s })}
              onFocus={(e) => e.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
            >
              {s ? ORDER_STATUS_LABELS[s] : 'All'}
            </button>
          ))}
        </div>
      </fieldset>
      {isLoading && <PageLoader />}
      {error instanceof Error && <p role="alert" className={styles.error}>{error.message}</p>}
      {data && data.orders.length === 0 && (
        <EmptyState icon="truck" title={status ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders` : 'No orders yet'} actions={<ButtonLink to="/products">Start shopping</ButtonLink>}>
          When you place an order, you can track it, download its GST invoice and request a return here.
        </EmptyState>
      )}
      {data && data.orders.length > 0 && (
        <>
          <ul className={styles.list}>
            {data.orders.map((order) => (
              <li key={order.id} className={styles.card}>
                <img src={order.first_item.image.url} alt="" width={72} height={72} loading="lazy" />
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>Order {order.order_number}</h2>
                  <p className={styles.meta}>
                    {order.first_item.title}
                    {order.item_count > 1 ? ` and ${order.item_count - 1} more` : ''}
                  </p>
                  <p className={styles.meta}>
                    Placed on <time dateTime={order.created_at}>{formatShopDay(order.created_at)}</time>
                  </p>
                  <p className={styles.statusLine}>
                    <StatusBadge status={order.status} />
                    {deliveryLine(order) && <span className={styles.deliveryLine}>{deliveryLine(order)}</span>}
                  </p>
                </div>
                <div className={styles.cardActions}>
                  <strong>{formatPaise(order.total_paise)}</strong>
                  <ButtonLink variant="secondary" to={`/order/${order.id}`} aria-label={`View order ${order.order_number}`}>
                    View
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
          {data.page_count > 1 && (
            <nav className={styles.pager} aria-label="Order pages">
              <Button variant="secondary" disabled={data.page <= 1} onClick={() => go({ page: data.page - 1 })}>
                Previous
              </Button>
              <span>
                Page {data.page} of {data.page_count}
              </span>
              <Button variant="secondary" disabled={data.page >= data.page_count} onClick={() => go({ page: data.page + 1 })}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}

function SignedInOrders() {
  const userId = useAccountId();
  return userId === null ? null : <OrderList userId={userId} />;
}

export default function OrdersPage() {
  return (
    <Page title="My orders" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <RequireAuth title="My orders">
        <SignedInOrders />
      </RequireAuth>
    </Page>
  );
}
