import { definePattern, type SectionDefinition } from '../types';
import { checkoutCoupons1PropsSchema, checkoutCoupons2PropsSchema } from '../../schemas/sections/checkout';

/** Skeleton heights: the code box and three offers (pattern 1), the code box alone (pattern 2). */
export const checkoutCoupons: SectionDefinition = {
  name: 'checkout-coupons',
  label: 'Checkout coupons',
  patterns: {
    1: definePattern({
      label: 'Offers with code box',
      schema: checkoutCoupons1PropsSchema,
      load: () => import('./CheckoutCoupons1'),
      skeleton: { mobile: 520, desktop: 420 },
    }),
    2: definePattern({
      label: 'Code box, offers in a sheet',
      schema: checkoutCoupons2PropsSchema,
      load: () => import('./CheckoutCoupons2'),
      skeleton: { mobile: 170, desktop: 150 },
    }),
  },
};
