import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { productSummarySchema } from './catalog';
import { catalogLocaleParam } from './catalog-translations';

/** The wishlist calls, exactly as the spec names them (section 7): signed-in shoppers only. */

export const wishlistPaths = {
  items: 'website/wishlist/wishlist-items',
  add: 'website/wishlist/add-to-wishlist',
  remove: 'website/wishlist/remove-from-wishlist',
} as const;

/**
 * GET wishlist-items query; user_id 0 (a guest) is refused with 401 by the
 * server. `locale`, beside the spec's fields: the language of the products' titles.
 */
export const wishlistOwnerSchema = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4), locale: catalogLocaleParam });

/** POST add-to-wishlist and DELETE remove-from-wishlist form. */
export const wishlistFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  product_id: wholeNumber('product_id', 1, MAX_INT4),
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
