import type { PatternDescriptions, PatternExamples, SectionExamples } from '../types';
import type { productCarousel1PropsSchema, productCarousel2PropsSchema } from '../../schemas/sections/catalog-home';

/** Named prop sets for Storybook and the tests, by pattern number: kept out of index.ts so the shop never downloads them. */
export const productCarouselExamples: SectionExamples = {
  1: {
    'new arrivals': { title: 'New arrivals', subtitle: 'Just landed: the latest laptops, GPUs and gadgets', source: 'new_arrival', limit: 8 },
    'graphics cards': { title: 'Graphics cards', subtitle: 'GeForce RTX and Radeon, with Indian warranty', source: 'category', category_id: 5, view_all_label: 'All graphics cards' },
    'gaming collection': { title: 'Gaming rigs', subtitle: '', source: 'collection', collection_slug: 'gaming-rigs', limit: 10 },
    'recommended for you': { title: 'You may also like', subtitle: '', source: 'best_seller', limit: 10, view_all_label: 'See best sellers' },
  } satisfies PatternExamples<typeof productCarousel1PropsSchema>,
  2: {
    'top best seller': { title: 'Best sellers', subtitle: 'Most bought this month', source: 'best_seller', highlight_label: 'No. 1 best seller', limit: 7 },
    'graphics card picks': { title: 'Graphics cards', subtitle: 'Our pick of the week, and the rest of the range', source: 'category', category_id: 5, highlight_label: 'Top pick', limit: 4 },
  } satisfies PatternExamples<typeof productCarousel2PropsSchema>,
};

/** What each pattern looks like, in a sentence, for designers and merchandisers (Storybook, the layout studio). */
export const productCarouselDescriptions: PatternDescriptions = {
  1: "A titled row of product cards that scrolls sideways, with \"View all\". Sources: best sellers, hot deals, new arrivals, a category or a collection.",
  2: "A grid of product cards led by a large highlighted \"deal of the day\": two columns on phones, five on desktops.",
};
