import { definePattern, type SectionDefinition } from '../types';
import { promoBanners1PropsSchema, promoBanners2PropsSchema } from '../../schemas/sections/home';

/** Skeleton heights are the fixed heights in each pattern's CSS. */
export const promoBanners: SectionDefinition = {
  name: 'promo-banners',
  label: 'Promotional banners',
  patterns: {
    1: definePattern({
      label: 'Offer cards',
      schema: promoBanners1PropsSchema,
      load: () => import('./PromoBanners1'),
      skeleton: { mobile: 220, desktop: 228 },
    }),
    2: definePattern({
      label: 'Coupon banner',
      schema: promoBanners2PropsSchema,
      load: () => import('./PromoBanners2'),
      skeleton: { mobile: 274, desktop: 196 },
    }),
  },
};
