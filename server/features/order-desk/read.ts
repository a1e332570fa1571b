import type { Kysely } from 'kysely';
import { addressSnapshotSchema } from '../../../schemas/api/addresses';
import { refundLinesSchema, type OrderDeskDetail } from '../../../schemas/api/order-desk';
import { ORDER_STATUS_LABELS } from '../../../schemas/api/orders';
import type { Database } from '../../db/types';
import { invoiceable } from '../invoices/invoiceable';
import { orderTimeline } from '../orders/timeline';
import { refundableToOriginal, refundableTotal } from '../refunds/amounts';
import { lineRefundPaise } from '../returns/transitions';
import { allowedActions, codDue } from './allowed';

const iso = (d: Date | string) => new Date(d).toISOString();
const HISTORY_LINES = 50;

/** GET admin/studio/orders/{id}: everything staff need on one order, from the database alone; null when there is none. */
export async function deskOrder(db: Kysely<Database>, id: number): Promise<OrderDeskDetail | null> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select(['u.fname', 'u.lname', 'u.email', 'u.mobile'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!order) return null;
  const [items, events, payments, refunds, history] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('order_events').select(['status', 'note', 'created_at']).where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('order_id', '=', id).orderBy('attempt').execute(),
    db
      .selectFrom('refunds as r')
      .leftJoin('staff_accounts as s', 's.id', 'r.staff_id')
      .selectAll('r')
      .select('s.display_name as staff_name')
      .where('r.order_id', '=', id)
      .orderBy('r.id')
      .execute(),
    db.selectFrom('audit_log').select(['at', 'actor', 'summary']).where('key', '=', `order:${id}`).orderBy('id', 'desc').limit(HISTORY_LINES).execute(),
  ]);
  const refundedQty = new Map<number, number>();
  const refundLines = new Map<number, ReturnType<typeof refundLinesSchema.parse>>();
  for (const refund of refunds) {
    const lines = refundLinesSchema.parse(refund.lines);
    refundLines.set(refund.id, lines);
    if (refund.status === 'failed') continue;
    for (const line of lines) refundedQty.set(line.order_item_id, (refundedQty.get(line.order_item_id) ?? 0) + line.qty);
  }
  const money = {
    paid_paise: order.paid_paise,
    cod_collected_paise: order.cod_collected_paise,
    cod_due_paise: order.status === 'cancelled' ? 0 : codDue(order),
    refunded_paise: order.refunded_paise,
    refundable_paise: refundableTotal(order),
    refundable_original_paise: refundableToOriginal(order),
  };
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    created_at: iso(order.created_at),
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    lines: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      title: item.title,
      variant_label: item.variant_label,
      hsn_code: item.hsn_code,
      qty: item.qty,
      unit_price_paise: item.unit_price_paise,
      discount_paise: item.discount_paise,
      total_paise: lineRefundPaise(item, item.qty),
      refunded_qty: refundedQty.get(item.id) ?? 0,
      refund_paise_by_qty: Array.from({ length: item.qty }, (_, i) => lineRefundPaise(item, i + 1)),
    })),
    shopper: { user_id: order.user_id, name: `${order.fname} ${order.lname}`.trim(), email: order.email, mobile: order.mobile },
    address: addressSnapshotSchema.parse(order.address),
    totals: {
      mrp_total_paise: order.mrp_total_paise,
      items_total_paise: order.items_total_paise,
      coupon_code: order.coupon_code,
      coupon_discount_paise: order.coupon_discount_paise,
      delivery_paise: order.delivery_paise,
      gst_paise: order.gst_paise,
      total_paise: order.total_paise,
      wallet_paise: order.wallet_paise,
      online_paise: order.online_paise,
      cod_paise: order.cod_paise,
    },
    money,
    payments: payments.map((p) => ({
      attempt: p.attempt,
      status: p.status,
      method: p.method,
      amount_paise: p.amount_paise,
      gateway_payment_id: p.gateway_payment_id,
      failure_reason: p.failure_reason,
      paid_at: p.paid_at ? iso(p.paid_at) : null,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount_paise: r.amount_paise,
      destination: r.destination,
      status: r.status,
      reason: r.reason,
      staff_name: r.staff_name,
      lines: refundLines.get(r.id) ?? [],
      gateway_refund_id: r.gateway_refund_id,
      failure_reason: r.failure_reason,
      created_at: iso(r.created_at),
    })),
    timeline: orderTimeline(order.status, events),
    events: events.map((e) => ({ status: e.status, note: e.note, at: iso(e.created_at) })),
    history: history.map((h) => ({ at: iso(h.at), actor: h.actor, summary: h.summary })),
    shipping: { carrier: order.carrier, awb: order.awb, zone: order.delivery_zone, promised_date: order.promised_delivery_date },
    invoice_number: order.invoice_number,
    invoice_available: order.invoice_number !== null || invoiceable(order.status, events),
    allowed: allowedActions(order),
  };
}
