import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { imageSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { cartPaths } from './cart-keys';

/**
 * The cart calls, exactly as the spec names them (section 7): form or query
 * fields user_id (0 for a guest), session_id, product_id, qty, mrp, price and
 * size (JSON). The server takes prices from the database; the mrp and price a
 * browser sends are accepted for compatibility and ignored.
 */

/** The most units of one product and variant a cart line may hold. */
export const MAX_QTY_PER_LINE = 10;

export { cartPaths };

/** A browser's session id (spec section 1): a UUID in practice; any id-like token is accepted. */
export const sessionIdSchema = z.string().check(
  z.trim(),
  z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'session_id must be 8 to 64 letters, digits, hyphens or underscores'),
);

/**
 * The chosen variant, JSON-encoded in `size`: {"variant_id": 12, "label": "16 GB / 1 TB"}.
 * Empty, "{}" or "null" means the product has no variants to choose.
 */
export const cartSizeValueSchema = z.object({
  variant_id: z.optional(z.int().check(z.positive())),
  label: z.optional(z.string().check(z.maxLength(120))),
});
export type CartSize = z.output<typeof cartSizeValueSchema>;

export const cartSizeFieldSchema = z.pipe(
  z.string().check(z.maxLength(500, 'size is too long')),
  z.transform((raw: string, ctx): CartSize => {
    const text = raw.trim();
    if (text === '' || text === 'null') return {};
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'size must be JSON, e.g. {"variant_id": 12}', input: raw });
      return {};
    }
    const parsed = cartSizeValueSchema.safeParse(json);
    if (!parsed.success) {
      ctx.issues.push({ code: 'custom', message: 'size must be an object with a numeric variant_id', input: raw });
      return {};
    }
    return parsed.data;
  }),
);

export function encodeCartSize(size: CartSize): string {
  return size.variant_id === undefined ? '{}' : JSON.stringify(size);
}

/** Who owns the cart: user_id 0 and the session for a guest. */
export const cartOwnerFormSchema = z.object({
  user_id: wholeNumber('user_id', 0, MAX_INT4),
  session_id: sessionIdSchema,
});
export type CartOwner = z.output<typeof cartOwnerFormSchema>;

/** POST website/cart/add */
export const cartAddFormSchema = z.object({
  ...cartOwnerFormSchema.shape,
  product_id: wholeNumber('product_id', 1, MAX_INT4),
  qty: z._default(wholeNumber('qty', 1, MAX_QTY_PER_LINE), 1),
  /** Ignored: the server prices from the database. */
  mrp: z.optional(z.string()),
  price: z.optional(z.string()),
  size: z._default(cartSizeFieldSchema, {}),
});

/** PUT website/cart/update-quantity: sets the line's quantity (not a delta). */
export const cartUpdateFormSchema = z.object({
  ...cartOwnerFormSchema.shape,
  product_id: wholeNumber('product_id', 1, MAX_INT4),
  qty: wholeNumber('qty', 1, MAX_QTY_PER_LINE),
  size: z._default(cartSizeFieldSchema, {}),
});

/** One cart line as GET website/cart/cart-items returns it; prices are today's, in paise. */
export const cartItemSchema = z.object({
  id: z.int().check(z.positive()),
  product_id: z.int().check(z.positive()),
  qty: z.int().check(z.positive()),
  mrp: z.int().check(z.gte(0)),
  price: z.int().check(z.gte(0)),
  /** As sent, JSON: {"variant_id": …, "label": …} or "{}". */
  size: z.string(),
  variant_label: z.string(),
  title: z.string(),
  slug: z.string(),
  brand: z.string(),
  image: imageSchema,
  /** Units available now; the line can be raised up to max_qty. */
  stock: z.int().check(z.gte(0)),
  max_qty: z.int().check(z.gte(0)),
});
export type CartItem = z.output<typeof cartItemSchema>;
export const cartItemListSchema = z.array(cartItemSchema);

/** other_data of cart and wishlist changes: the header badges. */
export const cartCountsSchema = z.object({
  cart_count: z.int().check(z.gte(0)),
  wishlist_count: z.int().check(z.gte(0)),
});
export type CartCounts = z.output<typeof cartCountsSchema>;

/** The cart as the storefront holds it: the lines and the header badges, when the server sent them. */
export interface CartData {
  lines: CartItem[];
  counts: CartCounts | null;
}

const cartBodySchema = envelopeSchema(cartItemListSchema);

/** The cart GET's body (lines in `data`, badges in `other_data`) as CartData; null when it does not parse or was refused. */
export function parseCartBody(body: unknown): CartData | null {
  const parsed = cartBodySchema.safeParse(body);
  if (!parsed.success || !parsed.data.status) return null;
  const counts = cartCountsSchema.safeParse(parsed.data.other_data);
  return { lines: parsed.data.data, counts: counts.success ? counts.data : null };
}

/** Totals in paise, for the summary box. */
export interface CartTotals {
  items: number;
  mrp: number;
  price: number;
  savings: number;
}

export function cartTotals(lines: readonly Pick<CartItem, 'qty' | 'mrp' | 'price'>[]): CartTotals {
  let items = 0;
  let mrp = 0;
  let price = 0;
  for (const line of lines) {
    items += line.qty;
    mrp += line.mrp * line.qty;
    price += line.price * line.qty;
  }
  return { items, mrp, price, savings: mrp - price };
}
