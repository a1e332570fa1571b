import type { Category } from '../../../../schemas/api/catalog';
import { useCategories } from '../../../data/catalog';
import type { ListingKind } from './listing-kind';

export type CategoryLookup =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; category: Category }
  /** The id is malformed, or no category has it. */
  | { status: 'missing' }
  /** The categories could not be read: list by the URL's id, titled by its slug. */
  | { status: 'unavailable' };

/** The category a category listing shows, from the categories API. */
export function useListingCategory(kind: ListingKind): CategoryLookup {
  const isCategory = kind.type === 'category';
  const { data, error } = useCategories();
  if (!isCategory) return { status: 'none' };
  if (kind.categoryId === null) return { status: 'missing' };
  if (!data) return error ? { status: 'unavailable' } : { status: 'loading' };
  const category = data.find((c) => c.id === kind.categoryId);
  return category ? { status: 'found', category } : { status: 'missing' };
}
