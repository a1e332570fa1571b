import type { Category } from '../../../schemas/api/catalog';
import type { Selection } from '../../../schemas/sections/catalog-home';
import { useCategories } from '../../../src/data/catalog';
import { hiddenReason, useHiddenNotice } from '../../catalog-parts/useHiddenNotice';
import { selectBySlug } from '../../catalog-parts/select';

export type ShownCategories = { state: 'loading' } | { state: 'hidden' } | { state: 'ready'; categories: Category[] };

/** The categories a grid shows, or why it shows none (loading, failed, nothing chosen exists). */
export function useShownCategories(selection: Selection, limit: number): ShownCategories {
  const { data, error } = useCategories();
  const categories = data ? selectBySlug(data, selection, limit) : [];
  const hidden = data
    ? hiddenReason(null, categories.length, selection === 'all' ? 'the shop has no categories' : `none of the categories ${selection.join(', ')} exist`)
    : error
      ? hiddenReason(error, 0, '')
      : null;
  useHiddenNotice('category-grid', hidden);
  if (hidden) return { state: 'hidden' };
  if (!data) return { state: 'loading' };
  return { state: 'ready', categories };
}
