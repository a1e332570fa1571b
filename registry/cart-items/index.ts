import { definePattern, type SectionDefinition } from '../types';
import { cartItems1PropsSchema, cartItems2PropsSchema } from '../../schemas/sections/cart';

/** Skeleton heights: three lines and the summary, as measured at 390 and 1280 px. */
export const cartItems: SectionDefinition = {
  name: 'cart-items',
  label: 'Cart items',
  patterns: {
    1: definePattern({
      label: 'Lines with side summary',
      schema: cartItems1PropsSchema,
      load: () => import('./CartItems1'),
      skeleton: { mobile: 1100, desktop: 600 },
    }),
    2: definePattern({
      label: 'Compact lines, summary below',
      schema: cartItems2PropsSchema,
      load: () => import('./CartItems2'),
      skeleton: { mobile: 1000, desktop: 880 },
    }),
  },
};
