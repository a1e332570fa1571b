import { definePattern, type SectionDefinition } from '../types';
import { productCarousel1PropsSchema, productCarousel2PropsSchema } from '../../schemas/sections/catalog-home';

/** Skeleton heights are the sections' heights with their default props, measured at 390px and 1280px. */
export const productCarousel: SectionDefinition = {
  name: 'product-carousel',
  label: 'Product carousel',
  patterns: {
    1: definePattern({
      label: 'Product rail',
      description: 'A titled row of product cards that scrolls sideways, with "View all". Sources: best sellers, hot deals, new arrivals, a category or a collection.',
      schema: productCarousel1PropsSchema,
      load: () => import('./ProductCarousel1'),
      skeleton: { mobile: 463, desktop: 523 },
      examples: {
        'new arrivals': { title: 'New arrivals', subtitle: 'Just landed: the latest laptops, GPUs and gadgets', source: 'new_arrival', limit: 8 },
        'graphics cards': { title: 'Graphics cards', subtitle: 'GeForce RTX and Radeon, with Indian warranty', source: 'category', category_id: 5, view_all_label: 'All graphics cards' },
        'gaming collection': { title: 'Gaming rigs', subtitle: '', source: 'collection', collection: 'gaming-rigs', limit: 10 },
        'recommended for you': { title: 'You may also like', subtitle: '', source: 'best_seller', limit: 10, view_all_label: 'See best sellers' },
      },
    }),
    2: definePattern({
      label: 'Deals grid',
      description: 'A grid of product cards led by a large highlighted "deal of the day": two columns on phones, five on desktops.',
      schema: productCarousel2PropsSchema,
      load: () => import('./ProductCarousel2'),
      skeleton: { mobile: 1494, desktop: 927 },
      examples: {
        'top best seller': { title: 'Best sellers', subtitle: 'Most bought this month', source: 'best_seller', highlight_label: 'No. 1 best seller', limit: 7 },
        'graphics card picks': { title: 'Graphics cards', subtitle: 'Our pick of the week, and the rest of the range', source: 'category', category_id: 5, highlight_label: 'Top pick', limit: 4 },
      },
    }),
  },
};
