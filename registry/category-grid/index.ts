import { definePattern, type SectionDefinition } from '../types';
import { categoryGrid1PropsSchema, categoryGrid2PropsSchema } from '../../schemas/sections/catalog-home';

/** Skeleton heights are the sections' heights with their default props, measured at 390px and 1280px. */
export const categoryGrid: SectionDefinition = {
  name: 'category-grid',
  label: 'Category grid',
  patterns: {
    1: definePattern({
      label: 'Picture tiles',
      schema: categoryGrid1PropsSchema,
      load: () => import('./CategoryGrid1'),
      skeleton: { mobile: 792, desktop: 631 },
    }),
    2: definePattern({
      label: 'Round chips',
      schema: categoryGrid2PropsSchema,
      load: () => import('./CategoryGrid2'),
      skeleton: { mobile: 203, desktop: 246 },
    }),
  },
};
