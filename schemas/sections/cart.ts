import * as z from 'zod/mini';
import { flag, integer, requiredText, text, withDefault } from '../zod-helpers';
import { linkSchema } from './common';
import { optionalLinkSchema } from './home';

/**
 * Props of the cart page's line list and order summary. Money a merchandiser
 * types is whole rupees; the storefront works in paise.
 */

const cartItemsBase = {
  /** Names the list for screen readers and as the section's heading. */
  title: requiredText('Items in your cart'),
  summary_title: requiredText('Price details'),
  /** Delivery is free when the payable amount reaches this many rupees. */
  free_delivery_threshold_rupees: withDefault(integer(0, 1_00_000), 499),
  /** Charged below the threshold. */
  delivery_fee_rupees: withDefault(integer(0, 10_000), 49),
  /** Under the total: GST invoices are why many buyers shop here. */
  gst_note: text('GST invoice with every order. Add your GSTIN at checkout to claim input tax credit.'),
  checkout_label: requiredText('Proceed to checkout'),
  /** "Move to wishlist" on each line (signed-in shoppers; guests are asked to sign in). */
  show_move_to_wishlist: flag(true),
  empty_title: requiredText('Your cart is empty'),
  empty_text: text('Add laptops, components or accessories and they will wait for you here.'),
  empty_cta: withDefault(linkSchema, { label: "See today's deals", href: '/product/hot-deals' }),
  empty_secondary_cta: withDefault(optionalLinkSchema, { label: 'Browse products', href: '/products' }),
};

export const cartItems1PropsSchema = z.object({
  ...cartItemsBase,
  /** On desktops the summary stays in view while the list scrolls. */
  sticky_summary: flag(true),
});
export type CartItems1Props = z.output<typeof cartItems1PropsSchema>;

export const cartItems2PropsSchema = z.object({
  ...cartItemsBase,
  /** On phones a bar with the total and the checkout button stays at the bottom of the screen. */
  sticky_checkout_bar: flag(true),
});
export type CartItems2Props = z.output<typeof cartItems2PropsSchema>;

/** What the summary box needs from either pattern. */
export type CartSummaryProps = Pick<
  CartItems1Props,
  'summary_title' | 'free_delivery_threshold_rupees' | 'delivery_fee_rupees' | 'gst_note' | 'checkout_label'
>;
export type CartEmptyProps = Pick<CartItems1Props, 'empty_title' | 'empty_text' | 'empty_cta' | 'empty_secondary_cta'>;
