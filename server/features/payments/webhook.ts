import { announceOrderChange, type AnnounceDeps } from '../orders/announce';
import type { OrderNews } from '../orders/mail';
import { applyGatewayRefundEvent, type GatewayRefundChange } from '../refunds/gateway-events';
import { tellShopper } from '../returns/notify';
import { confirmPayment, deliverConfirmation, recordPaymentFailure, type Confirmation } from './confirm';
import type { WebhookEvent } from './webhook-payload';
import { countPaid } from '../../observability/shop-metrics';

export type WebhookOutcome = 'duplicate' | 'confirmed' | 'already_paid' | 'failure_recorded' | 'refund_updated' | 'ignored';

/**
 * Applies one verified event. The event id is recorded in the same
 * transaction as its effect: a crash in between leaves neither, so
 * Razorpay's retry is processed rather than skipped as a duplicate. A gift
 * card it issued, and a refund it finished, are told once that transaction
 * has committed (a duplicate tells nothing). `origin` starts the links in
 * the shopper's e-mail.
 */
export async function handleWebhookEvent(deps: AnnounceDeps, event: WebhookEvent, eventId: string | undefined, origin: string): Promise<WebhookOutcome> {
  const { db, mailer } = deps;
  let confirmation: Confirmation | null = null;
  let refunded: GatewayRefundChange | null = null;
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
      case 'refund.processed':
      case 'refund.failed': {
        const refund = event.payload.refund?.entity;
        if (!refund) return 'ignored';
        refunded = await applyGatewayRefundEvent(trx, event.event, refund.id);
        return refunded ? 'refund_updated' : 'ignored';
      }
      default:
        return 'ignored';
    }
  });
  if (confirmation) await deliverConfirmation(mailer, confirmation);
  countPaid(confirmation, 'webhook');
  if (refunded) await announceGatewayRefund(deps, refunded, origin);
  return outcome;
}

/**
 * As staff's own refunds are told: a return refunded as the return desk
 * tells it, any other refund as the order desk does, now no longer pending;
 * a failure so the shopper knows the money has not come back yet.
 */
async function announceGatewayRefund(deps: AnnounceDeps, change: GatewayRefundChange, origin: string): Promise<void> {
  if (change.refundedReturnId !== null) return tellShopper(deps, change.refundedReturnId, 'refunded');
  const news: OrderNews =
    change.outcome === 'processed' ? { kind: 'refund', amountPaise: change.amountPaise, destination: change.destination, pending: false } : { kind: 'refund-failed', amountPaise: change.amountPaise };
  await announceOrderChange(deps, change.orderId, news, origin);
}
