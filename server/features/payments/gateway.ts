/**
 * The card payment gateway, with Razorpay's Orders API shape. Razorpay itself
 * when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set; otherwise the shop's
 * local test gateway (server/features/payments/local/), which answers with
 * the same shapes, signs with a test secret and sends the same webhooks.
 */
export interface GatewayOrder {
  /** 'order_…' */
  id: string;
  amount: number;
  currency: 'INR';
  receipt: string;
  status: string;
}

export interface PaymentGateway {
  kind: 'razorpay' | 'local';
  /** Public: the browser opens the checkout with it. */
  keyId: string;
  /** The checkout script the browser loads (Razorpay's, or the local one). */
  scriptUrl: string;
  /** Creates the gateway's order for one payment attempt; amount in paise, receipt = our order number. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** HMAC-SHA256(gatewayOrderId + "|" + paymentId, key secret), compared in constant time. */
  verifyPaymentSignature(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256(raw body, webhook secret) against X-Razorpay-Signature, constant time. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /**
   * Refunds part or all of a captured payment (Razorpay: POST
   * /payments/{id}/refund). Throws with the gateway's own sentence when it
   * refuses (more than captured, an unknown payment, the gateway down).
   */
  refundPayment(input: { paymentId: string; amountPaise: number; notes: Record<string, string> }): Promise<GatewayRefund>;
}

/** Razorpay's refund entity, as far as the shop reads it: 'rfnd_…', paise, and whether the money has left. */
export interface GatewayRefund {
  id: string;
  amount: number;
  status: 'processed' | 'pending' | 'failed';
}

/** The gateway answered and refused, with its own sentence (shown to staff as it is). */
export class GatewayRefusal extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'GatewayRefusal';
  }
}
