import { definePattern, type SectionDefinition } from '../types';
import { checkoutSummary1PropsSchema, checkoutSummary2PropsSchema } from '../../schemas/sections/checkout';

/** Skeleton heights: three items and the figures, at 390 and 1280 px (the phone bar is fixed, outside the flow). */
export const checkoutSummary: SectionDefinition = {
  name: 'checkout-summary',
  label: 'Checkout summary',
  patterns: {
    1: definePattern({
      label: 'Summary card',
      schema: checkoutSummary1PropsSchema,
      load: () => import('./CheckoutSummary1'),
      skeleton: { mobile: 560, desktop: 520 },
    }),
    2: definePattern({
      label: 'Summary with phone bar',
      schema: checkoutSummary2PropsSchema,
      load: () => import('./CheckoutSummary2'),
      skeleton: { mobile: 560, desktop: 520 },
    }),
  },
};
