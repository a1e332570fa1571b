import { definePattern, type SectionDefinition } from '../types';
import { productListing1PropsSchema, productListing2PropsSchema } from '../../schemas/sections/listing';

/**
 * The products of a listing page. What is listed comes from the route and the
 * query string (src/features/catalog/listing); the skeletons hold a first
 * screenful of cards while the chunk loads.
 */
export const productListing: SectionDefinition = {
  name: 'product-listing',
  label: 'Product listing',
  patterns: {
    1: definePattern({
      label: 'Grid',
      schema: productListing1PropsSchema,
      load: () => import('./ProductListing1'),
      skeleton: { mobile: 1200, desktop: 1100 },
    }),
    2: definePattern({
      label: 'List with key facts',
      schema: productListing2PropsSchema,
      load: () => import('./ProductListing2'),
      skeleton: { mobile: 1400, desktop: 1300 },
    }),
  },
};
