import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, the form Razorpay uses for payment and webhook signatures. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/**
 * Constant-time comparison of two hex signatures. timingSafeEqual throws on
 * buffers of different lengths, so a signature of the wrong length is simply
 * false: a forged or truncated header must never turn into a 500.
 */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  if (expected.length !== given.length) return false;
  return timingSafeEqual(expected, given);
}

/** Razorpay: HMAC-SHA256(order_id + "|" + payment_id, key secret). */
export function paymentSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

export function verifyPayment(keySecret: string, gatewayOrderId: string, paymentId: string, signature: string): boolean {
  return signatureMatches(paymentSignature(keySecret, gatewayOrderId, paymentId), signature);
}

/** Razorpay: HMAC-SHA256(raw body, webhook secret), the X-Razorpay-Signature header. */
export function verifyWebhook(webhookSecret: string, rawBody: string, signature: string): boolean {
  return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
}
