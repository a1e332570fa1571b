import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { header1PropsSchema, header2PropsSchema, header3PropsSchema, header4PropsSchema } from '../../schemas/sections/header';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const headerExamples: SectionExamples = {
  1: { 'no nav row': { show_nav_row: false, show_wishlist: false } } satisfies PatternExamples<typeof header1PropsSchema>,
  2: { 'no tagline': { tagline: '' } } satisfies PatternExamples<typeof header2PropsSchema>,
  3: { 'icons only': { show_action_labels: false, categories_label: 'Shop by category' } } satisfies PatternExamples<typeof header3PropsSchema>,
  4: { 'no search': { show_search: false } } satisfies PatternExamples<typeof header4PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const headerDescriptions: PatternDescriptions = {
  1: "Logo, wide search and actions with badges; a row of main links on desktop; drawer and search row on phones.",
  2: "Logo in the middle with the main links split either side; search unfolds from an icon.",
  3: "Bold bar in the brand colour with an All categories panel, a white search with a button and captioned actions.",
  4: "One slim white line: logo, inline links and icon actions over a hairline.",
};
