import type { ProductSummary } from '../../../schemas/api/catalog';
import { useCategories, useProductList } from '../../../src/data/catalog';
import { hiddenReason, useHiddenNotice } from '../../catalog-parts/useHiddenNotice';
import { carouselRequest, type CarouselSelection } from './source';
import { useRelatedProducts } from './useRelatedProducts';
import { viewAllHref } from './view-all';

export type CarouselProducts =
  | { state: 'loading'; viewAll: string | null }
  | { state: 'hidden' }
  | { state: 'ready'; products: ProductSummary[]; viewAll: string | null };

/**
 * A carousel's products and its "View all" address. An empty source hides the
 * section: a merchandising row with nothing in it only looks broken. A
 * 'related' row on a product or cart page shows recommendations, which have
 * no listing of their own to link to.
 */
export function useCarouselProducts(selection: CarouselSelection): CarouselProducts {
  const related = useRelatedProducts(selection.source === 'related', selection.limit);
  const list = useProductList(related.path ? null : carouselRequest(selection));
  const { data, error } = related.path ? related : list;
  // Only a category's link needs the tree; it is usually in the cache already (header, menus).
  const { data: categories } = useCategories();
  const what = selection.source === 'category' ? `category ${selection.category_id}` : selection.source === 'collection' ? `collection "${selection.collection_slug}"` : selection.source;
  const hidden = data ? hiddenReason(null, data.items.length, `${what} has no products`) : error ? hiddenReason(error, 0, '') : null;
  useHiddenNotice('product-carousel', hidden);
  if (hidden) return { state: 'hidden' };
  const viewAll = related.path ? null : viewAllHref(selection, categories);
  if (!data) return { state: 'loading', viewAll };
  return { state: 'ready', products: data.items.slice(0, selection.limit), viewAll };
}
