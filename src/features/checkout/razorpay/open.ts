import * as z from 'zod/mini';
import type { GatewayCheckout, RazorpayDetails } from '../../../../schemas/api/checkout';
import english from '../../../i18n/locales/en-IN/checkout.json';

/** What Razorpay's checkout.js (and the local gateway's) accepts; only the options the shop uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme?: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: unknown) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Defined by the checkout script once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}

export const paymentResponseSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentResponse = z.output<typeof paymentResponseSchema>;

const failureSchema = z.object({ error: z.object({ description: z.optional(z.string()) }) });

export type RazorpayResult = { ok: true; response: PaymentResponse } | { ok: false; reason: 'failed' | 'dismissed'; message: string };

/** In English, as the gateway's own descriptions are: a screen says them in its language (usePaymentMessage). */
export const PAYMENT_MESSAGES = {
  failed: english['checkout.paymentFailed'],
  dismissed: english['checkout.paymentDismissed'],
  unavailable: english['checkout.paymentUnavailable'],
  unexpected: english['checkout.paymentUnexpected'],
} as const;

function brandColour(): string | undefined {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim();
  return value || undefined;
}

/**
 * Opens the gateway's modal for one attempt and settles when the shopper is
 * done with it. A failed payment keeps the modal open for a retry (as
 * Razorpay does), so a failure is remembered and reported only when the
 * modal is closed without a success.
 */
export function openRazorpay(checkout: GatewayCheckout, details: RazorpayDetails): Promise<RazorpayResult> {
  const Razorpay = window.Razorpay;
  if (typeof Razorpay !== 'function') return Promise.resolve({ ok: false, reason: 'failed', message: PAYMENT_MESSAGES.unavailable });
  return new Promise((resolve) => {
    let lastFailure = '';
    let settled = false;
    const settle = (result: RazorpayResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const colour = brandColour();
    const instance = new Razorpay({
      key: checkout.key_id,
      amount: checkout.amount_paise,
      currency: checkout.currency,
      name: checkout.name || details.name,
      description: checkout.description,
      order_id: checkout.gateway_order_id,
      prefill: checkout.prefill,
      ...(colour ? { theme: { color: colour } } : {}),
      handler: (response) => {
        const parsed = paymentResponseSchema.safeParse(response);
        settle(parsed.success ? { ok: true, response: parsed.data } : { ok: false, reason: 'failed', message: PAYMENT_MESSAGES.unexpected });
      },
      modal: {
        ondismiss: () =>
          settle(lastFailure ? { ok: false, reason: 'failed', message: lastFailure } : { ok: false, reason: 'dismissed', message: PAYMENT_MESSAGES.dismissed }),
      },
    });
    instance.on('payment.failed', (response) => {
      const parsed = failureSchema.safeParse(response);
      lastFailure = (parsed.success ? parsed.data.error.description : undefined) || PAYMENT_MESSAGES.failed;
    });
    instance.open();
  });
}
