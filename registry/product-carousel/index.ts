import { definePattern, type SectionDefinition } from '../types';
import { productCarousel1PropsSchema, productCarousel2PropsSchema } from '../../schemas/sections/catalog-home';

/** Skeleton heights are the sections' heights with their default props, measured at 390px and 1280px. */
export const productCarousel: SectionDefinition = {
  name: 'product-carousel',
  label: 'Product carousel',
  patterns: {
    1: definePattern({
      label: 'Product rail',
      description: 'A titled row of product cards that scrolls sideways, with "View all". Sources: best sellers, hot deals, new arrivals, a category or a collection.',
      schema: productCarousel1PropsSchema,
      load: () => import('./ProductCarousel1'),
      skeleton: { mobile: 463, desktop: 523 },
    }),
    2: definePattern({
      label: 'Deals grid',
      description: 'A grid of product cards led by a large highlighted "deal of the day": two columns on phones, five on desktops.',
      schema: productCarousel2PropsSchema,
      load: () => import('./ProductCarousel2'),
      skeleton: { mobile: 1494, desktop: 927 },
    }),
  },
};
