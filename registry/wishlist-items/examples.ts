import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { wishlistItems1PropsSchema, wishlistItems2PropsSchema } from '../../schemas/sections/wishlist';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const wishlistItemsExamples: SectionExamples = {
  1: {
    'gift ideas': {
      title: 'Gift ideas you saved',
      move_to_cart_label: 'Buy this gift',
      empty_cta: { label: 'Shop gift cards', href: '/gift-card' },
    },
  } satisfies PatternExamples<typeof wishlistItems1PropsSchema>,
  2: {
    'move on adding': {
      title: 'Price watch',
      add_to_cart_label: 'Move to cart',
      keep_after_adding: false,
    },
  } satisfies PatternExamples<typeof wishlistItems2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const wishlistItemsDescriptions: PatternDescriptions = {
  1: "Saved products as cards, two across on phones and four on desktops, each with \"Move to cart\" and a remove button.",
  2: "Saved products as rows with price, whether each is in stock, \"Add to cart\" and remove.",
};
