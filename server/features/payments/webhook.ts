import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Mailer } from '../../mail/mailer';
import { confirmPayment, deliverConfirmation, recordPaymentFailure, type Confirmation } from './confirm';
import type { WebhookEvent } from './webhook-payload';

export type WebhookOutcome = 'duplicate' | 'confirmed' | 'already_paid' | 'failure_recorded' | 'ignored';

/**
 * Applies one verified event. The event id is recorded in the same
 * transaction as its effect: a crash in between leaves neither, so
 * Razorpay's retry is processed rather than skipped as a duplicate. A gift
 * card it issued is e-mailed once that transaction has committed.
 */
export async function handleWebhookEvent(db: Kysely<Database>, mailer: Mailer, event: WebhookEvent, eventId: string | undefined): Promise<WebhookOutcome> {
  let confirmation: Confirmation | null = null;
  const outcome = await db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    if (eventId) {
      const fresh = await trx
        .insertInto('webhook_events')
        .values({ event_id: eventId, event: event.event })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!fresh) return 'duplicate';
    }
    const payment = event.payload.payment?.entity;
    switch (event.event) {
      // order.paid can arrive before payment.captured: either one confirms, once.
      case 'payment.captured':
      case 'order.paid': {
        const gatewayOrderId = payment?.order_id ?? event.payload.order?.entity.id;
        if (!payment || !gatewayOrderId) return 'ignored';
        const result = await confirmPayment(trx, { gatewayOrderId, paymentId: payment.id, method: payment.method });
        confirmation = result;
        return result.kind === 'unknown' ? 'ignored' : result.kind;
      }
      case 'payment.failed': {
        if (!payment) return 'ignored';
        const recorded = await recordPaymentFailure(trx, {
          gatewayOrderId: payment.order_id,
          method: payment.method,
          reason: payment.error_description ?? 'Payment failed',
        });
        return recorded ? 'failure_recorded' : 'ignored';
      }
      default:
        return 'ignored';
    }
  });
  if (confirmation) await deliverConfirmation(mailer, confirmation);
  return outcome;
}
