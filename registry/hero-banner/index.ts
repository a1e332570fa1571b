import { definePattern, type SectionDefinition } from '../types';
import { heroBanner1PropsSchema, heroBanner2PropsSchema } from '../../schemas/sections/home';

/** Skeleton heights are the fixed heights in each pattern's CSS. */
export const heroBanner: SectionDefinition = {
  name: 'hero-banner',
  label: 'Hero banner',
  patterns: {
    1: definePattern({
      label: 'Slider',
      schema: heroBanner1PropsSchema,
      load: () => import('./HeroBanner1'),
      skeleton: { mobile: 424, desktop: 420 },
    }),
    2: definePattern({
      label: 'Split with spotlights',
      schema: heroBanner2PropsSchema,
      load: () => import('./HeroBanner2'),
      skeleton: { mobile: 576, desktop: 400 },
    }),
  },
};
