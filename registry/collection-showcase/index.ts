import { definePattern, type SectionDefinition } from '../types';
import { collectionShowcase1PropsSchema, collectionShowcase2PropsSchema } from '../../schemas/sections/catalog-home';

/** Skeleton heights are the sections' heights with their default props, measured at 390px and 1280px. */
export const collectionShowcase: SectionDefinition = {
  name: 'collection-showcase',
  label: 'Collection showcase',
  patterns: {
    1: definePattern({
      label: 'Bento',
      description: 'A large feature card for the first collection and up to four smaller cards beside it, each in its own tone.',
      schema: collectionShowcase1PropsSchema,
      load: () => import('./CollectionShowcase1'),
      skeleton: { mobile: 677, desktop: 579 },
    }),
    2: definePattern({
      label: 'Wide cards',
      description: 'Horizontal collection cards with picture, tagline and "Explore": a swiping row on phones, two across on desktops.',
      schema: collectionShowcase2PropsSchema,
      load: () => import('./CollectionShowcase2'),
      skeleton: { mobile: 240, desktop: 507 },
    }),
  },
};
