import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type OrderDeskDetail } from '../../../schemas/api/order-desk';
import type { StudioSession } from '../../../schemas/api/studio';
import { Timeline } from '../../features/orders/Timeline';
import { formatCalendarDay, formatPaise, formatShopMoment } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { DeskLink } from '../desk/DeskLink';
import { messageOf } from '../desk/field-errors';
import { MoneySection } from './MoneySection';
import { OrderActions } from './OrderActions';
import { OrderStatusBadge } from './OrderStatusBadge';
import type { PrintKind } from './location';
import { useDeskOrder } from './orders-api';
import styles from './Orders.module.css';

/** The customers desk's view, where a shopper's account opens at ?customer={user id}. */
const CUSTOMERS_VIEW = 'customers';

interface Props {
  id: number;
  session: StudioSession;
  onBack: () => void;
  onPrint: (kind: PrintKind) => void;
}

/** One order for staff: what was bought, by whom, for where, how it was paid and refunded, its steps, and what may be done next. */
export function OrderPage({ id, session, onBack, onPrint }: Props) {
  const order = useDeskOrder(id);
  const back = (
    <StudioButton small variant="ghost" onClick={onBack}>
      <span aria-hidden="true">← </span>All orders
    </StudioButton>
  );
  if (order.error && !order.data)
    return (
      <div className={`st-desk ${styles.desk}`}>
        {back}
        <p className="st-error" role="alert">
          {messageOf(order.error, 'The order could not be loaded')}
        </p>
      </div>
    );
  if (!order.data)
    return (
      <div className={`st-desk ${styles.desk}`}>
        {back}
        <Skeleton label="Loading the order" lines={10} />
      </div>
    );
  const data = order.data;
  const can = (permission: StudioSession['permissions'][number]) => session.permissions.includes(permission);
  return (
    <div className={`st-desk ${styles.desk}`}>
      {back}
      <header className={styles.orderHead}>
        <div className={styles.titleLine}>
          <h1 className="st-h1">{`Order ${data.order_number}`}</h1>
          <OrderStatusBadge status={data.status} />
        </div>
        <p className="st-muted">{`Placed ${formatShopMoment(data.created_at)} · ${PAYMENT_METHOD_LABELS[data.payment_method]} · ${PAYMENT_STATUS_LABELS[data.payment_status]}`}</p>
      </header>

      <div className={styles.orderGrid}>
        <div className={styles.orderMain}>
          <OrderActions order={data} canWrite={can('orders.write')} canRefund={can('returns.write')} onPrint={onPrint} />
          <LinesSection order={data} />
          <MoneySection order={data} />
          <ProgressSection order={data} />
        </div>
        <aside className={styles.orderAside} aria-label="Shopper and delivery">
          <ShopperSection order={data} canOpenCustomer={can('customers.read')} />
          <section className={styles.panel} aria-labelledby="order-address">
            <h2 className="st-h2" id="order-address">
              Delivery address
            </h2>
            <address className={styles.address}>
              <strong>{data.address.name}</strong>
              <span>{data.address.house}</span>
              <span>{[data.address.locality, data.address.landmark].filter(Boolean).join(', ')}</span>
              <span>{`${data.address.city}, ${data.address.state} ${data.address.pin}`}</span>
              <span>{`Mobile ${data.address.mobile}`}</span>
            </address>
          </section>
          <section className={styles.panel} aria-labelledby="order-shipping">
            <h2 className="st-h2" id="order-shipping">
              Shipping
            </h2>
            <dl className={styles.facts}>
              <dt>Courier</dt>
              <dd>{data.shipping.carrier ?? 'Not shipped yet'}</dd>
              <dt>AWB number</dt>
              <dd className={styles.mono}>{data.shipping.awb ?? '—'}</dd>
              <dt>Promised by</dt>
              <dd>{data.shipping.promised_date ? formatCalendarDay(data.shipping.promised_date) : '—'}</dd>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}

function ShopperSection({ order, canOpenCustomer }: { order: OrderDeskDetail; canOpenCustomer: boolean }) {
  const { shopper } = order;
  const name = shopper.name || order.address.name;
  return (
    <section className={styles.panel} aria-labelledby="order-shopper">
      <h2 className="st-h2" id="order-shopper">
        Shopper
      </h2>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{canOpenCustomer ? <DeskLink view={CUSTOMERS_VIEW} params={{ customer: shopper.user_id }}>{name}</DeskLink> : name}</dd>
        <dt>Mobile</dt>
        <dd>{shopper.mobile ?? '—'}</dd>
        <dt>E-mail</dt>
        <dd className={styles.wrap}>{shopper.email ?? 'None: steps are not e-mailed'}</dd>
      </dl>
    </section>
  );
}

function LinesSection({ order }: { order: OrderDeskDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="order-lines">
      <h2 className="st-h2" id="order-lines">
        Items
      </h2>
      <div className="st-table-wrap">
        <table className={`st-table ${styles.table}`}>
          <caption className="st-visually-hidden">Items of the order</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={styles.number}>
                Qty
              </th>
              <th scope="col" className={styles.number}>
                Price
              </th>
              <th scope="col" className={styles.number}>
                Paid
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.title}
                  <span className={styles.sub}>{[line.variant_label, `HSN ${line.hsn_code}`, line.refunded_qty > 0 ? `${line.refunded_qty} refunded` : ''].filter(Boolean).join(' · ')}</span>
                </th>
                <td data-label="Qty" className={styles.number}>
                  {line.qty}
                </td>
                <td data-label="Price" className={styles.number}>
                  {formatPaise(line.unit_price_paise)}
                  {line.discount_paise > 0 && <span className={styles.sub}>{`− ${formatPaise(line.discount_paise)} coupon`}</span>}
                </td>
                <td data-label="Paid" className={styles.number}>
                  {formatPaise(line.total_paise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ProgressSection({ order }: { order: OrderDeskDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="order-progress">
      <h2 className="st-h2" id="order-progress">
        Progress
      </h2>
      <Timeline steps={order.timeline} label={`Steps of order ${order.order_number}`} />
      {order.events.some((e) => e.note) && (
        <>
          <h3 className={styles.h3}>Notes</h3>
          <ul className={styles.log}>
            {order.events
              .filter((e) => e.note)
              .map((e, index) => (
                <li key={`${e.at}-${index}`}>
                  <time dateTime={e.at}>{formatShopMoment(e.at)}</time>
                  <span>{e.note}</span>
                </li>
              ))}
          </ul>
        </>
      )}
      <h3 className={styles.h3}>Staff actions</h3>
      {order.history.length === 0 ? (
        <p className="st-muted">No staff action yet.</p>
      ) : (
        <ul className={styles.log}>
          {order.history.map((h, index) => (
            <li key={`${h.at}-${index}`}>
              <time dateTime={h.at}>{formatShopMoment(h.at)}</time>
              <span>{`${h.summary} — ${h.actor}`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
