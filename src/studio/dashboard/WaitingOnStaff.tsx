import type { ReactNode } from 'react';
import { RETURN_STATUS_LABELS } from '../../../schemas/api/returns';
import { ORDER_STATUS_LABELS } from '../../../schemas/api/orders';
import type { Dashboard } from '../../../schemas/api/dashboard';
import type { StudioSession } from '../../../schemas/api/studio';
import { formatCalendarDay, formatCount, formatPaise } from '../../ui/format';
import { ORDER_DESK_VIEW as ORDER_DESK } from '../orders/OrdersScreen';
import { RETURN_DESK_VIEW as RETURN_DESK } from '../returns/place';
import { canOpenDesk, DeskLink } from '../desk/DeskLink';
import styles from './Dashboard.module.css';

/* What waits on staff now, whatever the period: each list links to the desk that deals with it. */

const PRODUCT_DESK = 'product-desk';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function Panel({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h3 id={id} className={styles.panelTitle}>
        <span>{title}</span>
        <span className={styles.panelCount} data-zero={count === 0}>
          <span className="st-visually-hidden">:</span> {formatCount(count)}
        </span>
      </h3>
      {children}
    </section>
  );
}

function LateOrders({ late, session }: { late: Dashboard['late_orders']; session: StudioSession }) {
  const linked = canOpenDesk(session, ORDER_DESK);
  return (
    <Panel id="dashboard-late" title="Late orders" count={late.count}>
      {late.count === 0 ? (
        <p className={styles.note}>Every undelivered order is within its promised day.</p>
      ) : (
        <>
          <p className={styles.note}>{`Not delivered by the day promised (${formatCount(late.unshipped)} not yet shipped). The longest overdue:`}</p>
          <ul className={styles.rows}>
            {late.oldest.map((o) => (
              <li key={o.id} className={styles.row}>
                <span className={styles.rowMain}>
                  {linked ? (
                    <DeskLink view={ORDER_DESK} params={{ order: o.id }}>{`Order ${o.order_number}`}</DeskLink>
                  ) : (
                    `Order ${o.order_number}`
                  )}
                  <span className={styles.rowSub}>{`${ORDER_STATUS_LABELS[o.status]} · promised ${formatCalendarDay(o.promised_delivery_date)} · ${formatPaise(o.total_paise)}`}</span>
                </span>
                <span className="st-badge st-badge--danger">{plural(o.days_late, 'day late', 'days late')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {linked && <DeskLink view={ORDER_DESK} className={styles.more}>Open the order desk</DeskLink>}
    </Panel>
  );
}

function ReturnsWaiting({ returns, session }: { returns: Dashboard['returns_waiting']; session: StudioSession }) {
  const linked = canOpenDesk(session, RETURN_DESK);
  return (
    <Panel id="dashboard-returns" title="Returns waiting" count={returns.total}>
      <p className={styles.note}>{returns.total === 0 ? 'No return or replacement is waiting on the shop.' : 'Returns and replacements not yet refunded, replaced or rejected, by where they stand:'}</p>
      {returns.total > 0 && (
        <ul className={styles.rows}>
          {returns.by_status.map((s) => (
            <li key={s.status} className={styles.row}>
              <span className={styles.rowMain}>{linked ? <DeskLink view={RETURN_DESK} params={{ state: s.status }}>{RETURN_STATUS_LABELS[s.status]}</DeskLink> : RETURN_STATUS_LABELS[s.status]}</span>
              <span className={styles.rowCount}>{formatCount(s.count)}</span>
            </li>
          ))}
        </ul>
      )}
      {linked && <DeskLink view={RETURN_DESK} className={styles.more}>Open the returns desk</DeskLink>}
    </Panel>
  );
}

function LowStock({ low, session }: { low: Dashboard['low_stock']; session: StudioSession }) {
  const linked = canOpenDesk(session, PRODUCT_DESK);
  return (
    <Panel id="dashboard-stock" title="Low on stock" count={low.count}>
      <p className={styles.note}>
        {low.count === 0
          ? `Every product has more than ${plural(low.threshold, 'unit', 'units')}.`
          : `${plural(low.threshold, 'unit', 'units')} or fewer, all variants together; ${formatCount(low.out_of_stock)} out of stock. The fewest first:`}
      </p>
      {low.products.length > 0 && (
        <ul className={styles.rows}>
          {low.products.map((p) => (
            <li key={p.id} className={styles.row}>
              <span className={styles.rowMain}>
                {linked ? (
                  <DeskLink view={PRODUCT_DESK} params={{ product: p.id }} className={styles.clamp}>
                    {p.title}
                  </DeskLink>
                ) : (
                  <span className={styles.clamp}>{p.title}</span>
                )}
              </span>
              {p.stock === 0 ? <span className="st-badge st-badge--danger">Out of stock</span> : <span className="st-badge st-badge--draft">{`${formatCount(p.stock)} left`}</span>}
            </li>
          ))}
        </ul>
      )}
      {linked && <DeskLink view={PRODUCT_DESK} className={styles.more}>Open the products desk</DeskLink>}
    </Panel>
  );
}

export function WaitingOnStaff({ dashboard, session }: { dashboard: Dashboard; session: StudioSession }) {
  return (
    <section className={styles.section} aria-labelledby="dashboard-waiting">
      <h2 id="dashboard-waiting" className="st-h2">
        Waiting on the shop
      </h2>
      <div className={styles.panels}>
        <LateOrders late={dashboard.late_orders} session={session} />
        <ReturnsWaiting returns={dashboard.returns_waiting} session={session} />
        <LowStock low={dashboard.low_stock} session={session} />
      </div>
    </section>
  );
}
