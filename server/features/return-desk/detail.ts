import type { Kysely } from 'kysely';
import { addressSnapshotSchema } from '../../../schemas/api/addresses';
import type { ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from '../../../schemas/api/returns';
import type { Database } from '../../db/types';
import { refundStatusOf } from '../returns/read';
import { allowedNext, lineRefundPaise } from '../returns/transitions';

const iso = (at: Date | string) => new Date(at).toISOString();

/** A timeline entry's label: a step's name, or the stored word for anything older. */
function labelOf(status: string): string {
  const known = RETURN_STATUSES.find((s) => s === status);
  return known ? RETURN_STATUS_LABELS[known] : status;
}

/** GET admin/studio/returns/{id}: the request with its order line, shopper, pickup, money, stock and every step with who took it. */
export async function readReturnForDesk(db: Kysely<Database>, id: number): Promise<ReturnDeskDetail | null> {
  const row = await db
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('orders as replacement', 'replacement.id', 'r.replacement_order_id')
    .leftJoin('product_variants as v', (join) => join.onRef('v.id', '=', 'i.variant_id').onRef('v.product_id', '=', 'i.product_id'))
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .selectAll('r')
    .select(['o.order_number', 'o.status as order_status', 'o.payment_method', 'o.created_at as placed_at'])
    .select(['i.product_id', 'i.variant_id', 'i.title', 'i.variant_label', 'i.qty as item_qty', 'i.unit_price_paise', 'i.discount_paise'])
    .select(['u.fname', 'u.lname', 'u.email', 'u.mobile'])
    .select(['replacement.order_number as replacement_number', 'v.stock as variant_stock', 'p.stock as product_stock'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [events, refund] = await Promise.all([
    db
      .selectFrom('return_events as e')
      .leftJoin('staff_accounts as s', 's.id', 'e.staff_id')
      .select(['e.status', 'e.note', 'e.created_at', 's.display_name', 's.login'])
      .where('e.return_id', '=', id)
      .orderBy('e.id')
      .execute(),
    db.selectFrom('refunds').select(['amount_paise', 'destination', 'status', 'created_at']).where('return_id', '=', id).executeTakeFirst(),
  ]);
  const pickupAddress = addressSnapshotSchema.parse(row.pickup_address);
  const name = `${row.fname} ${row.lname}`.trim();
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    qty: row.qty,
    reason: row.reason,
    details: row.details,
    created_at: iso(row.created_at),
    refund_destination: row.refund_destination,
    order: { id: row.order_id, order_number: row.order_number, status: row.order_status, payment_method: row.payment_method, placed_at: iso(row.placed_at) },
    line: {
      id: row.order_item_id,
      product_id: row.product_id,
      variant_id: row.variant_id,
      title: row.title,
      variant_label: row.variant_label,
      qty: row.item_qty,
      unit_price_paise: row.unit_price_paise,
      discount_paise: row.discount_paise,
    },
    shopper: { id: row.user_id, name: name || pickupAddress.name, email: row.email, mobile: row.mobile },
    pickup_address: pickupAddress,
    decision_reason: row.decision_reason,
    pickup: row.pickup_date ? { date: row.pickup_date, slot: row.pickup_slot } : null,
    condition: row.condition,
    condition_note: row.condition_note,
    refund_amount_paise: lineRefundPaise({ unit_price_paise: row.unit_price_paise, qty: row.item_qty, discount_paise: row.discount_paise }, row.qty),
    refund: refund ? { amount_paise: refund.amount_paise, destination: refund.destination, status: refundStatusOf(refund.status), created_at: iso(refund.created_at) } : null,
    replacement: row.replacement_order_id !== null && row.replacement_number !== null ? { order_id: row.replacement_order_id, order_number: row.replacement_number } : null,
    // A withdrawn variant has nothing on the shelf, as checkout sees it.
    stock: row.variant_id !== 0 ? (row.variant_stock ?? 0) : (row.product_stock ?? 0),
    next: [...allowedNext(row.kind, row.status)],
    events: events.map((e) => ({ status: e.status, label: labelOf(e.status), at: iso(e.created_at), note: e.note, by: e.display_name ?? e.login ?? null })),
  };
}
