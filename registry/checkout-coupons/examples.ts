import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { checkoutCoupons1PropsSchema, checkoutCoupons2PropsSchema } from '../../schemas/sections/checkout';

/** Named prop sets for Storybook and the tests, by pattern number. */
export const checkoutCouponsExamples: SectionExamples = {
  1: {
    'only what applies': {
      title: 'Offers for your cart',
      code_label: 'Have a code?',
      show_inapplicable: false,
    },
  } satisfies PatternExamples<typeof checkoutCoupons1PropsSchema>,
  2: {
    'bank offers': {
      title: 'Bank and coupon offers',
      offers_label: 'See all offers',
      apply_label: 'Redeem',
    },
  } satisfies PatternExamples<typeof checkoutCoupons2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const checkoutCouponsDescriptions: PatternDescriptions = {
  1: "A code box with Apply, and every live coupon: the ones this cart qualifies for with their saving, the rest greyed with the reason.",
  2: "Only the code box on the page; \"View offers\" opens the coupon list in a sheet.",
};
