import { useMemo } from 'react';
import { useCategories, useCollections } from '../../data/catalog';
import type { SourceNames } from './section-label';

/** Category and collection names for naming carousels by their source; ids and slugs stand in until they load. */
export function useSourceNames(): SourceNames {
  const { data: categories } = useCategories();
  const { data: collections } = useCollections();
  return useMemo(
    () => ({
      category: (id) => categories?.find((c) => c.id === id)?.title,
      collection: (slug) => collections?.find((c) => c.slug === slug)?.title,
    }),
    [categories, collections],
  );
}
