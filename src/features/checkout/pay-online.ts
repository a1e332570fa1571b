import type { GatewayCheckout, RazorpayDetails } from '../../../schemas/api/checkout';
import { ApiError } from '../../api/client';
import { fetchRazorpayDetails, verifyPayment } from './checkout-api';
import { loadCheckoutScript, openRazorpay } from './razorpay';

export type PaymentOutcome = { ok: true } | { ok: false; message: string };

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;
}

/**
 * Opens the gateway's checkout for an order that exists, then has the server
 * check the signature. Any failure leaves the order awaiting payment, which
 * its page offers to retry, so this never throws.
 */
export async function payOnline(userId: number, orderId: number, checkout: GatewayCheckout, known: RazorpayDetails | undefined): Promise<PaymentOutcome> {
  try {
    const details = known ?? (await fetchRazorpayDetails());
    await loadCheckoutScript(details.script_url);
    const result = await openRazorpay(checkout, details);
    if (!result.ok) return { ok: false, message: result.message };
    await verifyPayment(userId, orderId, result.response);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageOf(error, 'The payment could not be completed') };
  }
}
