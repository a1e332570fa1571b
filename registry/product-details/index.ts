import { definePattern, type SectionDefinition } from '../types';
import { productDetails1PropsSchema, productDetails2PropsSchema } from '../../schemas/sections/product-details';

/**
 * The product itself, from the product page's context: pictures, buy box,
 * highlights, description and specifications. Skeleton heights are those of a
 * typical laptop page (five pictures, two option groups, ten specifications).
 */
export const productDetails: SectionDefinition = {
  name: 'product-details',
  label: 'Product details',
  patterns: {
    1: definePattern({
      label: 'Gallery left, sticky buy box',
      schema: productDetails1PropsSchema,
      load: () => import('./ProductDetails1'),
      skeleton: { mobile: 1500, desktop: 1100 },
    }),
    2: definePattern({
      label: 'Gallery on top, two columns',
      schema: productDetails2PropsSchema,
      load: () => import('./ProductDetails2'),
      skeleton: { mobile: 1500, desktop: 1000 },
    }),
  },
};
