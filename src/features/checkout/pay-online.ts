import type { GatewayCheckout, RazorpayDetails } from '../../../schemas/api/checkout';
import { ApiError } from '../../api/client';
import english from '../../i18n/locales/en-IN/checkout.json';
import { useKnownWords } from '../../i18n/known-words';
import { fetchRazorpayDetails, verifyPayment } from './checkout-api';
import { loadCheckoutScript, openRazorpay } from './razorpay';

export type PaymentOutcome = { ok: true } | { ok: false; message: string };

const INCOMPLETE = english['checkout.paymentIncomplete'];

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
    return { ok: false, message: messageOf(error, INCOMPLETE) };
  }
}

/**
 * The shop's own payment and order words (razorpay/'s PAYMENT_MESSAGES and
 * SCRIPT_LOAD_FAILED are these English texts), each with its key; the
 * gateway's and the server's words are not in the catalogue.
 */
const OWN_WORDS = [
  'checkout.paymentFailed',
  'checkout.paymentDismissed',
  'checkout.paymentUnavailable',
  'checkout.paymentUnexpected',
  'checkout.scriptLoadFailed',
  'checkout.paymentIncomplete',
  // The API client's words for a request that never reached the server.
  'checkout.networkError',
] as const;
const KEYS = new Map(OWN_WORDS.map((key): [string, (typeof OWN_WORDS)[number]] => [english[key], key]));

/** A payment outcome's or a refused order's message in the page's language: the shop's words translated, anyone else's as written. */
export function usePaymentMessage(): (message: string) => string {
  return useKnownWords(KEYS);
}
