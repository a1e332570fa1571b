import * as z from 'zod/mini';
import { productSummarySchema } from './catalog';

/** The wishlist calls, exactly as the spec names them (section 7): signed-in shoppers only. */

export const wishlistPaths = {
  items: 'website/wishlist/wishlist-items',
  add: 'website/wishlist/add-to-wishlist',
  remove: 'website/wishlist/remove-from-wishlist',
} as const;

const formId = (name: string) =>
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{1,12}$/, `${name} must be a whole number`)),
    z.pipe(z.transform((s: string) => Number(s)), z.int().check(z.gte(1, `${name} must be at least 1`), z.lte(2_147_483_647, `${name} is too large`))),
  );

/** GET wishlist-items query; user_id 0 (a guest) is refused with 401 by the server. */
export const wishlistOwnerSchema = z.object({ user_id: formId('user_id') });

/** POST add-to-wishlist and DELETE remove-from-wishlist form. */
export const wishlistFormSchema = z.object({
  user_id: formId('user_id'),
  product_id: formId('product_id'),
});

/** A wishlist line: its id and the product as a card shows it. */
export const wishlistItemSchema = z.object({
  id: z.int().check(z.positive()),
  product_id: z.int().check(z.positive()),
  added_at: z.string(),
  product: productSummarySchema,
});
export type WishlistItem = z.output<typeof wishlistItemSchema>;
export const wishlistItemListSchema = z.array(wishlistItemSchema);

/** other_data of add-to-wishlist. */
export const wishlistCountSchema = z.object({ wishlist_count: z.int().check(z.gte(0)) });
