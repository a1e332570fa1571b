import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { trustStrip1PropsSchema, trustStrip2PropsSchema } from '../../schemas/sections/home';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const trustStripExamples: SectionExamples = {
  1: {
    'business buyers': {
      items: [
        { icon: 'receipt', title: 'GST invoice', text: 'Claim input credit' },
        { icon: 'wallet', title: 'No-cost EMI', text: 'HDFC & ICICI cards' },
        { icon: 'lock', title: 'Secure payments', text: 'UPI, cards & net banking' },
        { icon: 'headset', title: 'Expert help', text: 'Mon–Sat, 10 am – 7 pm' },
      ],
    },
  } satisfies PatternExamples<typeof trustStrip1PropsSchema>,
  2: {
    'three badges': {
      items: [
        { icon: 'shield', title: 'Genuine products', text: 'Brand warranty' },
        { icon: 'receipt', title: 'GST invoice', text: 'Claim input credit' },
        { icon: 'truck', title: 'Same-day delivery in Pune', text: 'Orders before 2 pm' },
      ],
    },
  } satisfies PatternExamples<typeof trustStrip2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const trustStripDescriptions: PatternDescriptions = {
  1: "Four icon badges with a title and a line of detail: 2 × 2 on phones, four across on desktops.",
  2: "One slim line of badges between hairline dividers; scrolls sideways on narrow phones.",
};
