import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { checkoutPayment1PropsSchema } from '../../schemas/sections/checkout';

/** Named prop sets for Storybook and the tests, by pattern number. */
export const checkoutPaymentExamples: SectionExamples = {
  1: {
    'without wallet': {
      title: 'How would you like to pay?',
      place_label: 'Confirm order',
      pay_label: 'Pay securely',
      show_wallet: false,
    },
  } satisfies PatternExamples<typeof checkoutPayment1PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const checkoutPaymentDescriptions: PatternDescriptions = {
  1: "Online Payment, Cash on Delivery and Part Payment as radio cards, the wallet line, and the \"Place order\" / \"Pay ₹X\" button.",
};
