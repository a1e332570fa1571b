import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { productFilters1PropsSchema, productFilters2PropsSchema } from '../../schemas/sections/listing';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const productFiltersExamples: SectionExamples = {
  1: {
    'brands and price only': { show_availability: false, show_sub_categories: false, brands_visible: 5 },
  } satisfies PatternExamples<typeof productFilters1PropsSchema>,
  2: {
    'without price bands': { show_price_ranges: false },
  } satisfies PatternExamples<typeof productFilters2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const productFiltersDescriptions: PatternDescriptions = {
  1: "A sticky panel left of the products on desktops, with folding groups (category, price, brand, availability); a Filters button opening a bottom sheet on phones.",
  2: "Sub-category chips and a row of filter buttons above the products: Price and Brand open a panel on desktops and a bottom sheet on phones.",
};
