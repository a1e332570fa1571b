import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { CapturedPayment } from './gateway';

/**
 * The local gateway's memory of a payment captured before the server last
 * started, read from the shop's own records: what it took, and what refunds
 * to it the gateway has already processed (a refund still pending is the one
 * being asked for now, so it does not count).
 */
export function recallFromShop(db: Kysely<Database>): (paymentId: string) => Promise<CapturedPayment | null> {
  return async (paymentId) => {
    const row = await db
      .selectFrom('payments as p')
      .leftJoin('refunds as r', (join) => join.onRef('r.payment_id', '=', 'p.id').on('r.status', '=', 'processed'))
      .select(['p.amount_paise', sql<number>`coalesce(sum(r.amount_paise), 0)::int`.as('refunded')])
      .where('p.gateway_payment_id', '=', paymentId)
      .where('p.status', '=', 'paid')
      .groupBy('p.id')
      .executeTakeFirst();
    return row ? { amountPaise: row.amount_paise, refundedPaise: row.refunded } : null;
  };
}
