import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { subHeader1PropsSchema } from '../../schemas/sections/sub-header';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const subHeaderExamples: SectionExamples = {
  1: { 'text only, centred': { show_icons: false, align: 'center' } } satisfies PatternExamples<typeof subHeader1PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const subHeaderDescriptions: PatternDescriptions = {
  1: "A horizontally scrolling strip of the menu's sub-header items, the current one underlined.",
};
