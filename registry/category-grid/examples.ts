import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
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

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const categoryGridDescriptions: PatternDescriptions = {
  1: "Category tiles with pictures and product counts: three across on phones, six on desktops.",
  2: "A \"shop by category\" row of round picture chips with names; swipes on phones, fits one line on desktops.",
};
