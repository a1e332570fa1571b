import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type OrderStatus } from '../../../schemas/api/orders';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { ordersListPath, useOrderList } from './orders-api';
import { deliveryLine } from './ShipmentFacts';
import { StatusBadge } from './StatusBadge';
import { ORDER_STATUS_WORDS } from './status-words';
import { useAccountId } from './useAccountId';
import styles from './orders.module.css';

const FILTERS: readonly (OrderStatus | '')[] = ['', ...ORDER_STATUSES];

function statusFrom(raw: string | null): OrderStatus | '' {
  return ORDER_STATUSES.find((s) => s === raw) ?? '';
}

function OrderList({ userId }: { userId: number }) {
  const t = useT();
  const format = useFormat();
  const { money, day } = format;
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
        <legend>{t('orders.showOrders')}</legend>
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
              {s ? t(ORDER_STATUS_WORDS[s]) : t('orders.all')}
            </button>
          ))}
        </div>
      </fieldset>
      {isLoading && <PageLoader />}
      {error instanceof Error && <p role="alert" className={styles.error}>{error.message}</p>}
      {data && data.orders.length === 0 && (
        <EmptyState
          icon="truck"
          title={status ? t('orders.noneWithStatus', { status }) : t('orders.noneYet')}
          actions={<ButtonLink to="/products">{t('orders.startShopping')}</ButtonLink>}
        >
          {t('orders.emptyBody')}
        </EmptyState>
      )}
      {data && data.orders.length > 0 && (
        <>
          <ul className={styles.list}>
            {data.orders.map((order) => (
              <li key={order.id} className={styles.card}>
                <img src={order.first_item.image.url} alt="" width={72} height={72} loading="lazy" />
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>{t('orders.orderNumber', { number: order.order_number })}</h2>
                  <p className={styles.meta}>
                    {order.first_item.title}
                    {order.item_count > 1 ? ` ${t('orders.andMore', { count: order.item_count - 1 })}` : ''}
                  </p>
                  <p className={styles.meta}>
                    {t('orders.placedOn')} <time dateTime={order.created_at}>{day(order.created_at)}</time>
                  </p>
                  <p className={styles.statusLine}>
                    <StatusBadge status={order.status} />
                    {deliveryLine(order, t, format) && <span className={styles.deliveryLine}>{deliveryLine(order, t, format)}</span>}
                  </p>
                </div>
                <div className={styles.cardActions}>
                  <strong>{money(order.total_paise)}</strong>
                  <ButtonLink variant="secondary" to={`/order/${order.id}`} aria-label={t('orders.viewOrder', { number: order.order_number })}>
                    {t('orders.view')}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
          {data.page_count > 1 && (
            <nav className={styles.pager} aria-label={t('orders.pages')}>
              <Button variant="secondary" disabled={data.page <= 1} onClick={() => go({ page: data.page - 1 })}>
                {t('orders.previous')}
              </Button>
              <span>{t('orders.pageOf', { page: data.page, count: data.page_count })}</span>
              <Button variant="secondary" disabled={data.page >= data.page_count} onClick={() => go({ page: data.page + 1 })}>
                {t('orders.next')}
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
  const t = useT();
  return (
    <Page title={t('orders.title')} crumbs={[{ label: t('account.title'), to: '/my-account' }]}>
      <RequireAuth title={t('orders.title')}>
        <SignedInOrders />
      </RequireAuth>
    </Page>
  );
}
