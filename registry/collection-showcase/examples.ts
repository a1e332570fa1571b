import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { collectionShowcase1PropsSchema, collectionShowcase2PropsSchema } from '../../schemas/sections/catalog-home';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const collectionShowcaseExamples: SectionExamples = {
  1: {
    'three for work and play': { title: 'Set up for the year', subtitle: '', collections: ['work-from-home', 'gaming-rigs', 'student-essentials'], limit: 3 },
  } satisfies PatternExamples<typeof collectionShowcase1PropsSchema>,
  2: {
    'gifting picks': { title: 'Gifts they will use', subtitle: 'Collections that make easy presents', collections: ['tech-jewellery', 'student-essentials'], limit: 2, explore_label: 'Shop gifts' },
  } satisfies PatternExamples<typeof collectionShowcase2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const collectionShowcaseDescriptions: PatternDescriptions = {
  1: "A large feature card for the first collection and up to four smaller cards beside it, each in its own tone.",
  2: "Horizontal collection cards with picture, tagline and \"Explore\": a swiping row on phones, two across on desktops.",
};
