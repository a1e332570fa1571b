import type { Kysely } from 'kysely';
import { CANCELLABLE_STATUSES } from '../../../schemas/api/orders';
import type { Database } from '../../db/types';
import { moveOrder } from './events';
import { creditWallet as credit } from '../wallet/credit';

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
    const order = await trx.selectFrom('orders').select(['user_id', 'order_number', 'paid_paise', 'wallet_paise']).where('id', '=', orderId).executeTakeFirstOrThrow();
    // The wallet share goes back to the wallet whatever the destination: it never left the shop.
    if (order.wallet_paise > 0)
      await credit(trx, {
        userId: order.user_id,
        amountPaise: order.wallet_paise,
        kind: 'order_payment_reversal',
        reference: `order:${orderId}`,
        description: `Wallet payment returned: order ${order.order_number} cancelled`,
      });
    /*
     * The refund row records what goes back through the chosen destination,
     * once (one per cancelled order): the gateway's share, plus the wallet
     * share when the destination is the wallet too. Only the cancel that
     * wrote the row credits the gateway's share to the wallet.
     */
    const refund = order.paid_paise + (options.destination === 'wallet' ? order.wallet_paise : 0);
    if (refund > 0) {
      const recorded = await trx
        .insertInto('refunds')
        .values({ order_id: orderId, return_id: null, amount_paise: refund, destination: options.destination })
        .onConflict((oc) => oc.column('order_id').where('return_id', 'is', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (recorded && options.destination === 'wallet' && order.paid_paise > 0)
        await credit(trx, {
          userId: order.user_id,
          amountPaise: order.paid_paise,
          kind: 'refund',
          reference: `order:${orderId}`,
          description: `Refund for cancelled order ${order.order_number}`,
        });
    }
    if (order.wallet_paise + order.paid_paise > 0)
      await trx.updateTable('orders').set({ payment_status: 'refunded', updated_at: new Date() }).where('id', '=', orderId).execute();
    return { ok: true };
  });
}
