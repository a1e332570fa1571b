import { GatewayRefusal, type GatewayOrder, type GatewayRefund, type PaymentGateway } from '../gateway';
import { hmacHex, paymentSignature, signatureMatches, verifyPayment, verifyWebhook } from '../signatures';
import type { WebhookEventInput } from '../webhook-payload';
import { gatewayId } from './ids';
import { instrumentOutcome, type Instrument } from './test-instruments';
import { log } from '../../../observability/logger';

/** Delivers one webhook: the raw body and the headers Razorpay would send. */
export type SendWebhook = (rawBody: string, headers: Record<string, string>) => Promise<unknown>;

export interface LocalGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where localGatewayRoutes is mounted ('/gateway'): the script and its payment call live there. */
  baseUrl: string;
  sendWebhook: SendWebhook;
  /**
   * A payment captured before this process started (its memory starts empty
   * on every restart, the shop's database does not): what it took and what
   * has been refunded of it since. Absent: such a payment is unknown, as at Razorpay.
   */
  recallPayment?: (paymentId: string) => Promise<CapturedPayment | null>;
}

/** A captured payment as the gateway keeps it for refunds. */
export interface CapturedPayment {
  amountPaise: number;
  refundedPaise: number;
}

/** Razorpay's refund entity (Refunds API). */
export interface LocalRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  status: 'processed';
  created_at: number;
}

/** Razorpay's order entity (Orders API). */
export interface LocalOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Razorpay's checkout error object, handed to 'payment.failed' listeners. */
export interface PaymentError {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id: string; payment_id: string };
}

export type PayResult = { ok: true; response: PaymentSuccess } | { ok: false; status: 400 | 404; error: PaymentError };

export interface LocalGateway extends PaymentGateway {
  kind: 'local';
  baseUrl: string;
  findOrder(id: string): LocalOrder | undefined;
  /** The Orders API's basic auth: key id and key secret. */
  acceptsApiKey(keyId: string, keySecret: string): boolean;
  /** The checkout modal's Pay button: decides like a bank would, signs, then sends the webhooks. */
  pay(input: { orderId: string; keyId: string; instrument: Instrument }): Promise<PayResult>;
  /** The Refunds API (POST /v1/payments/{id}/refund): refuses, like Razorpay, more than the payment took. */
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<LocalRefund>;
}

const seconds = () => Math.floor(Date.now() / 1000);

function paymentError(orderId: string, paymentId: string, code: string, description: string, reason: string): PaymentError {
  return { code, description, source: code === 'BAD_REQUEST_ERROR' ? 'customer' : 'bank', step: 'payment_authorization', reason, metadata: { order_id: orderId, payment_id: paymentId } };
}

/**
 * A stand-in for Razorpay in development and tests: the same order shape,
 * signatures and webhooks, with test instruments instead of money. Its
 * orders live in memory, as they would live at Razorpay: the shop's own
 * database keeps the payments.
 */
export function localGateway(options: LocalGatewayOptions): LocalGateway {
  const orders = new Map<string, LocalOrder>();
  const capturedPayments = new Map<string, CapturedPayment>();

  async function emit(event: string, body: Omit<WebhookEventInput, 'entity' | 'event' | 'created_at'>): Promise<void> {
    const rawBody = JSON.stringify({ entity: 'event', account_id: 'acc_local', event, contains: Object.keys(body.payload), ...body, created_at: seconds() });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': gatewayId('evt'),
      'x-razorpay-signature': hmacHex(options.webhookSecret, rawBody),
    };
    try {
      await options.sendWebhook(rawBody, headers);
    } catch (error) {
      // Razorpay would retry; the shop's callback path still confirms the payment.
      log.error({ err: error, event }, 'local gateway: a webhook was not delivered');
    }
  }

  /** Check-then-add with no await in between: two refunds of one payment racing here cannot both pass. */
  async function refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<LocalRefund> {
    let payment = capturedPayments.get(paymentId);
    if (!payment) {
      const recalled = await options.recallPayment?.(paymentId);
      // Another refund may have been recalled meanwhile: the first one kept wins.
      if (recalled) payment = capturedPayments.get(paymentId) ?? capturedPayments.set(paymentId, { ...recalled }).get(paymentId);
    }
    if (!payment) throw new GatewayRefusal('The id provided does not exist', 400);
    if (!Number.isInteger(amountPaise) || amountPaise < 100) throw new GatewayRefusal('The amount must be atleast INR 1.00', 400);
    // Razorpay's own guard: whatever the shop believes, a payment never gives back more than it took.
    if (payment.refundedPaise + amountPaise > payment.amountPaise) throw new GatewayRefusal('The total refund amount is greater than the refund payment amount', 400);
    payment.refundedPaise += amountPaise;
    return { id: gatewayId('rfnd'), entity: 'refund', amount: amountPaise, currency: 'INR', payment_id: paymentId, notes, status: 'processed', created_at: seconds() };
  }

  return {
    kind: 'local',
    keyId: options.keyId,
    baseUrl: options.baseUrl,
    scriptUrl: `${options.baseUrl}/checkout.js`,

    createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      if (!Number.isInteger(amountPaise) || amountPaise < 100) return Promise.reject(new Error('The amount must be at least 100 paise'));
      const order: LocalOrder = {
        id: gatewayId('order'),
        entity: 'order',
        amount: amountPaise,
        amount_paid: 0,
        amount_due: amountPaise,
        currency: 'INR',
        receipt,
        status: 'created',
        attempts: 0,
        notes,
        created_at: seconds(),
      };
      orders.set(order.id, order);
      return Promise.resolve({ id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt, status: order.status });
    },

    findOrder: (id) => orders.get(id),

    acceptsApiKey: (keyId, keySecret) => keyId === options.keyId && signatureMatches(hmacHex('api-key', keySecret), hmacHex('api-key', options.keySecret)),

    async pay({ orderId, keyId, instrument }): Promise<PayResult> {
      const order = orders.get(orderId);
      const paymentId = gatewayId('pay');
      if (keyId !== options.keyId) return { ok: false, status: 400, error: paymentError(orderId, '', 'BAD_REQUEST_ERROR', 'The api key provided is invalid', 'input_validation_failed') };
      if (!order) return { ok: false, status: 404, error: paymentError(orderId, '', 'BAD_REQUEST_ERROR', 'The id provided does not exist', 'input_validation_failed') };
      if (order.status === 'paid') return { ok: false, status: 400, error: paymentError(orderId, '', 'BAD_REQUEST_ERROR', 'This order has already been paid', 'order_already_paid') };

      const outcome = instrumentOutcome(instrument);
      if (!outcome.ok && outcome.kind === 'invalid') return { ok: false, status: 400, error: paymentError(orderId, '', 'BAD_REQUEST_ERROR', outcome.description, 'input_validation_failed') };
      order.attempts += 1;
      const entity = { id: paymentId, entity: 'payment', amount: order.amount, currency: 'INR', order_id: order.id, method: instrument.method, created_at: seconds() };

      if (!outcome.ok) {
        if (order.status === 'created') order.status = 'attempted';
        await emit('payment.failed', { payload: { payment: { entity: { ...entity, status: 'failed', error_description: outcome.description } } } });
        return { ok: false, status: 400, error: paymentError(order.id, paymentId, 'BAD_REQUEST_ERROR', outcome.description, outcome.reason) };
      }

      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
      capturedPayments.set(paymentId, { amountPaise: order.amount, refundedPaise: 0 });
      const response: PaymentSuccess = {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(options.keySecret, order.id, paymentId),
      };
      const captured = { ...entity, status: 'captured' };
      await emit('payment.captured', { payload: { payment: { entity: captured } } });
      await emit('order.paid', { payload: { payment: { entity: captured }, order: { entity: { id: order.id, status: 'paid', receipt: order.receipt } } } });
      return { ok: true, response };
    },

    async refundPayment({ paymentId, amountPaise, notes }): Promise<GatewayRefund> {
      const made = await refund(paymentId, amountPaise, notes);
      return { id: made.id, amount: made.amount, status: made.status };
    },

    refund,

    verifyPaymentSignature: (gatewayOrderId, paymentId, signature) => verifyPayment(options.keySecret, gatewayOrderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => verifyWebhook(options.webhookSecret, rawBody, signature),
  };
}
