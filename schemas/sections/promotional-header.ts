import * as z from 'zod/mini';
import { flag, integer, nonEmpty, requiredText, text, withDefault } from '../zod-helpers';
import { barToneSchema, linkListSchema, linkSchema, optionalPathSchema } from './common';

export const promotionalHeader1PropsSchema = z.object({
  message: requiredText('Free delivery on orders above ₹499 · No-cost EMI on HDFC & ICICI cards'),
  /** Empty hides the link. */
  link_label: text('Shop deals'),
  link_href: withDefault(optionalPathSchema, '/product/hot-deals'),
  tone: withDefault(barToneSchema, 'brand'),
});
export type PromotionalHeader1Props = z.output<typeof promotionalHeader1PropsSchema>;

export const tickerMessageSchema = z.object({
  text: nonEmpty(),
  /** Empty: the message is plain text. */
  href: withDefault(optionalPathSchema, ''),
});

export const promotionalHeader2PropsSchema = z.object({
  messages: withDefault(z.array(tickerMessageSchema).check(z.minLength(1)), [
    { text: 'Free delivery on orders above ₹499', href: '' },
    { text: 'No-cost EMI on HDFC & ICICI cards', href: '/products' },
    { text: 'Year-End Tech Sale: up to 60% off laptops & monitors', href: '/product/hot-deals' },
    { text: 'GST invoice on every order: claim input credit for your business', href: '' },
  ]),
  interval_seconds: withDefault(integer(2, 30), 5),
  tone: withDefault(barToneSchema, 'dark'),
});
export type PromotionalHeader2Props = z.output<typeof promotionalHeader2PropsSchema>;

export const promotionalHeader3PropsSchema = z.object({
  title: requiredText('Year-End Tech Sale'),
  subtitle: text('Up to 60% off laptops, SSDs & monitors'),
  /** ISO 8601 with offset, e.g. 2026-12-31T23:59:59+05:30 (IST). */
  ends_at: withDefault(z.iso.datetime({ offset: true }), '2026-12-31T23:59:59+05:30'),
  cta: withDefault(linkSchema, { label: 'Shop the sale', href: '/product/hot-deals' }),
  ended_message: requiredText('The Year-End Tech Sale has ended. Thank you for shopping with us!'),
  tone: withDefault(barToneSchema, 'accent'),
});
export type PromotionalHeader3Props = z.output<typeof promotionalHeader3PropsSchema>;

export const promotionalHeader4PropsSchema = z.object({
  show_phone: flag(true),
  show_email: flag(true),
  /** Shown beside the phone number on wider screens. */
  hours: text('Mon–Sat, 10 am – 7 pm'),
  links: linkListSchema([
    { label: 'Track order', href: '/product/track-order' },
    { label: 'Help', href: '/customer-support' },
    { label: 'Gift cards', href: '/gift-card' },
  ]),
  tone: withDefault(barToneSchema, 'soft'),
});
export type PromotionalHeader4Props = z.output<typeof promotionalHeader4PropsSchema>;
