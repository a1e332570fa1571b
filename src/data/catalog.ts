import useSWR from 'swr';
import { apiGet } from '../api/client';
import { useLocale } from '../i18n/useT';
import {
  brandListSchema,
  catalogPaths,
  categoriesPath,
  categoryTreeSchema,
  collectionListSchema,
  productDetailSchema,
  productListPath,
  productListSchema,
  suggestionsSchema,
  type ProductListParams,
} from '../../schemas/api/catalog';

/**
 * Catalogue reads. Each SWR key is the API path, as for configuration, so a
 * server-rendered page can seed the cache and stories can supply fixtures by path.
 * Reads whose text has a language carry the page's (useLocale) in the path, so
 * each language has keys of its own and English keys are the bare paths.
 */

export type ProductListRequest = Partial<Record<keyof ProductListParams, string | undefined>>;

export function useCategories() {
  const path = categoriesPath(useLocale());
  return useSWR(path, (key: string) => apiGet(key, categoryTreeSchema), { revalidateOnFocus: false });
}

export function useBrands() {
  return useSWR(catalogPaths.brands, () => apiGet(catalogPaths.brands, brandListSchema), { revalidateOnFocus: false });
}

export function useCollections() {
  return useSWR(catalogPaths.collections, () => apiGet(catalogPaths.collections, collectionListSchema), { revalidateOnFocus: false });
}

/** A product list; keepPreviousData keeps the old page on screen while the next loads. */
export function useProductList(request: ProductListRequest | null) {
  const locale = useLocale();
  const path = request ? productListPath({ ...request, locale }) : null;
  return useSWR(path, (key: string) => apiGet(key, productListSchema), { keepPreviousData: true, revalidateOnFocus: false });
}

export function useProduct(productId: number | null) {
  const locale = useLocale();
  const path = productId ? catalogPaths.product(productId, locale) : null;
  return useSWR(path, (key: string) => apiGet(key, productDetailSchema), { revalidateOnFocus: false });
}

/** Suggestions for a query already debounced by the caller; null while it is too short. */
export function useSuggestions(query: string | null) {
  const locale = useLocale();
  const path = query ? catalogPaths.suggestions(query, locale) : null;
  return useSWR(path, (key: string) => apiGet(key, suggestionsSchema), { keepPreviousData: true, revalidateOnFocus: false });
}
