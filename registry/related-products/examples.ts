import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { relatedProducts1PropsSchema, relatedProducts2PropsSchema } from '../../schemas/sections/product-details';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const relatedProductsExamples: SectionExamples = {
  1: {
    'accessories row': { title: 'Complete your setup', subtitle: 'Mice, keyboards and bags that go with it', limit: 8 },
  } satisfies PatternExamples<typeof relatedProducts1PropsSchema>,
  2: {
    'five across': { title: 'Customers also viewed', columns: 5, limit: 10 },
  } satisfies PatternExamples<typeof relatedProducts2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const relatedProductsDescriptions: PatternDescriptions = {
  1: "One swipeable row of product cards with previous/next buttons on desktops.",
  2: "A grid of product cards: two a row on phones, three to five on desktops.",
};
