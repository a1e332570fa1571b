import * as z from 'zod/mini';
import { flag, integer, nonEmpty, requiredText, text, withDefault } from '../zod-helpers';

/**
 * Props of the product page's own sections: the product itself (gallery, buy
 * box, specifications) and the related-products row. The product comes from
 * the page, never from configuration; these props only shape how it shows.
 */

// ------------------------------------------------------------ product-details

/** Icons of the delivery lines, from the shared icon set. */
export const deliveryIconSchema = z.enum(['truck', 'clock', 'shield', 'refresh', 'map-pin', 'wallet', 'gift']);
export type DeliveryIcon = z.output<typeof deliveryIconSchema>;

export const deliveryLineSchema = z.object({
  icon: withDefault(deliveryIconSchema, 'truck'),
  text: nonEmpty(),
});
export type DeliveryLine = z.output<typeof deliveryLineSchema>;

/** Lines that hold for every address, so the buy box needs no pincode. */
const defaultDeliveryLines: DeliveryLine[] = [
  { icon: 'truck', text: 'Free delivery on orders above ₹499' },
  { icon: 'clock', text: 'Dispatched within 24 hours on working days' },
  { icon: 'shield', text: 'Brand warranty, serviced across India' },
];

const productDetailsShape = {
  delivery_lines: withDefault(z.array(deliveryLineSchema).check(z.maxLength(5)), defaultDeliveryLines),
  /** After "Sold by {shop}": short promises joined by dots. */
  assurances: withDefault(z.array(nonEmpty()).check(z.maxLength(4)), ['GST invoice', '7-day replacement']),
  /** Months of the no-cost EMI line, shown for prices above ₹5,000; 0 hides it. */
  emi_months: withDefault(integer(0, 24), 6),
  show_highlights: flag(true),
  show_specifications: flag(true),
  show_description: flag(true),
};

export const productDetails1PropsSchema = z.object({
  ...productDetailsShape,
  /** On desktops the buy box stays in view while the gallery and details scroll. */
  sticky_buy_box: flag(true),
});
export type ProductDetails1Props = z.output<typeof productDetails1PropsSchema>;

export const productDetails2PropsSchema = z.object({
  ...productDetailsShape,
  /** Pictures across the strip on desktops; phones always show one at a time. */
  pictures_across: withDefault(integer(2, 4), 3),
});
export type ProductDetails2Props = z.output<typeof productDetails2PropsSchema>;

/** What both patterns share, for the parts they have in common. */
export type ProductDetailsCommonProps = Pick<ProductDetails1Props, keyof typeof productDetailsShape>;

// ----------------------------------------------------------- related-products

export const relatedProducts1PropsSchema = z.object({
  title: requiredText('You may also like'),
  subtitle: text('More picks from the same shelf'),
  /** Cards in the row at most; the API sends up to this many related products. */
  limit: withDefault(integer(2, 24), 12),
});
export type RelatedProducts1Props = z.output<typeof relatedProducts1PropsSchema>;

export const relatedProducts2PropsSchema = z.object({
  title: requiredText('Similar products'),
  subtitle: text(''),
  limit: withDefault(integer(2, 24), 8),
  /** Cards per row on desktops; phones show two. */
  columns: withDefault(integer(3, 5), 4),
});
export type RelatedProducts2Props = z.output<typeof relatedProducts2PropsSchema>;
