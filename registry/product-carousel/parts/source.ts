import type { ProductListRequest } from '../../../src/data/catalog';
import type { CarouselSource } from '../../../schemas/sections/catalog-home';

export interface CarouselSelection {
  source: CarouselSource;
  /** Used when source is 'category'. */
  category_id: number;
  /** Used when source is 'collection'. */
  collection_slug: string;
  limit: number;
}

/**
 * The product list request for a carousel. Each source gets the order that
 * suits it (deals by discount, arrivals newest first), and the request is the
 * SWR key, so fixtures and server-side seeding build it with this same function.
 * Merchandising rows only show what can be bought today: a sold-out product is
 * a dead end in a carousel, while the full list behind "View all" keeps it.
 */
export function carouselRequest({ source, category_id, collection_slug, limit }: CarouselSelection): ProductListRequest {
  const page_size = String(limit);
  switch (source) {
    // 'related' only reads the recommendations on a product or cart page (related.ts); elsewhere it shows best sellers.
    case 'best_seller':
    case 'related':
      return { flag: 'best_seller', sort: 'popularity', page_size, in_stock: 'true' };
    case 'hot_deal':
      return { flag: 'hot_deal', sort: 'discount', page_size, in_stock: 'true' };
    case 'new_arrival':
      return { flag: 'new_arrival', sort: 'newest', page_size, in_stock: 'true' };
    case 'category':
      return { category_id: String(category_id), sort: 'popularity', page_size, in_stock: 'true' };
    case 'collection':
      return { collection: collection_slug, sort: 'popularity', page_size, in_stock: 'true' };
  }
}
