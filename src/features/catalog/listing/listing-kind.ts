import type { ProductFlag } from '../../../../schemas/api/catalog';
import { MAX_INT4, readWholeNumber } from '../../../../schemas/zod-helpers';

/** Which list a listing page shows; the route decides it, never the query string. */
export type ListingKind =
  | { type: 'all' }
  /** categoryId is null when the path's id is not a positive whole number. */
  | { type: 'category'; categoryId: number | null; slug: string }
  | { type: 'flag'; flag: ProductFlag }
  /** slug is null until the collections have loaded and none was chosen. */
  | { type: 'collection'; slug: string | null };

const FLAG_PATHS: Record<string, ProductFlag> = {
  '/product/best-seller': 'best_seller',
  '/product/hot-deals': 'hot_deal',
  '/new-arrivals': 'new_arrival',
};

/**
 * Reads the listing from a pathname, so a listing section rendered on its own
 * (a story, a page without a provider) lists what its route says.
 */
export function listingKindFromPath(pathname: string): ListingKind {
  const path = pathname.replace(/\/+$/, '') || '/';
  const flag = FLAG_PATHS[path];
  if (flag) return { type: 'flag', flag };
  const category = /^\/category\/([^/]+)\/([^/]+)$/.exec(path);
  if (category) {
    const [, slug = '', id = ''] = category;
    const categoryId = readWholeNumber(id, 1, MAX_INT4);
    return { type: 'category', categoryId, slug: safeDecode(slug) };
  }
  if (path === '/collection') return { type: 'collection', slug: null };
  return { type: 'all' };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
