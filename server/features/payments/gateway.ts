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
}
