import * as z from 'zod/mini';
import { localeFieldSchema } from '../locale';
import { int4, MAX_INT4, wholeNumber } from '../zod-helpers';
import { emailSchema } from './identity';

/**
 * "Notify me when back in stock": a shopper asks to be e-mailed once when an
 * out-of-stock product (or the variant they picked) has stock again. Who asks
 * comes from the session cookie (an account) or the guest's own browser
 * cookie, never from these fields.
 */

export const stockAlertPaths = {
  /** POST: ask; GET ?product_id&variant_id: this shopper's request for it, if any. */
  alerts: 'website/stock-alerts',
  /** DELETE: cancel one's own request. */
  alert: (id: number) => `website/stock-alerts/${id}`,
} as const;

export const STOCK_ALERT_MESSAGES = {
  subscribed: (email: string) => `We’ll e-mail you at ${email} when it’s back`,
  cancelled: 'Done. We will not e-mail you about it.',
  inStock: 'This is in stock now: add it to your cart instead',
  productMissing: 'Product not found',
  variantMissing: 'This option of the product was not found',
  emailNeeded: 'Enter the e-mail address to notify',
  alertMissing: 'No such alert',
} as const;

const id = (name: string) => wholeNumber(name, 1, MAX_INT4);

/** Empty or 0 means none: the product as a whole. */
const optionalVariant = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^(0|[1-9]\d{0,11})?$/, 'variant_id must be a whole number')),
    z.pipe(
      z.transform((s: string) => (s === '' || s === '0' ? undefined : Number(s))),
      // Ids are integer columns: a larger number names no variant, and must not reach the database.
      z.optional(int4(`variant_id must be at most ${MAX_INT4}`)),
    ),
  ),
);

const formFlag = z.pipe(z._default(z.enum(['0', '1', 'true', 'false']), 'false'), z.transform((v) => v === '1' || v === 'true'));

/** What a request names: a product and, when it has them, the variant picked. */
export const stockAlertTargetSchema = z.object({
  product_id: id('product_id'),
  variant_id: optionalVariant,
});
export type StockAlertTarget = z.output<typeof stockAlertTargetSchema>;

/**
 * POST alerts (form). A guest gives the address; a signed-in shopper may leave
 * it out to use the one on the account. save_email keeps a given address on
 * the profile of an account that has no e-mail (a phone sign-up).
 */
export const subscribeFormSchema = z.extend(stockAlertTargetSchema, {
  email: z.optional(emailSchema),
  save_email: formFlag,
  /** The page's language: the "it's back" e-mail speaks it. */
  locale: localeFieldSchema,
});
export type SubscribeForm = z.input<typeof subscribeFormSchema>;

export const stockAlertSchema = z.object({
  id: z.int().check(z.positive()),
  product_id: z.int().check(z.positive()),
  variant_id: z.nullable(z.int().check(z.positive())),
  email: z.string(),
  created_at: z.string(),
});
export type StockAlert = z.output<typeof stockAlertSchema>;

/**
 * GET alerts, and the answer to POST and DELETE. `alert`: this shopper's
 * waiting request for the product or variant, null when none (or when the
 * address was already waiting through another browser, which alone may cancel
 * it). `email`: with an alert, the address it e-mails; without, the address a
 * one-click request would use, '' when the page must ask for one.
 */
export const stockAlertStateSchema = z.object({
  alert: z.nullable(stockAlertSchema),
  email: z.string(),
});
export type StockAlertState = z.output<typeof stockAlertStateSchema>;
