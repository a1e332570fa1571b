import * as z from 'zod/mini';
import { flag, requiredText, text } from '../zod-helpers';

/**
 * Props of the checkout page's sections. Figures (charges, limits, totals)
 * never come from here: the server's quote decides them; these are the words
 * and layout choices a merchandiser may change.
 */

const addressBase = {
  title: requiredText('Delivery address'),
  add_label: requiredText('Add a new address'),
  empty_text: text('Add the address we should deliver to: it takes a minute, and you can pin it on a map.'),
};

export const checkoutAddress1PropsSchema = z.object({
  ...addressBase,
  /** Show the mobile number on each card (the courier calls it). */
  show_mobile: flag(true),
});
export type CheckoutAddress1Props = z.output<typeof checkoutAddress1PropsSchema>;

export const checkoutAddress2PropsSchema = z.object({
  ...addressBase,
  change_label: requiredText('Change'),
});
export type CheckoutAddress2Props = z.output<typeof checkoutAddress2PropsSchema>;

export const checkoutDelivery1PropsSchema = z.object({
  title: requiredText('Delivery'),
  /** "Add ₹X more for free delivery" under a charged delivery. */
  show_free_delivery_hint: flag(true),
  note: text('Orders placed before 4 pm ship the same day.'),
});
export type CheckoutDelivery1Props = z.output<typeof checkoutDelivery1PropsSchema>;

const couponsBase = {
  title: requiredText('Coupons and offers'),
  code_label: requiredText('Coupon code'),
  apply_label: requiredText('Apply'),
};

export const checkoutCoupons1PropsSchema = z.object({
  ...couponsBase,
  /** List the coupons this cart does not qualify for yet, greyed, with the reason. */
  show_inapplicable: flag(true),
});
export type CheckoutCoupons1Props = z.output<typeof checkoutCoupons1PropsSchema>;

export const checkoutCoupons2PropsSchema = z.object({
  ...couponsBase,
  offers_label: requiredText('View offers'),
  show_inapplicable: flag(true),
});
export type CheckoutCoupons2Props = z.output<typeof checkoutCoupons2PropsSchema>;

export const checkoutPayment1PropsSchema = z.object({
  title: requiredText('Payment method'),
  /** The button when nothing is due online (cash on delivery). */
  place_label: requiredText('Place order'),
  /** The button when something is due now: followed by the amount. */
  pay_label: requiredText('Pay'),
  /** The wallet line; the wallet itself arrives in a later issue, with a zero balance until then. */
  show_wallet: flag(true),
  note: text('Payments are processed securely by Razorpay. We never see your card details.'),
});
export type CheckoutPayment1Props = z.output<typeof checkoutPayment1PropsSchema>;

const summaryBase = {
  title: requiredText('Order summary'),
  /** List the items above the figures. */
  show_items: flag(true),
  gst_note: text('Prices include GST. Your tax invoice shows it line by line.'),
};

export const checkoutSummary1PropsSchema = z.object(summaryBase);
export type CheckoutSummary1Props = z.output<typeof checkoutSummary1PropsSchema>;

export const checkoutSummary2PropsSchema = z.object({
  ...summaryBase,
  /** The toggle that unfolds the items ("{count}" is replaced by their number). */
  items_label: requiredText('{count} items in your order'),
});
export type CheckoutSummary2Props = z.output<typeof checkoutSummary2PropsSchema>;
