import { z } from 'zod';
import { barToneSchema, linkSchema, optionalPathSchema } from './common';

export const promotionalHeader1PropsSchema = z.object({
  message: z.string().min(1).default('Free delivery on orders above ₹499 · No-cost EMI on HDFC & ICICI cards'),
  /** Empty hides the link. */
  link_label: z.string().default('Shop deals'),
  link_href: optionalPathSchema.default('/product/hot-deals'),
  tone: barToneSchema.default('brand'),
});
export type PromotionalHeader1Props = z.output<typeof promotionalHeader1PropsSchema>;

export const tickerMessageSchema = z.object({
  text: z.string().min(1),
  /** Empty: the message is plain text. */
  href: optionalPathSchema.default(''),
});

export const promotionalHeader2PropsSchema = z.object({
  messages: z
    .array(tickerMessageSchema)
    .min(1)
    .default([
      { text: 'Free delivery on orders above ₹499', href: '' },
      { text: 'No-cost EMI on HDFC & ICICI cards', href: '/products' },
      { text: 'Year-End Tech Sale: up to 60% off laptops & monitors', href: '/product/hot-deals' },
      { text: 'GST invoice on every order: claim input credit for your business', href: '' },
    ]),
  interval_seconds: z.number().int().min(2).max(30).default(5),
  tone: barToneSchema.default('dark'),
});
export type PromotionalHeader2Props = z.output<typeof promotionalHeader2PropsSchema>;

export const promotionalHeader3PropsSchema = z.object({
  title: z.string().min(1).default('Year-End Tech Sale'),
  subtitle: z.string().default('Up to 60% off laptops, SSDs & monitors'),
  /** ISO 8601 with offset, e.g. 2026-12-31T23:59:59+05:30 (IST). */
  ends_at: z.iso.datetime({ offset: true }).default('2026-12-31T23:59:59+05:30'),
  cta: linkSchema.default({ label: 'Shop the sale', href: '/product/hot-deals' }),
  ended_message: z.string().min(1).default('The Year-End Tech Sale has ended. Thank you for shopping with us!'),
  tone: barToneSchema.default('accent'),
});
export type PromotionalHeader3Props = z.output<typeof promotionalHeader3PropsSchema>;

export const promotionalHeader4PropsSchema = z.object({
  show_phone: z.boolean().default(true),
  show_email: z.boolean().default(true),
  /** Shown beside the phone number on wider screens. */
  hours: z.string().default('Mon–Sat, 10 am – 7 pm'),
  links: z.array(linkSchema).default([
    { label: 'Track order', href: '/product/track-order' },
    { label: 'Help', href: '/customer-support' },
    { label: 'Gift cards', href: '/gift-card' },
  ]),
  tone: barToneSchema.default('soft'),
});
export type PromotionalHeader4Props = z.output<typeof promotionalHeader4PropsSchema>;
