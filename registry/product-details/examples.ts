import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { productDetails1PropsSchema, productDetails2PropsSchema } from '../../schemas/sections/product-details';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const productDetailsExamples: SectionExamples = {
  1: {
    'no EMI, plain buy box': {
      emi_months: 0,
      sticky_buy_box: false,
      assurances: ['GST invoice', '10-day replacement', 'Cash on delivery'],
    },
  } satisfies PatternExamples<typeof productDetails1PropsSchema>,
  2: {
    'two pictures across, specifications only': {
      pictures_across: 2,
      show_highlights: false,
      show_description: false,
      delivery_lines: [
        { icon: 'truck', text: 'Same-day delivery in Pune for orders before 2 pm' },
        { icon: 'map-pin', text: 'Free pick-up from our Shivajinagar store' },
      ],
    },
  } satisfies PatternExamples<typeof productDetails2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const productDetailsDescriptions: PatternDescriptions = {
  1: "Main picture with thumbnails on the left and the details under it; the buy box on the right stays in view. Phones stack them, with a quick-buy bar.",
  2: "Every picture across the full width in a swipeable strip; under it the description and specifications beside the buy box.",
};
