import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { footer1PropsSchema, footer2PropsSchema } from '../../schemas/sections/footer';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const footerExamples: SectionExamples = {
  1: { 'no payments': { payment_methods: [], about: '' } } satisfies PatternExamples<typeof footer1PropsSchema>,
  2: { 'without newsletter': { show_newsletter: false } } satisfies PatternExamples<typeof footer2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const footerDescriptions: PatternDescriptions = {
  1: "Brand and about text, shop and customer-service links, contact, social icons, payment methods and copyright on a dark ground.",
  2: "Newsletter band, one row of links, social icons and the copyright on white.",
};
