import { useMemo } from 'react';
import { useBrands } from '../../../../data/catalog';
import { useListing } from '../ListingContext';
import { useListingCategory } from '../useListingCategory';
import { titleFromSlug, type FilterNames } from './active-filters';
import { useT } from '../../../../i18n/useT';

/** Names for the filters in the URL: brands from the list's facets or the brand list, sub-categories from the category. */
export function useFilterNames(): FilterNames {
  const { list, kind } = useListing();
  const { data: brands } = useBrands();
  const lookup = useListingCategory(kind);
  const category = lookup.status === 'found' ? lookup.category : undefined;
  const t = useT();
  return useMemo(() => {
    const brandNames = new Map<string, string>();
    for (const b of brands ?? []) brandNames.set(b.slug, b.name);
    for (const b of list?.facets.brands ?? []) brandNames.set(b.slug, b.name);
    const subNames = new Map(category?.sub_categories.map((s) => [s.id, s.title]) ?? []);
    return {
      brand: (slug) => brandNames.get(slug) ?? titleFromSlug(slug),
      subCategory: (id) => subNames.get(id) ?? t('listing.subCategory'),
    };
  }, [brands, list, category, t]);
}
