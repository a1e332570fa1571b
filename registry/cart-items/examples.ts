import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { cartItems1PropsSchema, cartItems2PropsSchema } from '../../schemas/sections/cart';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const cartItemsExamples: SectionExamples = {
  1: {
    'free delivery from ₹999': {
      free_delivery_threshold_rupees: 999,
      delivery_fee_rupees: 79,
      summary_title: 'Order summary',
    },
  } satisfies PatternExamples<typeof cartItems1PropsSchema>,
  2: {
    'business buyers': {
      title: 'Your order',
      gst_note: 'Enter your company GSTIN at checkout: the invoice shows CGST and SGST (or IGST) separately.',
      checkout_label: 'Continue to checkout',
      show_move_to_wishlist: false,
    },
  } satisfies PatternExamples<typeof cartItems2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const cartItemsDescriptions: PatternDescriptions = {
  1: "Cart lines with the price details beside them on desktops (sticky while scrolling) and below them on phones.",
  2: "Compact cart lines with the price details under them; on phones a bar with the total and checkout stays at the bottom.",
};
