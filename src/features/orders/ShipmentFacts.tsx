import type { OrderDetail, OrderSummary } from '../../../schemas/api/orders';
import styles from './orders.module.css';
import { useFormat, type Format } from '../../i18n/useFormat';
import { useT, type Translate } from '../../i18n/useT';

/*
 * The promised day is a YYYY-MM-DD day, read as that day wherever the browser
 * is ("Tue, 24 Nov", as shops promise it): the calendar day, not an instant.
 */

/** One line for a card in the orders list: "Delivery by Sun, 29 Nov" while it is on its way, "Delivered on 23 Nov 2026" after. */
export function deliveryLine(order: Pick<OrderSummary, 'status' | 'promised_date' | 'delivered_at'>, t: Translate, dates: Pick<Format, 'day' | 'calendarDay'>): string | null {
  if (order.status === 'delivered') return order.delivered_at ? t('orders.deliveredOnDay', { date: dates.day(order.delivered_at) }) : null;
  if (order.status === 'cancelled' || order.status === 'awaiting_payment' || !order.promised_date) return null;
  return t('orders.deliveryByDay', { date: dates.calendarDay(order.promised_date) });
}

function deliveredAt(order: OrderDetail): string | null {
  return order.timeline.find((s) => s.status === 'delivered')?.at ?? null;
}

/**
 * When the parcel comes and with whom: the day promised at placement (or the
 * day it was delivered), the courier and its AWB number once it has shipped.
 */
export function ShipmentFacts({ order }: { order: OrderDetail }) {
  const t = useT();
  const { day, calendarDay } = useFormat();
  const { carrier, awb, promised_date: promised } = order.shipping;
  if (order.status === 'cancelled' || order.status === 'awaiting_payment') return null;
  const delivered = order.status === 'delivered' ? deliveredAt(order) : null;
  return (
    <dl className={styles.shipment}>
      {order.status === 'delivered' ? (
        <div>
          <dt>{t('orders.deliveredOn')}</dt>
          <dd className={styles.promise}>{delivered ? <time dateTime={delivered}>{day(delivered)}</time> : t('orders.delivered')}</dd>
        </div>
      ) : (
        promised && (
          <div>
            <dt>{t('orders.deliveryBy')}</dt>
            <dd className={styles.promise}>
              <time dateTime={promised}>{calendarDay(promised)}</time>
            </dd>
          </div>
        )
      )}
      <div>
        <dt>{t('orders.courier')}</dt>
        <dd>{carrier ?? t('orders.courierPending')}</dd>
      </div>
      {awb && (
        <div>
          <dt>{t('orders.awb')}</dt>
          <dd className={styles.awb}>{awb}</dd>
        </div>
      )}
    </dl>
  );
}
