import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { paymentStatusAfterRefunds, type OrderMoney } from './amounts';

export type LockedOrder = OrderMoney & { id: number; user_id: number; order_number: string; cod_paise: number };

/**
 * The order row, locked until the transaction ends: every refund, capture
 * (confirmPayment's UPDATE), cash collection and cancellation of one order
 * takes this lock first, so each sees the others' committed amounts.
 */
export function lockOrderMoney(trx: Transaction<Database>, orderId: number): Promise<LockedOrder | undefined> {
  return trx
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'order_number',
      'status',
      'payment_method',
      'payment_status',
      'total_paise',
      'wallet_paise',
      'online_paise',
      'cod_paise',
      'paid_paise',
      'cod_collected_paise',
      'refunded_paise',
      'refunded_original_paise',
    ])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves the order's refunded amounts by what a refund reserved (+) or released (−), and its payment status with them; answers the row as it now is. */
export async function shiftRefunded(trx: Transaction<Database>, order: LockedOrder, totalPaise: number, originalPaise: number): Promise<LockedOrder> {
  const moved = { ...order, refunded_paise: order.refunded_paise + totalPaise, refunded_original_paise: order.refunded_original_paise + originalPaise };
  const next = { ...moved, payment_status: paymentStatusAfterRefunds(moved) };
  await trx
    .updateTable('orders')
    .set({ refunded_paise: next.refunded_paise, refunded_original_paise: next.refunded_original_paise, payment_status: next.payment_status, updated_at: new Date() })
    .where('id', '=', order.id)
    .execute();
  return next;
}
