import type { Kysely } from 'kysely';
import { addressSnapshotSchema } from '../../../schemas/api/addresses';
import { CANCELLABLE_STATUSES, type OrderDetail } from '../../../schemas/api/orders';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import type { Database } from '../../db/types';
import { translator } from '../../i18n/translate';
import { productImage } from '../catalog/image-urls';
import { invoiceable } from '../invoices/invoiceable';
import { orderLiveKey } from '../live/order-keys';
import type { OrderRow } from './access';
import { latestRequests, returnableFor } from './returnable';
import { shopperStatusLabel } from './status-words';
import { orderTimeline } from './timeline';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Everything the order page and the tracking page show, from the database alone; its words in `locale`. */
export async function orderDetail(db: Kysely<Database>, order: OrderRow, locale: Locale = DEFAULT_LOCALE, now = new Date()): Promise<OrderDetail> {
  const tr = translator(locale);
  const statusLabel = shopperStatusLabel(tr);
  const [items, events, payments, refunds] = await Promise.all([
    db
      .selectFrom('order_items as i')
      .leftJoin('categories as c', 'c.id', 'i.category_id')
      .selectAll('i')
      .select('c.return_days')
      .where('i.order_id', '=', order.id)
      .orderBy('i.id')
      .execute(),
    db.selectFrom('order_events').select(['status', 'created_at']).where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('order_id', '=', order.id).orderBy('attempt').execute(),
    // A refund the gateway refused never happened: the shopper sees those made or on their way.
    db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).where('status', '<>', 'failed').orderBy('id').execute(),
  ]);
  const liveKey = await orderLiveKey(db, order.id);
  const requests = await latestRequests(db, items.map((i) => i.id));
  const deliveredAt = order.delivered_at ? new Date(order.delivered_at) : null;
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    status_label: statusLabel(order.status),
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    created_at: iso(order.created_at),
    address: addressSnapshotSchema.parse(order.address),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      title: item.title,
      variant_label: item.variant_label,
      slug: item.slug,
      image: productImage({ id: item.product_id, title: item.title }, 0),
      qty: item.qty,
      unit_price_paise: item.unit_price_paise,
      unit_mrp_paise: item.unit_mrp_paise,
      discount_paise: item.discount_paise,
      returnable: returnableFor({
        orderStatus: order.status,
        deliveredAt,
        // A line whose category was since removed keeps the shop's default window.
        returnDays: item.return_days ?? 7,
        request: requests.get(item.id) ?? null,
        now,
      }, tr),
    })),
    totals: {
      mrp_total_paise: order.mrp_total_paise,
      items_total_paise: order.items_total_paise,
      coupon_code: order.coupon_code,
      coupon_discount_paise: order.coupon_discount_paise,
      delivery_paise: order.delivery_paise,
      gst_paise: order.gst_paise,
      wallet_paise: order.wallet_paise,
      total_paise: order.total_paise,
      online_paise: order.online_paise,
      cod_paise: order.cod_paise,
      paid_paise: order.paid_paise,
    },
    payments: payments.map((p) => ({
      attempt: p.attempt,
      status: p.status,
      method: p.method,
      amount_paise: p.amount_paise,
      paid_at: p.paid_at ? iso(p.paid_at) : null,
    })),
    timeline: orderTimeline(order.status, events, statusLabel),
    shipping: { carrier: order.carrier, awb: order.awb, zone: order.delivery_zone, promised_date: order.promised_delivery_date },
    refunds: refunds.map((r) => ({ amount_paise: r.amount_paise, destination: r.destination, created_at: iso(r.created_at) })),
    can_cancel: CANCELLABLE_STATUSES.includes(order.status),
    can_pay: order.status === 'awaiting_payment',
    invoice_available: order.invoice_number !== null || invoiceable(order.status, events),
    live_key: liveKey,
  };
}
