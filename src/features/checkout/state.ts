import { atom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import * as z from 'zod/mini';
import { DEFAULT_PAYMENT_METHOD, couponOfferListSchema, type PaymentMethodLabel } from '../../../schemas/api/checkout';

/**
 * The checkout's shared state (spec section 3): kept in sessionStorage so a
 * reload of /checkout keeps the shopper's choices, and forgotten when the tab
 * closes. What is read back is parsed: storage is user-editable, and a value
 * that no longer fits falls back to the default instead of reaching the form.
 */

type SetValue<T> = T | typeof RESET | ((prev: T) => T | typeof RESET);
export type CheckoutAtom<T> = WritableAtom<T, [SetValue<T>], void>;

// On the server there is no sessionStorage; a missing storage reads as the defaults.
const stringStorage = () => (typeof sessionStorage === 'undefined' ? { getItem: () => null, setItem: () => {}, removeItem: () => {} } : sessionStorage);

function persisted<S extends z.ZodMiniType>(key: string, schema: S, initial: z.output<S>): CheckoutAtom<z.output<S>> {
  const json = createJSONStorage<unknown>(stringStorage);
  const storage = {
    getItem: (name: string, fallback: z.output<S>): z.output<S> => {
      const parsed = schema.safeParse(json.getItem(name, fallback));
      return parsed.success ? parsed.data : fallback;
    },
    setItem: (name: string, value: z.output<S>) => json.setItem(name, value),
    removeItem: (name: string) => json.removeItem(name),
  };
  return atomWithStorage(`checkout:${key}`, initial, storage, { getOnInit: true });
}

// The labels of PAYMENT_METHODS; `satisfies` keeps the two lists in step.
const paymentLabels = ['Online Payment', 'Cash on Delivery', 'Part Payment'] as const satisfies readonly PaymentMethodLabel[];
const paymentLabelSchema = z.enum(paymentLabels);
const paise = z.int().check(z.gte(0));

/** The address the order goes to; null until the shopper picks one (the default address is used meanwhile). */
export const selectedAddressIdAtom = persisted('address', z.nullable(z.int().check(z.positive())), null);
/** The delivery charge last quoted for that address, paise. */
export const deliveryChargeAtom = persisted('delivery-charge', paise, 0);
/** The coupons last offered for this cart. */
export const couponListAtom = persisted<typeof couponOfferListSchema>('coupons', couponOfferListSchema, []);
/** What the shopper has typed in the code box. */
export const couponCodeAtom = persisted('coupon-code', z.string().check(z.maxLength(32)), '');
/** The code sent with the quote; the quote says whether it applied. */
export const appliedCouponAtom = persisted('applied-coupon', z.string().check(z.maxLength(32)), '');
export const paymentMethodAtom = persisted('payment-method', paymentLabelSchema, DEFAULT_PAYMENT_METHOD);
/** Part payment: what to pay online now, paise; 0 means "the minimum the quote allows". */
export const partPaymentAtom = persisted('part-payment', paise, 0);
/**
 * The extra option ticked beside the payment method: the wallet balance,
 * applied before any method. The wallet arrives in a later issue.
 */
export const selectedOptionAtom = persisted('option', z.enum(['none', 'wallet']), 'none');
/**
 * One key per press of "Place order", kept until the order exists: a press
 * retried after a lost answer reuses it, so the server creates one order.
 */
export const idempotencyKeyAtom = persisted('idempotency-key', z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/))), null);


/** Forgets every choice once an order exists: the next checkout starts afresh. */
export const clearCheckoutAtom = atom(null, (_get, set) => {
  set(selectedAddressIdAtom, RESET);
  set(deliveryChargeAtom, RESET);
  set(couponListAtom, RESET);
  set(couponCodeAtom, RESET);
  set(appliedCouponAtom, RESET);
  set(paymentMethodAtom, RESET);
  set(partPaymentAtom, RESET);
  set(selectedOptionAtom, RESET);
  set(idempotencyKeyAtom, RESET);
});
