import { definePattern, type SectionDefinition } from '../types';
import { relatedProducts1PropsSchema, relatedProducts2PropsSchema } from '../../schemas/sections/product-details';

/** Products related to the one on the page (its `related` list); the section hides itself when there are none. */
export const relatedProducts: SectionDefinition = {
  name: 'related-products',
  label: 'Related products',
  patterns: {
    1: definePattern({
      label: 'Product row',
      schema: relatedProducts1PropsSchema,
      load: () => import('./RelatedProducts1'),
      skeleton: { mobile: 420, desktop: 480 },
    }),
    2: definePattern({
      label: 'Product grid',
      schema: relatedProducts2PropsSchema,
      load: () => import('./RelatedProducts2'),
      skeleton: { mobile: 1200, desktop: 900 },
    }),
  },
};
