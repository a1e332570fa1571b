import { sql, Transaction, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { issueGiftCard } from '../gift-cards/issue';
import { moveOrder } from '../orders/events';
import { log } from '../../observability/logger';
import { recordOrderPaid } from '../experiments/attribution';

type Db = Kysely<Database> | Transaction<Database>;

/** What a payment pays for: a shop order or a gift card order (exactly one per payment row). */
export type PaymentTarget = { type: 'order'; orderId: number } | { type: 'gift_card_order'; giftCardOrderId: number };

export type Confirmation =
  /**
   * This call recorded the payment. `mail` is the issued gift card's e-mail
   * (code and PIN), to send only after the transaction commits.
   */
  | { kind: 'confirmed'; target: PaymentTarget; mail: MailMessage | null }
  /** Someone (the callback or the webhook) already had. */
  | { kind: 'already_paid'; target: PaymentTarget }
  /** No payment attempt has this gateway order id. */
  | { kind: 'unknown' };

function targetOf(row: { order_id: number | null; gift_card_order_id: number | null }): PaymentTarget | null {
  if (row.order_id !== null) return { type: 'order', orderId: row.order_id };
  if (row.gift_card_order_id !== null) return { type: 'gift_card_order', giftCardOrderId: row.gift_card_order_id };
  return null;
}

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
      .returning(['order_id', 'gift_card_order_id', 'amount_paise'])
      .executeTakeFirst();
    if (!paid) {
      const existing = await trx
        .selectFrom('payments')
        .select(['order_id', 'gift_card_order_id'])
        .where('gateway_order_id', '=', input.gatewayOrderId)
        .executeTakeFirst();
      const target = existing ? targetOf(existing) : null;
      return target ? { kind: 'already_paid', target } : { kind: 'unknown' };
    }
    const target = targetOf(paid);
    // The payments_one_target check makes this unreachable; a throw rolls the payment back rather than losing it.
    if (!target) throw new Error(`Payment for ${input.gatewayOrderId} pays for nothing`);
    if (target.type === 'gift_card_order') {
      return { kind: 'confirmed', target, mail: await issueGiftCard(trx, target.giftCardOrderId) };
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
      .where('id', '=', target.orderId)
      .execute();
    await moveOrder(trx, target.orderId, ['awaiting_payment'], 'placed', 'Payment received');
    await creditPaidOrder(trx, target.orderId);
    return { kind: 'confirmed', target, mail: null };
  });
}

/**
 * Credits the order to the experiments its shopper saw, in the same
 * transaction (a payment recorded twice is refused above, so it counts once),
 * behind a savepoint: a failure there must never undo the payment.
 */
async function creditPaidOrder(trx: Transaction<Database>, orderId: number): Promise<void> {
  await sql`savepoint experiment_credit`.execute(trx);
  try {
    await recordOrderPaid(trx, orderId);
    await sql`release savepoint experiment_credit`.execute(trx);
  } catch (err) {
    await sql`rollback to savepoint experiment_credit`.execute(trx);
    log.error({ err, order_id: orderId }, 'experiments: crediting a paid order failed; the payment stands');
  }
}

/**
 * Sends what a committed confirmation owes (a gift card's code and PIN to its
 * recipient). Never before commit: a rolled-back card must not be mailed. A
 * mail failure is logged, not thrown: the payment stands either way.
 */
export async function deliverConfirmation(mailer: Mailer, confirmation: Confirmation): Promise<void> {
  if (confirmation.kind !== 'confirmed' || !confirmation.mail) return;
  try {
    await mailer.send(confirmation.mail);
  } catch (error) {
    log.error({ err: error, to: confirmation.mail.to }, 'gift cards: the gift card e-mail could not be sent');
  }
}

/** Confirms in its own transaction, then delivers: the browser's callbacks. */
export async function confirmAndDeliver(
  deps: { db: Kysely<Database>; mailer: Mailer },
  input: { gatewayOrderId: string; paymentId: string; method: string },
): Promise<Confirmation> {
  const confirmation = await confirmPayment(deps.db, input);
  await deliverConfirmation(deps.mailer, confirmation);
  return confirmation;
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
