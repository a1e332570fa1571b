import useSWR from 'swr';
import { apiGet } from '../api/client';
import {
  brandListSchema,
  catalogPaths,
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
 */

export type ProductListRequest = Partial<Record<keyof ProductListParams, string | undefined>>;

export function useCategories() {
  return useSWR(catalogPaths.categories, () => apiGet(catalogPaths.categories, categoryTreeSchema), { revalidateOnFocus: false });
}

export function useBrands() {
  return useSWR(catalogPaths.brands, () => apiGet(catalogPaths.brands, brandListSchema), { revalidateOnFocus: false });
}

export function useCollections() {
  return useSWR(catalogPaths.collections, () => apiGet(catalogPaths.collections, collectionListSchema), { revalidateOnFocus: false });
}

/** A product list; keepPreviousData keeps the old page on screen while the next loads. */
export function useProductList(request: ProductListRequest | null) {
  const path = request ? productListPath(request) : null;
  return useSWR(path, (key: string) => apiGet(key, productListSchema), { keepPreviousData: true, revalidateOnFocus: false });
}

export function useProduct(productId: number | null) {
  const path = productId ? catalogPaths.product(productId) : null;
  return useSWR(path, (key: string) => apiGet(key, productDetailSchema), { revalidateOnFocus: false });
}

/** Suggestions for a query already debounced by the caller; null while it is too short. */
export function useSuggestions(query: string | null) {
  const path = query ? catalogPaths.suggestions(query) : null;
  return useSWR(path, (key: string) => apiGet(key, suggestionsSchema), { keepPreviousData: true, revalidateOnFocus: false });
}
