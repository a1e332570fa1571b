import { definePattern, type SectionDefinition } from '../types';
import { wishlistItems1PropsSchema, wishlistItems2PropsSchema } from '../../schemas/sections/wishlist';

export const wishlistItems: SectionDefinition = {
  name: 'wishlist-items',
  label: 'Wishlist items',
  patterns: {
    1: definePattern({
      label: 'Card grid',
      description: 'Saved products as cards, two across on phones and four on desktops, each with "Move to cart" and a remove button.',
      schema: wishlistItems1PropsSchema,
      load: () => import('./WishlistItems1'),
      skeleton: { mobile: 820, desktop: 480 },
      examples: {
        'gift ideas': {
          title: 'Gift ideas you saved',
          move_to_cart_label: 'Buy this gift',
          empty_cta: { label: 'Shop gift cards', href: '/gift-card' },
        },
      },
    }),
    2: definePattern({
      label: 'Rows with stock',
      description: 'Saved products as rows with price, whether each is in stock, "Add to cart" and remove.',
      schema: wishlistItems2PropsSchema,
      load: () => import('./WishlistItems2'),
      skeleton: { mobile: 700, desktop: 500 },
      examples: {
        'move on adding': {
          title: 'Price watch',
          add_to_cart_label: 'Move to cart',
          keep_after_adding: false,
        },
      },
    }),
  },
};
