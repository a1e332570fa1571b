import useSWR from 'swr';
import { apiGet } from '../../api/client';
import { brandListSchema, catalogPaths, categoryTreeSchema, collectionListSchema, productListPath, productListSchema } from '../../../schemas/api/catalog';
import type { SelectionSource } from './hints';

/**
 * Catalogue reads for the pickers, through the storefront's client and under
 * the storefront's SWR keys (the API paths), so a list read once serves every
 * field that needs it.
 */

export interface CatalogueChoice {
  slug: string;
  name: string;
}

const options = { revalidateOnFocus: false } as const;

async function readChoices(source: SelectionSource): Promise<CatalogueChoice[]> {
  switch (source) {
    case 'categories':
      return (await apiGet(catalogPaths.categories, categoryTreeSchema)).map((c) => ({ slug: c.slug, name: c.title }));
    case 'brands':
      return (await apiGet(catalogPaths.brands, brandListSchema)).map((b) => ({ slug: b.slug, name: b.name }));
    case 'collections':
      return (await apiGet(catalogPaths.collections, collectionListSchema)).map((c) => ({ slug: c.slug, name: c.title }));
  }
}

/** Slug and name of every category, brand or collection. The key is suffixed: the data is a projection, not the API's payload. */
export function useCatalogueChoices(source: SelectionSource) {
  return useSWR(`${catalogPaths[source]}#choices`, () => readChoices(source), options);
}

export const PRODUCT_SEARCH_MIN = 2;
const PRODUCT_SEARCH_SIZE = '8';

/** Products whose name matches, for the link picker; nothing until the query is long enough. */
export function useProductSearch(query: string) {
  const q = query.trim();
  const path = q.length >= PRODUCT_SEARCH_MIN ? productListPath({ q, page_size: PRODUCT_SEARCH_SIZE }) : null;
  return useSWR(path, (key: string) => apiGet(key, productListSchema), { ...options, keepPreviousData: true });
}
