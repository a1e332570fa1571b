import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { checkoutAddress1PropsSchema, checkoutAddress2PropsSchema } from '../../schemas/sections/checkout';

/** Named prop sets for Storybook and the tests, by pattern number. */
export const checkoutAddressExamples: SectionExamples = {
  1: {
    'ship to': {
      title: 'Ship to',
      add_label: 'Deliver somewhere else',
      show_mobile: false,
    },
  } satisfies PatternExamples<typeof checkoutAddress1PropsSchema>,
  2: {
    'business delivery': {
      title: 'Deliver to your office',
      change_label: 'Choose another',
      empty_text: 'Add your office address with the GSTIN holder’s name for the tax invoice.',
    },
  } satisfies PatternExamples<typeof checkoutAddress2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const checkoutAddressDescriptions: PatternDescriptions = {
  1: "Every saved address as a radio card, the default first; ones we cannot deliver to are disabled with the reason.",
  2: "The chosen address on one line with \"Change\", which opens a sheet of the saved addresses.",
};
