import type { PatternExamples, SectionExamples } from '../types';
import type { footer1PropsSchema, footer2PropsSchema } from '../../schemas/sections/footer';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const footerExamples: SectionExamples = {
  1: { 'no payments': { payment_methods: [], about: '' } } satisfies PatternExamples<typeof footer1PropsSchema>,
  2: { 'without newsletter': { show_newsletter: false } } satisfies PatternExamples<typeof footer2PropsSchema>,
};
