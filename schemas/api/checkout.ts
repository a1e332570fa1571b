import * as z from 'zod/mini';
import { localeFieldSchema } from '../locale';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { imageSchema } from './catalog';

/**
 * Checkout: quotes, coupons, placing an order and paying for it. The server
 * prices everything from the database; the browser's figures only ever serve
 * to notice that a price changed under the shopper.
 */

export const checkoutPaths = {
  /** Spec section 7: the card payment provider's public details. */
  razorpayDetails: 'website/checkout/razorpay-details',
  coupons: 'website/checkout/coupons',
  quote: 'website/checkout/quote',
  placeOrder: 'website/checkout/place-order',
  /** A new gateway order for another payment attempt (after a failure or dismissal). */
  pay: (orderId: number) => `website/checkout/orders/${orderId}/pay`,
  verifyPayment: 'website/checkout/verify-payment',
  /** Razorpay (or the local gateway) posts events here; no storefront credential, a signature instead. */
  webhook: 'webhooks/razorpay',
} as const;

/** Spec section 3: the payment method state holds these labels, 'Online Payment' by default. */
export const PAYMENT_METHODS = [
  { code: 'online', label: 'Online Payment' },
  { code: 'cod', label: 'Cash on Delivery' },
  { code: 'part', label: 'Part Payment' },
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code'];
export type PaymentMethodLabel = (typeof PAYMENT_METHODS)[number]['label'];
export const DEFAULT_PAYMENT_METHOD: PaymentMethodLabel = 'Online Payment';
export const paymentMethodCodeSchema = z.enum(['online', 'cod', 'part']);

export function paymentMethodCode(label: string): PaymentMethodCode {
  return PAYMENT_METHODS.find((m) => m.label === label)?.code ?? 'online';
}

/** The shop's rules, shown to shoppers and applied by the server. */
export const CHECKOUT_RULES = {
  /** Delivery is free when the items (after coupon) reach this. */
  freeDeliveryAbovePaise: 499_00,
  deliveryChargePaise: { local: 40_00, regional: 60_00, national: 80_00, remote: 120_00 },
  /** Cash on delivery only up to this amount due at the door. */
  codLimitPaise: 50_000_00,
  /** Part payment: at least this share of the total now, and at least the minimum. */
  partMinSharePercent: 20,
  partMinAdvancePaise: 1_000_00,
} as const;

const flag = z.pipe(z._default(z.enum(['0', '1', 'true', 'false']), 'false'), z.transform((v) => v === '1' || v === 'true'));

/** POST quote (and the base of place-order): what the shopper chose. */
export const checkoutFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  address_id: wholeNumber('address_id', 1, MAX_INT4),
  coupon_code: z._default(z.pipe(z.string().check(z.trim(), z.maxLength(32, 'coupon_code is too long')), z.transform((s: string) => s.toUpperCase())), ''),
  payment_method: z._default(paymentMethodCodeSchema, 'online'),
  /** Part payment: what to pay online now, in paise. */
  advance_paise: z._default(wholeNumber('advance_paise', 0, MAX_INT4), 0),
  /** Apply the wallet balance first (the wallet arrives with a later issue; its balance is 0 until then). */
  use_wallet: flag,
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;

/** POST place-order: the choice, the total the shopper saw, and a key per press of the button. */
export const placeOrderFormSchema = z.extend(checkoutFormSchema, {
  expected_total_paise: wholeNumber('expected_total_paise', 0, MAX_INT4),
  idempotency_key: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{8,64}$/, 'idempotency_key must be 8 to 64 letters, digits or dashes')),
  /** The page's language: the order's e-mails and invoice speak it. */
  locale: localeFieldSchema,
});

export const quoteLineSchema = z.object({
  product_id: z.int(),
  variant_id: z.int(),
  title: z.string(),
  variant_label: z.string(),
  slug: z.string(),
  image: imageSchema,
  qty: z.int().check(z.positive()),
  unit_price_paise: z.int(),
  unit_mrp_paise: z.int(),
  line_total_paise: z.int(),
  gst_rate: z.int(),
});

export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  mrp_total_paise: z.int(),
  items_total_paise: z.int(),
  savings_paise: z.int(),
  coupon: z.nullable(z.object({ code: z.string(), title: z.string(), discount_paise: z.int() })),
  /** Why the code in the form was not applied; '' when none was sent or it applied. */
  coupon_error: z.string(),
  delivery: z.object({
    pin: z.string(),
    zone: z.enum(['local', 'regional', 'national', 'remote']),
    serviceable: z.boolean(),
    charge_paise: z.int(),
    free_above_paise: z.int(),
    days: z.int(),
  }),
  /** GST included in the total (prices include GST). */
  gst_paise: z.int(),
  wallet: z.object({ balance_paise: z.int(), applied_paise: z.int() }),
  /** Items - coupon + delivery. */
  total_paise: z.int(),
  payment: z.object({
    method: paymentMethodCodeSchema,
    online_now_paise: z.int(),
    on_delivery_paise: z.int(),
    cod_allowed: z.boolean(),
    /** Why cash on delivery (or part payment) is not offered; ''. */
    cod_refusal: z.string(),
    cod_limit_paise: z.int(),
    part_min_advance_paise: z.int(),
    part_max_advance_paise: z.int(),
  }),
  /** Problems that stop the order (empty cart, unserviceable PIN, out of stock); empty when it can be placed. */
  blockers: z.array(z.string()),
});
export type Quote = z.output<typeof quoteSchema>;

/** GET coupons?user_id&address_id: every live coupon, and whether it applies to this cart. */
export const couponOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['flat', 'percent']),
  value: z.int(),
  max_discount_paise: z.nullable(z.int()),
  min_order_paise: z.int(),
  ends_at: z.string(),
  applicable: z.boolean(),
  reason: z.string(),
  saving_paise: z.int(),
});
export type CouponOffer = z.output<typeof couponOfferSchema>;
export const couponOfferListSchema = z.array(couponOfferSchema);

/** GET razorpay-details. `gateway` is 'local' when the shop runs its own test gateway. */
export const razorpayDetailsSchema = z.object({
  key_id: z.string(),
  script_url: z.string(),
  gateway: z.enum(['razorpay', 'local']),
  name: z.string(),
});
export type RazorpayDetails = z.output<typeof razorpayDetailsSchema>;

/** What the browser passes to `new Razorpay(options)` for one payment attempt. */
export const gatewayCheckoutSchema = z.object({
  key_id: z.string(),
  gateway_order_id: z.string(),
  amount_paise: z.int().check(z.positive()),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type GatewayCheckout = z.output<typeof gatewayCheckoutSchema>;

/** POST place-order answer: the order, and the payment to open when something is due online. */
export const placedOrderSchema = z.object({
  order_id: z.int(),
  order_number: z.string(),
  status: z.string(),
  total_paise: z.int(),
  payment: z.nullable(gatewayCheckoutSchema),
});
export type PlacedOrder = z.output<typeof placedOrderSchema>;

/** POST verify-payment: what Razorpay's handler receives. */
export const verifyPaymentFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  order_id: wholeNumber('order_id', 1, MAX_INT4),
  razorpay_payment_id: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{6,64}$/, 'razorpay_payment_id is not valid')),
  razorpay_order_id: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{6,64}$/, 'razorpay_order_id is not valid')),
  razorpay_signature: z.string().check(z.trim(), z.regex(/^[a-f0-9]{64}$/, 'razorpay_signature is not valid')),
});

/** The refusal when the server's total differs from the one the shopper saw (409). */
export const TOTAL_CHANGED_MESSAGE = 'Prices have changed since you opened checkout. Please review the updated total and place the order again.';
