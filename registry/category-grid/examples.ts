import type { PatternExamples, SectionExamples } from '../types';
import type { categoryGrid1PropsSchema, categoryGrid2PropsSchema } from '../../schemas/sections/catalog-home';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const categoryGridExamples: SectionExamples = {
  1: {
    'PC builder picks': {
      title: 'Build your PC',
      categories: ['processors', 'graphics-cards', 'memory', 'storage', 'monitors', 'keyboards-mice'],
      limit: 6,
      show_counts: true,
    },
  } satisfies PatternExamples<typeof categoryGrid1PropsSchema>,
  2: {
    'with counts': { title: 'Browse categories', show_counts: true, limit: 10 },
  } satisfies PatternExamples<typeof categoryGrid2PropsSchema>,
};
