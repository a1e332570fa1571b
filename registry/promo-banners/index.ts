import { definePattern, type SectionDefinition } from '../types';
import { promoBanners1PropsSchema, promoBanners2PropsSchema } from '../../schemas/sections/home';

/** Skeleton heights are the fixed heights in each pattern's CSS. */
export const promoBanners: SectionDefinition = {
  name: 'promo-banners',
  label: 'Promotional banners',
  patterns: {
    1: definePattern({
      label: 'Offer cards',
      description: 'Two or three offer cards with a call to action; side by side on desktops, a row that scrolls and snaps on phones.',
      schema: promoBanners1PropsSchema,
      load: () => import('./PromoBanners1'),
      skeleton: { mobile: 220, desktop: 228 },
    }),
    2: definePattern({
      label: 'Coupon banner',
      description: 'One wide banner with the offer, a coupon code and its Copy button, and a call to action.',
      schema: promoBanners2PropsSchema,
      load: () => import('./PromoBanners2'),
      skeleton: { mobile: 274, desktop: 196 },
    }),
  },
};
