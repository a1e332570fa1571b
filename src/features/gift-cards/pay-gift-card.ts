import type { GatewayCheckout } from '../../../schemas/api/checkout';
import type { GiftCardOrder } from '../../../schemas/api/gift-cards';
import { ApiError } from '../../api/client';
import { fetchRazorpayDetails } from '../checkout/checkout-api';
import { loadCheckoutScript, openRazorpay } from '../checkout/razorpay';
import { verifyGiftCardPayment } from './gift-cards-api';

/** A failure's message is the gateway's or the server's, or empty when neither said why (the page words that itself). */
export type GiftCardPayment = { ok: true; order: GiftCardOrder } | { ok: false; message: string };

/**
 * The checkout's card flow for a gift card order: the gateway's modal, then
 * the server checks the signature (and issues the card). A failure leaves
 * the order awaiting payment, so the page can offer another attempt.
 */
export async function payGiftCard(userId: number, orderId: number, checkout: GatewayCheckout): Promise<GiftCardPayment> {
  try {
    const details = await fetchRazorpayDetails();
    await loadCheckoutScript(details.script_url);
    const result = await openRazorpay(checkout, details);
    if (!result.ok) return { ok: false, message: result.message };
    return { ok: true, order: await verifyGiftCardPayment(userId, orderId, result.response) };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError || error instanceof Error ? error.message : '' };
  }
}
