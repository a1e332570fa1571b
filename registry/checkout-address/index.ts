import { definePattern, type SectionDefinition } from '../types';
import { checkoutAddress1PropsSchema, checkoutAddress2PropsSchema } from '../../schemas/sections/checkout';

/** Skeleton heights: two address cards and the add button, as measured at 390 and 1280 px. */
export const checkoutAddress: SectionDefinition = {
  name: 'checkout-address',
  label: 'Checkout address',
  patterns: {
    1: definePattern({
      label: 'Address cards',
      schema: checkoutAddress1PropsSchema,
      load: () => import('./CheckoutAddress1'),
      skeleton: { mobile: 420, desktop: 330 },
    }),
    2: definePattern({
      label: 'Compact choice',
      schema: checkoutAddress2PropsSchema,
      load: () => import('./CheckoutAddress2'),
      skeleton: { mobile: 150, desktop: 110 },
    }),
  },
};
