import * as z from 'zod/mini';
import { flag, requiredText, text, withDefault } from '../zod-helpers';
import { linkSchema } from './common';

/** Props of the wishlist page's saved-items list. */

const wishlistItemsBase = {
  title: requiredText('Saved for later'),
  empty_title: requiredText('Your wishlist is empty'),
  empty_text: text('Tap the heart on any product to save it for later and watch its price.'),
  empty_cta: withDefault(linkSchema, { label: 'Find something you like', href: '/products' }),
};

export const wishlistItems1PropsSchema = z.object({
  ...wishlistItemsBase,
  /** Moving to the cart also takes the product off the wishlist. */
  move_to_cart_label: requiredText('Move to cart'),
});
export type WishlistItems1Props = z.output<typeof wishlistItems1PropsSchema>;

export const wishlistItems2PropsSchema = z.object({
  ...wishlistItemsBase,
  add_to_cart_label: requiredText('Add to cart'),
  /** Keeps the product on the wishlist after adding it to the cart. */
  keep_after_adding: flag(true),
});
export type WishlistItems2Props = z.output<typeof wishlistItems2PropsSchema>;

export type WishlistEmptyProps = Pick<WishlistItems1Props, 'empty_title' | 'empty_text' | 'empty_cta'>;
