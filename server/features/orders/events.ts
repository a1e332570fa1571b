import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderStatus } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** Appends to the order's timeline; every status change goes through here. */
export async function recordOrderEvent(db: Db, orderId: number, status: string, note = ''): Promise<void> {
  await db.insertInto('order_events').values({ order_id: orderId, status, note }).execute();
}

/**
 * Moves an order to `to` only from one of `from` (checked in the UPDATE
 * itself, so two racing changes cannot both apply) and records the event.
 * Returns whether it moved.
 */
export async function moveOrder(db: Db, orderId: number, from: readonly OrderStatus[], to: OrderStatus, note = ''): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set({ status: to, updated_at: new Date(), ...(to === 'delivered' ? { delivered_at: new Date() } : {}) })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return false;
  await recordOrderEvent(db, orderId, to, note);
  return true;
}
