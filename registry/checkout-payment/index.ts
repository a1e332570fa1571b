import { definePattern, type SectionDefinition } from '../types';
import { checkoutPayment1PropsSchema } from '../../schemas/sections/checkout';

/** Skeleton heights: three methods, the wallet line and the button, at 390 and 1280 px. */
export const checkoutPayment: SectionDefinition = {
  name: 'checkout-payment',
  label: 'Checkout payment',
  patterns: {
    1: definePattern({
      label: 'Methods and pay button',
      schema: checkoutPayment1PropsSchema,
      load: () => import('./CheckoutPayment1'),
      skeleton: { mobile: 520, desktop: 460 },
    }),
  },
};
