import * as z from 'zod/mini';
import { GatewayRefusal, type GatewayOrder, type GatewayRefund, type PaymentGateway } from './gateway';
import { verifyPayment, verifyWebhook } from './signatures';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay's order entity the shop relies on. */
const razorpayOrderSchema = z.object({
  id: z.string().check(z.regex(/^order_[A-Za-z0-9]+$/)),
  amount: z.int(),
  currency: z.literal('INR'),
  receipt: z.string(),
  status: z.string(),
});

const razorpayErrorSchema = z.object({ error: z.object({ description: z.optional(z.string()) }) });

/** The part of Razorpay's refund entity the shop relies on. */
const razorpayRefundSchema = z.object({
  id: z.string().check(z.regex(/^rfnd_[A-Za-z0-9]+$/)),
  amount: z.int(),
  status: z.enum(['processed', 'pending', 'failed']),
});

/** Razorpay's error sentence, or a plain one when the body is not its error shape. */
function refusalText(body: unknown, status: number): string {
  const error = razorpayErrorSchema.safeParse(body);
  return (error.success ? error.data.error.description : undefined) || `The gateway answered ${status}`;
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The real Razorpay: its Orders and Refunds APIs and checkout script. `fetchImpl` lets tests answer for Razorpay. */
export function razorpayGateway(keys: RazorpayKeys, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  return {
    kind: 'razorpay',
    keyId: keys.keyId,
    scriptUrl: RAZORPAY_SCRIPT_URL,
    async createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      const res = await fetchImpl(`${RAZORPAY_API}/orders`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        // A stuck gateway must not hold the shopper's request forever.
        signal: AbortSignal.timeout(15_000),
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const error = razorpayErrorSchema.safeParse(body);
        throw new Error(`Razorpay refused the order (${res.status}): ${error.success ? (error.data.error.description ?? '') : 'no details'}`);
      }
      return razorpayOrderSchema.parse(body);
    },
    async refundPayment({ paymentId, amountPaise, notes }): Promise<GatewayRefund> {
      // 'normal' speed: instant refunds cost extra and are not offered on every method.
      const res = await fetchImpl(`${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, speed: 'normal', notes }),
        signal: AbortSignal.timeout(15_000),
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) throw new GatewayRefusal(refusalText(body, res.status), res.status);
      const refund = razorpayRefundSchema.safeParse(body);
      if (!refund.success) throw new GatewayRefusal('The gateway sent a refund the shop does not understand', res.status);
      return refund.data;
    },
    verifyPaymentSignature: (gatewayOrderId, paymentId, signature) => verifyPayment(keys.keySecret, gatewayOrderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => verifyWebhook(keys.webhookSecret, rawBody, signature),
  };
}
