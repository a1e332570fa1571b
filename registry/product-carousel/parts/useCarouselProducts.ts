import type { ProductSummary } from '../../../schemas/api/catalog';
import { useCategories, useProductList } from '../../../src/data/catalog';
import { hiddenReason, useHiddenNotice } from '../../catalog-parts/useHiddenNotice';
import { carouselRequest, type CarouselSelection } from './source';
import { viewAllHref } from './view-all';

export type CarouselProducts =
  | { state: 'loading'; viewAll: string | null }
  | { state: 'hidden' }
  | { state: 'ready'; products: ProductSummary[]; viewAll: string | null };

/**
 * A carousel's products and its "View all" address. An empty source hides the
 * section: a merchandising row with nothing in it only looks broken.
 */
export function useCarouselProducts(selection: CarouselSelection): CarouselProducts {
  const { data, error } = useProductList(carouselRequest(selection));
  // Only a category's link needs the tree; it is usually in the cache already (header, menus).
  const { data: categories } = useCategories();
  const what = selection.source === 'category' ? `category ${selection.category_id}` : selection.source === 'collection' ? `collection "${selection.collection_slug}"` : selection.source;
  const hidden = data ? hiddenReason(null, data.items.length, `${what} has no products`) : error ? hiddenReason(error, 0, '') : null;
  useHiddenNotice('product-carousel', hidden);
  if (hidden) return { state: 'hidden' };
  const viewAll = viewAllHref(selection, categories);
  if (!data) return { state: 'loading', viewAll };
  return { state: 'ready', products: data.items.slice(0, selection.limit), viewAll };
}
