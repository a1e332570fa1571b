import { definePattern, type SectionDefinition } from '../types';
import { checkoutDelivery1PropsSchema } from '../../schemas/sections/checkout';

/** Skeleton heights: three short lines and the note, at 390 and 1280 px. */
export const checkoutDelivery: SectionDefinition = {
  name: 'checkout-delivery',
  label: 'Checkout delivery',
  patterns: {
    1: definePattern({
      label: 'Delivery line',
      schema: checkoutDelivery1PropsSchema,
      load: () => import('./CheckoutDelivery1'),
      skeleton: { mobile: 210, desktop: 180 },
    }),
  },
};
