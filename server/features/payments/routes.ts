import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { checkoutPaths, verifyPaymentFormSchema, type PlacedOrder, type RazorpayDetails } from '../../../schemas/api/checkout';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit, limitBody } from '../../http/body-limit';
import { parseFields, parseForm } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { countPaid, paymentFailures, webhookSignatureFailures } from '../../observability/shop-metrics';
import { readSetting } from '../config/settings';
import type { ShopDeps } from '../shop-deps';
import { PaymentNotDue, startPaymentAttempt } from './attempts';
import { confirmPayment } from './confirm';
import { ownOrder, requireAccount } from './owner';
import { handleWebhookEvent } from './webhook';
import { webhookEventSchema } from './webhook-payload';

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order is already paid',
  cancelled: 'This order was cancelled',
  verificationFailed: 'Payment verification failed',
  invalidSignature: 'Invalid signature',
  duplicate: 'Duplicate event ignored',
} as const;

const orderIdSchema = z.object({ id: wholeNumber('id', 1, MAX_INT4) });
const payFormSchema = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });

function personal(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

/** Razorpay's webhook bodies are a few kilobytes. */
const webhookBodyLimit = limitBody(64);

/**
 * Card payments (spec section 7 and issue 5 §3): the gateway's public details,
 * a new attempt for an order awaiting payment, the browser's callback, and the
 * gateway's webhook. Both the callback and the webhook confirm through
 * confirmPayment, which credits an order exactly once.
 */
export function paymentRoutes(deps: ShopDeps): Hono {
  const { db, gateway } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.get(`/${checkoutPaths.razorpayDetails}`, auth, async (c) => {
    const theme = await readSetting(db, 'theme');
    const details: RazorpayDetails = { key_id: gateway.keyId, script_url: gateway.scriptUrl, gateway: gateway.kind, name: theme.brand_name };
    return c.json(envelope(details));
  });

  app.post('/website/checkout/orders/:id/pay', auth, formBodyLimit, async (c) => {
    personal(c);
    const id = parseFields(c, orderIdSchema, { id: c.req.param('id') });
    if (!id.ok) return id.response;
    const form = await parseForm(c, payFormSchema);
    if (!form.ok) return form.response;
    const account = await requireAccount(c, deps.identify, form.value.user_id);
    if (!account.ok) return account.response;
    const order = await ownOrder(db, c, account.value, id.value.id);
    if (!order.ok) return order.response;
    if (order.value.status === 'cancelled') return fail(c, 409, PAYMENT_MESSAGES.cancelled);
    if (order.value.status !== 'awaiting_payment') return fail(c, 409, PAYMENT_MESSAGES.alreadyPaid);
    try {
      return c.json(envelope(await startPaymentAttempt(deps, order.value.id)));
    } catch (error) {
      if (error instanceof PaymentNotDue) return fail(c, 409, PAYMENT_MESSAGES.alreadyPaid);
      throw error;
    }
  });

  app.post(`/${checkoutPaths.verifyPayment}`, auth, formBodyLimit, async (c) => {
    personal(c);
    const form = await parseForm(c, verifyPaymentFormSchema);
    if (!form.ok) return form.response;
    const account = await requireAccount(c, deps.identify, form.value.user_id);
    if (!account.ok) return account.response;
    const order = await ownOrder(db, c, account.value, form.value.order_id);
    if (!order.ok) return order.response;
    // The gateway order id must be one we stored for THIS order; the signature is then checked against our copy.
    const payment = await db
      .selectFrom('payments')
      .select(['gateway_order_id'])
      .where('order_id', '=', order.value.id)
      .where('gateway_order_id', '=', form.value.razorpay_order_id)
      .executeTakeFirst();
    if (!payment || !gateway.verifyPaymentSignature(payment.gateway_order_id, form.value.razorpay_payment_id, form.value.razorpay_signature)) {
      paymentFailures.inc({ reason: 'verification' });
      return fail(c, 400, PAYMENT_MESSAGES.verificationFailed);
    }
    const confirmation = await confirmPayment(db, { gatewayOrderId: payment.gateway_order_id, paymentId: form.value.razorpay_payment_id, method: '' });
    countPaid(confirmation, 'callback');
    const after = await ownOrder(db, c, account.value, order.value.id);
    if (!after.ok) return after.response;
    const answer: PlacedOrder = { order_id: after.value.id, order_number: after.value.order_number, status: after.value.status, total_paise: after.value.total_paise, payment: null };
    return c.json(envelope(answer, 'Payment received'));
  });

  // No storefront credential: Razorpay signs the raw body instead.
  app.post(`/${checkoutPaths.webhook}`, webhookBodyLimit, async (c) => {
    const rawBody = await c.req.text();
    const signature = c.req.header('x-razorpay-signature') ?? '';
    if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) {
      webhookSignatureFailures.inc();
      return fail(c, 400, PAYMENT_MESSAGES.invalidSignature);
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return c.json(envelope(null, 'Event ignored: not JSON'));
    }
    const event = webhookEventSchema.safeParse(json);
    // Razorpay retries anything but 2xx for a day; an event we cannot use is acknowledged, not refused.
    if (!event.success) return c.json(envelope(null, 'Event ignored: unexpected shape'));
    const eventId = c.req.header('x-razorpay-event-id')?.slice(0, 200) || undefined;
    const outcome = await handleWebhookEvent(deps, event.data, eventId, new URL(c.req.url).origin);
    if (outcome === 'duplicate') return c.json(envelope(null, PAYMENT_MESSAGES.duplicate));
    if (outcome === 'failure_recorded') paymentFailures.inc({ reason: 'declined' });
    return c.json(envelope(null, outcome === 'ignored' ? 'Event ignored' : 'Event processed'));
  });

  return app;
}
