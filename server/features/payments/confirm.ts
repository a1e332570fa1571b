import { sql, Transaction, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { moveOrder } from '../orders/events';

type Db = Kysely<Database> | Transaction<Database>;

export type Confirmation =
  /** This call recorded the payment. */
  | { kind: 'confirmed'; orderId: number }
  /** Someone (the callback or the webhook) already had. */
  | { kind: 'already_paid'; orderId: number }
  /** No payment attempt has this gateway order id. */
  | { kind: 'unknown' };

/** Runs inside the caller's transaction when it has one (the webhook records its event id in the same one). */
function inTransaction<T>(db: Db, run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db instanceof Transaction) return run(db);
  return db.transaction().execute(run);
}

/**
 * The single place a payment becomes paid, for the browser's callback and the
 * webhook alike. The conditional UPDATE is the guard: of two racing callers
 * only one changes the row (PostgreSQL re-checks `status <> 'paid'` after the
 * first commits), and gateway_payment_id is unique besides, so the order is
 * credited exactly once whatever the timing.
 */
export async function confirmPayment(db: Db, input: { gatewayOrderId: string; paymentId: string; method: string }): Promise<Confirmation> {
  return inTransaction(db, async (trx) => {
    const paid = await trx
      .updateTable('payments')
      .set({ status: 'paid', gateway_payment_id: input.paymentId, method: input.method, failure_reason: '', paid_at: new Date() })
      .where('gateway_order_id', '=', input.gatewayOrderId)
      .where('status', '<>', 'paid')
      .returning(['order_id', 'amount_paise'])
      .executeTakeFirst();
    if (!paid) {
      const existing = await trx.selectFrom('payments').select('order_id').where('gateway_order_id', '=', input.gatewayOrderId).executeTakeFirst();
      return existing ? { kind: 'already_paid', orderId: existing.order_id } : { kind: 'unknown' };
    }
    // Money received is always counted; the payment status only changes while
    // the order waits for it (a cancelled order keeps its status for the refund).
    await trx
      .updateTable('orders')
      .set({
        paid_paise: sql<number>`paid_paise + ${paid.amount_paise}`,
        payment_status: sql<'paid' | 'partly_paid'>`case when status = 'awaiting_payment' then (case when payment_method = 'part' then 'partly_paid' else 'paid' end) else payment_status end`,
        updated_at: new Date(),
      })
      .where('id', '=', paid.order_id)
      .execute();
    await moveOrder(trx, paid.order_id, ['awaiting_payment'], 'placed', 'Payment received');
    return { kind: 'confirmed', orderId: paid.order_id };
  });
}

/**
 * A failed attempt is noted on its payment row unless that payment is already
 * paid (a late payment.failed after payment.captured changes nothing). The
 * order stays awaiting payment so the shopper can retry; a placed order is
 * never touched.
 */
export async function recordPaymentFailure(db: Db, input: { gatewayOrderId: string; method: string; reason: string }): Promise<boolean> {
  const failed = await db
    .updateTable('payments')
    .set({ status: 'failed', method: input.method, failure_reason: input.reason.slice(0, 500) })
    .where('gateway_order_id', '=', input.gatewayOrderId)
    .where('status', '<>', 'paid')
    .executeTakeFirst();
  return failed.numUpdatedRows > 0n;
}
