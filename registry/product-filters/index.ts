import { definePattern, type SectionDefinition } from '../types';
import { productFilters1PropsSchema, productFilters2PropsSchema } from '../../schemas/sections/listing';

/**
 * Filters of a listing page. They read and write the query string through the
 * page's listing (src/features/catalog/listing), so the URL always says what
 * is shown. Both start as a 40px bar: on desktops pattern 1 grows in its own column, so nothing below moves.
 */
export const productFilters: SectionDefinition = {
  name: 'product-filters',
  label: 'Product filters',
  patterns: {
    1: definePattern({
      label: 'Side panel',
      schema: productFilters1PropsSchema,
      load: () => import('./ProductFilters1'),
      skeleton: { mobile: 40, desktop: 40 },
    }),
    2: definePattern({
      label: 'Top bar',
      schema: productFilters2PropsSchema,
      load: () => import('./ProductFilters2'),
      skeleton: { mobile: 40, desktop: 40 },
    }),
  },
};
