import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { checkoutDelivery1PropsSchema } from '../../schemas/sections/checkout';

/** Named prop sets for Storybook and the tests, by pattern number. */
export const checkoutDeliveryExamples: SectionExamples = {
  1: {
    'festive season': {
      title: 'Shipping',
      show_free_delivery_hint: false,
      note: 'Diwali week: allow one extra day for delivery outside metro cities.',
    },
  } satisfies PatternExamples<typeof checkoutDelivery1PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const checkoutDeliveryDescriptions: PatternDescriptions = {
  1: "The delivery zone and charge (or free delivery), the days to the PIN, and how much more buys free delivery.",
};
