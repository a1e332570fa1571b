import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { checkoutSummary1PropsSchema, checkoutSummary2PropsSchema } from '../../schemas/sections/checkout';

/** Named prop sets for Storybook and the tests, by pattern number. */
export const checkoutSummaryExamples: SectionExamples = {
  1: {
    'figures only': {
      title: 'Price details',
      show_items: false,
      gst_note: 'Business buyers: the GST invoice shows CGST and SGST (or IGST) for input tax credit.',
    },
  } satisfies PatternExamples<typeof checkoutSummary1PropsSchema>,
  2: {
    'own words': {
      title: 'Your order',
      items_label: 'See the {count} products',
    },
  } satisfies PatternExamples<typeof checkoutSummary2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const checkoutSummaryDescriptions: PatternDescriptions = {
  1: "The items, MRP total, savings, coupon, delivery, GST included and the total payable, with the pay-now / on-delivery split.",
  2: "A compact summary: the figures and the total payable first, the items folded behind a toggle.",
};
