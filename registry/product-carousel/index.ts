import { definePattern, type SectionDefinition } from '../types';
import { productCarousel1PropsSchema, productCarousel2PropsSchema } from '../../schemas/sections/catalog-home';

/** Skeleton heights are the sections' heights with their default props, measured at 390px and 1280px. */
export const productCarousel: SectionDefinition = {
  name: 'product-carousel',
  label: 'Product carousel',
  patterns: {
    1: definePattern({
      label: 'Product rail',
      schema: productCarousel1PropsSchema,
      load: () => import('./ProductCarousel1'),
      skeleton: { mobile: 463, desktop: 523 },
    }),
    2: definePattern({
      label: 'Deals grid',
      schema: productCarousel2PropsSchema,
      load: () => import('./ProductCarousel2'),
      skeleton: { mobile: 1494, desktop: 927 },
    }),
  },
};
