import type { Category } from '../../../schemas/api/catalog';
import { categoryHref } from '../../../src/ui/product/links';
import type { CarouselSelection } from './source';

/**
 * Where "View all" leads for each source: the spec's listing routes. A
 * category's address needs its slug, so that link waits for the category
 * tree and is left out when the category does not exist.
 */
export function viewAllHref(selection: Pick<CarouselSelection, 'source' | 'category_id' | 'collection_slug'>, categories: readonly Category[] | undefined): string | null {
  switch (selection.source) {
    case 'best_seller':
    case 'related':
      return '/product/best-seller';
    case 'hot_deal':
      return '/product/hot-deals';
    case 'new_arrival':
      return '/new-arrivals';
    case 'collection':
      return `/collection?${new URLSearchParams({ c: selection.collection_slug }).toString()}`;
    case 'category': {
      const category = categories?.find((c) => c.id === selection.category_id);
      return category ? categoryHref(category) : null;
    }
  }
}
