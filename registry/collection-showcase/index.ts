import { definePattern, type SectionDefinition } from '../types';
import { collectionShowcase1PropsSchema, collectionShowcase2PropsSchema } from '../../schemas/sections/catalog-home';

/** Skeleton heights are the sections' heights with their default props, measured at 390px and 1280px. */
export const collectionShowcase: SectionDefinition = {
  name: 'collection-showcase',
  label: 'Collection showcase',
  patterns: {
    1: definePattern({
      label: 'Bento',
      schema: collectionShowcase1PropsSchema,
      load: () => import('./CollectionShowcase1'),
      skeleton: { mobile: 677, desktop: 579 },
    }),
    2: definePattern({
      label: 'Wide cards',
      schema: collectionShowcase2PropsSchema,
      load: () => import('./CollectionShowcase2'),
      skeleton: { mobile: 240, desktop: 507 },
    }),
  },
};
