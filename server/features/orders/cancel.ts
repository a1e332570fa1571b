import type { Kysely } from 'kysely';
import { CANCELLABLE_STATUSES } from '../../../schemas/api/orders';
import type { Database } from '../../db/types';
import { moveOrder } from './events';

export const CANCEL_MESSAGES = {
  shipped: 'This order has shipped and can no longer be cancelled',
  alreadyCancelled: 'This order is already cancelled',
  cancelled: 'Your order has been cancelled',
} as const;

export type CancelResult = { ok: true } | { ok: false; message: string };

/**
 * Cancels an order that has not shipped: the status change, the stock coming
 * back and the refund are one transaction. The status UPDATE only matches a
 * cancellable status, so of two racing cancels exactly one goes on; the
 * refund's unique index (one per cancelled order) backs that up.
 */
export async function cancelOrder(
  db: Kysely<Database>,
  orderId: number,
  options: { reason: string; destination: 'original' | 'wallet' },
): Promise<CancelResult> {
  return db.transaction().execute(async (trx): Promise<CancelResult> => {
    const moved = await moveOrder(trx, orderId, CANCELLABLE_STATUSES, 'cancelled', options.reason);
    if (!moved) {
      const current = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
      return { ok: false, message: current?.status === 'cancelled' ? CANCEL_MESSAGES.alreadyCancelled : CANCEL_MESSAGES.shipped };
    }
    const items = await trx.selectFrom('order_items').select(['product_id', 'variant_id', 'qty']).where('order_id', '=', orderId).execute();
    // Stock left the shelf when the order was created; a product's stock is the sum of its variants', so both come back.
    for (const item of items) {
      await trx.updateTable('products').set((eb) => ({ stock: eb('stock', '+', item.qty) })).where('id', '=', item.product_id).execute();
      if (item.variant_id !== 0)
        await trx.updateTable('product_variants').set((eb) => ({ stock: eb('stock', '+', item.qty) })).where('id', '=', item.variant_id).execute();
    }
    const order = await trx.selectFrom('orders').select(['paid_paise', 'wallet_paise']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const refund = order.paid_paise + order.wallet_paise;
    if (refund > 0) {
      /*
       * The refund is recorded here, once. A 'wallet' destination is credited
       * to the shopper's wallet ledger when the wallet arrives (issue 6): that
       * ledger entry belongs in this transaction, keyed by this refund row.
       */
      await trx
        .insertInto('refunds')
        .values({ order_id: orderId, return_id: null, amount_paise: refund, destination: options.destination })
        .onConflict((oc) => oc.column('order_id').where('return_id', 'is', null).doNothing())
        .execute();
      await trx.updateTable('orders').set({ payment_status: 'refunded', updated_at: new Date() }).where('id', '=', orderId).execute();
    }
    return { ok: true };
  });
}
