import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';

export interface RefundablePayment {
  id: number;
  gatewayPaymentId: string;
  /** What it took less the refunds to it that are pending or processed. */
  leftPaise: number;
}

/**
 * The captured payment an 'original' refund goes back to: the one with the
 * most left to give back (an order normally has one; a second capture of the
 * same order is refunded like the first, one refund at a time).
 */
export async function paymentToRefund(trx: Transaction<Database>, orderId: number): Promise<RefundablePayment | null> {
  const row = await trx
    .selectFrom('payments as p')
    .leftJoin('refunds as r', (join) => join.onRef('r.payment_id', '=', 'p.id').on('r.status', '<>', 'failed'))
    .select(['p.id', 'p.gateway_payment_id', sql<number>`(p.amount_paise - coalesce(sum(r.amount_paise), 0))::int`.as('left')])
    .where('p.order_id', '=', orderId)
    .where('p.status', '=', 'paid')
    .where('p.gateway_payment_id', 'is not', null)
    .groupBy('p.id')
    .orderBy('left', 'desc')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.gateway_payment_id === null) return null;
  return { id: row.id, gatewayPaymentId: row.gateway_payment_id, leftPaise: row.left };
}
