import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './registry';

/** What the shop sells and takes; alerts watch their rates (docs/deploy.md). */
export const ordersPlaced = new Counter({
  name: 'vitrine_orders_placed_total',
  help: 'Orders placed (an idempotent replay of the same press is not counted again), by payment method',
  labelNames: ['payment_method'] as const,
  registers: [metricsRegistry],
});

export const ordersPaid = new Counter({
  name: 'vitrine_orders_paid_total',
  help: 'Online payments confirmed, once per payment: by what was paid for (shop order or gift card order) and what told us (the browser callback or the webhook)',
  labelNames: ['kind', 'via'] as const,
  registers: [metricsRegistry],
});

export const paymentFailures = new Counter({
  name: 'vitrine_payment_failures_total',
  help: 'Payments that failed: declined (the gateway reported a failed attempt), verification (a callback whose signature did not match), start (the gateway could not open an attempt)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const webhookSignatureFailures = new Counter({
  name: 'vitrine_webhook_signature_failures_total',
  help: 'Payment gateway webhooks refused for a missing or wrong signature',
  registers: [metricsRegistry],
});

export const sseStreamsOpen = new Gauge({
  name: 'vitrine_sse_streams_open',
  help: 'Live event streams (storefront tabs) this instance holds open',
  registers: [metricsRegistry],
});

export const cacheReads = new Counter({
  name: 'vitrine_cache_reads_total',
  help: 'Reads of an in-process cache, by cache and outcome (hit or miss)',
  labelNames: ['cache', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const readinessChecks = new Counter({
  name: 'vitrine_readiness_checks_total',
  help: 'Answers of /api/ready, by outcome (ready, database, draining)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/**
 * A payment confirmation (payments/confirm.ts), counted after its transaction
 * committed and only when this call recorded the payment: of the callback and
 * the webhook for one payment, only the first counts.
 */
export function countPaid(confirmation: { kind: string; target?: { type: 'order' | 'gift_card_order' } } | null, via: 'callback' | 'webhook'): void {
  if (confirmation?.kind !== 'confirmed' || !confirmation.target) return;
  ordersPaid.inc({ kind: confirmation.target.type === 'order' ? 'shop' : 'gift_card', via });
}
