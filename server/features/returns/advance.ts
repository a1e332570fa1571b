import type { Kysely } from 'kysely';
import type { ReturnStatus } from '../../../schemas/api/returns';
import type { Database } from '../../db/types';
import { creditWallet } from '../wallet/credit';
import { allowedNext, lineRefundPaise } from './transitions';

export type AdvanceResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * Moves a request one step along its state machine. The UPDATE matches the
 * status it was read in, so a racing change makes this one fail instead of
 * skipping a step; a refund is recorded in the same transaction, once (the
 * refunds index allows one per return).
 */
export async function advanceReturn(db: Kysely<Database>, id: number, to: ReturnStatus, note: string): Promise<AdvanceResult> {
  return db.transaction().execute(async (trx): Promise<AdvanceResult> => {
    const request = await trx
      .selectFrom('returns as r')
      .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
      .select(['r.id', 'r.order_id', 'r.kind', 'r.status', 'r.qty', 'r.refund_destination', 'i.unit_price_paise', 'i.qty as item_qty', 'i.discount_paise'])
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!request) return { ok: false, status: 404, message: 'We could not find this return request' };
    if (!allowedNext(request.kind, request.status).includes(to))
      return { ok: false, status: 409, message: `A ${request.kind} request cannot go from ${request.status} to ${to}` };
    const moved = await trx
      .updateTable('returns')
      .set({ status: to, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', request.status)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return { ok: false, status: 409, message: 'This request changed meanwhile; reload it' };
    await trx.insertInto('return_events').values({ return_id: id, status: to, note }).execute();
    if (to === 'refunded') {
      const amount = lineRefundPaise({ unit_price_paise: request.unit_price_paise, qty: request.item_qty, discount_paise: request.discount_paise }, request.qty);
      const recorded = await trx
        .insertInto('refunds')
        .values({ order_id: request.order_id, return_id: id, amount_paise: amount, destination: request.refund_destination })
        .onConflict((oc) => oc.column('return_id').where('return_id', 'is not', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      // A refund to the wallet is credited in this transaction, once: only the request that wrote the refund row credits it.
      if (recorded && request.refund_destination === 'wallet' && amount > 0) {
        const order = await trx.selectFrom('orders').select(['user_id', 'order_number']).where('id', '=', request.order_id).executeTakeFirstOrThrow();
        await creditWallet(trx, {
          userId: order.user_id,
          amountPaise: amount,
          kind: 'refund',
          reference: `return:${id}`,
          description: `Refund for a return on order ${order.order_number}`,
        });
      }
    }
    return { ok: true };
  });
}
