import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type {
  promotionalHeader1PropsSchema,
  promotionalHeader2PropsSchema,
  promotionalHeader3PropsSchema,
  promotionalHeader4PropsSchema,
} from '../../schemas/sections/promotional-header';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const promotionalHeaderExamples: SectionExamples = {
  1: {
    'dark, no link': { message: 'GST invoice on every order', link_label: '', tone: 'dark' },
    festive: { message: 'Diwali Tech Sale: extra 10% off with SBI cards', link_label: 'See offers', tone: 'accent' },
  } satisfies PatternExamples<typeof promotionalHeader1PropsSchema>,
  2: { 'brand, fast': { tone: 'brand', interval_seconds: 3 } } satisfies PatternExamples<typeof promotionalHeader2PropsSchema>,
  3: {
    'Diwali, ended': { title: 'Diwali Tech Sale', ends_at: '2026-11-10T23:59:59+05:30', tone: 'brand' },
  } satisfies PatternExamples<typeof promotionalHeader3PropsSchema>,
  4: { dark: { tone: 'dark', hours: '' } } satisfies PatternExamples<typeof promotionalHeader4PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const promotionalHeaderDescriptions: PatternDescriptions = {
  1: "A slim strip with one message and an optional link.",
  2: "Several messages in turn, with pause and next buttons; still for reduced motion.",
  3: "Sale title, days/hours/minutes/seconds to the end and a call to action.",
  4: "Phone and e-mail from the business details, with Track order, Help and Gift cards links.",
};
