import { definePattern, type SectionDefinition } from '../types';
import { checkoutSummary1PropsSchema, checkoutSummary2PropsSchema } from '../../schemas/sections/checkout';

/** Skeleton heights at 390 and 1280 px: three items and the figures; the figures and the folded items' toggle. */
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
      label: 'Compact summary',
      schema: checkoutSummary2PropsSchema,
      load: () => import('./CheckoutSummary2'),
      skeleton: { mobile: 380, desktop: 380 },
    }),
  },
};
