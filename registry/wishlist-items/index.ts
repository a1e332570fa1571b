import { definePattern, type SectionDefinition } from '../types';
import { wishlistItems1PropsSchema, wishlistItems2PropsSchema } from '../../schemas/sections/wishlist';

export const wishlistItems: SectionDefinition = {
  name: 'wishlist-items',
  label: 'Wishlist items',
  patterns: {
    1: definePattern({
      label: 'Card grid',
      schema: wishlistItems1PropsSchema,
      load: () => import('./WishlistItems1'),
      skeleton: { mobile: 820, desktop: 480 },
    }),
    2: definePattern({
      label: 'Rows with stock',
      schema: wishlistItems2PropsSchema,
      load: () => import('./WishlistItems2'),
      skeleton: { mobile: 700, desktop: 500 },
    }),
  },
};
