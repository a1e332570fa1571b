import type { Kysely } from 'kysely';
import { addressSnapshotSchema } from '../../../schemas/api/addresses';
import type { ReturnRefundStatus, ReturnRequest } from '../../../schemas/api/returns';
import type { Database } from '../../db/types';
import { RETURN_NOT_FOUND } from './steps';
import { returnTimeline } from './transitions';

export { RETURN_NOT_FOUND };

/** A refund row's status as a return shows it; a status the refund module may add later reads as still pending. */
export function refundStatusOf(status: string): ReturnRefundStatus {
  return status === 'processed' || status === 'failed' ? status : 'pending';
}

/** A return request as its page shows it; `userId` limits it to its owner (another's answers like a missing one). */
export async function readReturn(db: Kysely<Database>, id: number, userId: number | null): Promise<ReturnRequest | null> {
  let query = db
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .leftJoin('orders as replacement', 'replacement.id', 'r.replacement_order_id')
    .selectAll('r')
    .select(['o.order_number', 'i.title', 'i.variant_label', 'i.qty as item_qty', 'replacement.order_number as replacement_number'])
    .where('r.id', '=', id);
  if (userId !== null) query = query.where('r.user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const [events, refund] = await Promise.all([
    db.selectFrom('return_events').select(['status', 'created_at']).where('return_id', '=', id).orderBy('id').execute(),
    db.selectFrom('refunds').selectAll().where('return_id', '=', id).executeTakeFirst(),
  ]);
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: row.order_number,
    item: { id: row.order_item_id, title: row.title, variant_label: row.variant_label, qty: row.item_qty },
    kind: row.kind,
    qty: row.qty,
    reason: row.reason,
    details: row.details,
    status: row.status,
    refund_destination: row.refund_destination,
    pickup_address: addressSnapshotSchema.parse(row.pickup_address),
    timeline: returnTimeline(row.kind, row.status, events),
    decision_reason: row.decision_reason,
    pickup: row.pickup_date ? { date: row.pickup_date, slot: row.pickup_slot } : null,
    condition: row.condition,
    refund: refund
      ? { amount_paise: refund.amount_paise, destination: refund.destination, status: refundStatusOf(refund.status), created_at: new Date(refund.created_at).toISOString() }
      : null,
    replacement: row.replacement_order_id !== null && row.replacement_number !== null ? { order_id: row.replacement_order_id, order_number: row.replacement_number } : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
