import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { productListing1PropsSchema, productListing2PropsSchema } from '../../schemas/sections/listing';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const productListingExamples: SectionExamples = {
  1: {
    'five across': { columns: 5, show_wishlist: false },
    'without sort': { show_sort: false, label: 'Hot deals' },
  } satisfies PatternExamples<typeof productListing1PropsSchema>,
  2: {
    'compact': { show_key_facts: false, show_add_to_cart: false },
  } satisfies PatternExamples<typeof productListing2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const productListingDescriptions: PatternDescriptions = {
  1: "Product cards in a grid: two across on phones, three or four on desktops (one fewer beside a filter panel), with count, sort and numbered pages.",
  2: "One product per row with a larger picture, stock and savings, and Add to cart for products without options.",
};
