import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ProductList } from '../../../../schemas/api/catalog';
import { useProductList, type ProductListRequest } from '../../../data/catalog';
import { listingKindFromPath, type ListingKind } from './listing-kind';
import { toRequest, type ListingParams } from './listing-params';
import { useListingParams } from './useListingParams';
import { useMirrorCatalogState } from './useMirrorCatalogState';

export interface ListingContextValue {
  kind: ListingKind;
  params: ListingParams;
  /** What is asked of the API; null when this listing cannot be asked for. */
  request: ProductListRequest | null;
  /** The list on screen: while the next page loads, still the previous one. */
  list: ProductList | undefined;
  /** Nothing to show yet: the first load. */
  isLoading: boolean;
  isValidating: boolean;
  /** The list on screen belongs to the previous request; the next is loading. */
  isStale: boolean;
  error: Error | undefined;
  setParams: (patch: Partial<ListingParams>, options?: { replace?: boolean }) => void;
  hrefFor: (patch: Partial<ListingParams>) => string;
  clearFilters: () => void;
  retry: () => void;
}

const ListingContext = createContext<ListingContextValue | null>(null);

interface ProviderProps {
  kind: ListingKind;
  children: ReactNode;
}

/**
 * One listing's state for every section on the page: the filter panel, the
 * grid and the result count read the same request and the same response.
 */
export function ListingProvider({ kind, children }: ProviderProps) {
  const { params, hrefFor, setParams, clearFilters } = useListingParams(kind);
  const request = useMemo(() => toRequest(params, kind), [params, kind]);
  const { data, error, isLoading, isValidating, mutate } = useProductList(request);
  const list = request ? data : undefined;
  const isStale = list !== undefined && isLoading;

  // A page past the end (the list shrank, or a hand-edited URL) goes to the last page.
  const pastTheEnd = list !== undefined && !isStale && list.total > 0 && list.items.length === 0 && params.page > list.page_count;
  const lastPage = list?.page_count ?? 1;
  useEffect(() => {
    if (pastTheEnd) setParams({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, setParams]);

  useMirrorCatalogState(kind, params, list);

  const value = useMemo<ListingContextValue>(
    () => ({
      kind,
      params,
      request,
      list,
      isLoading: list === undefined && !error,
      isValidating,
      isStale,
      error: error instanceof Error ? error : undefined,
      setParams,
      hrefFor,
      clearFilters,
      retry: () => void mutate(),
    }),
    [kind, params, request, list, error, isValidating, isStale, setParams, hrefFor, clearFilters, mutate],
  );
  return <ListingContext.Provider value={value}>{children}</ListingContext.Provider>;
}

/** The listing of the page; only valid under a ListingProvider (see WithListing). */
export function useListing(): ListingContextValue {
  const value = useContext(ListingContext);
  if (!value) throw new Error('useListing needs a ListingProvider: wrap the section in WithListing');
  return value;
}

/**
 * Gives a listing section its listing: the page's when it has one, else its
 * own, read from the route. Sections are configured independently, so one
 * placed alone (a story, a page that forgot the provider) still works; two
 * such sections agree because both read the URL and share SWR's cache.
 */
export function WithListing({ children }: { children: ReactNode }) {
  const outer = useContext(ListingContext);
  const { pathname } = useLocation();
  const kind = useMemo(() => listingKindFromPath(pathname), [pathname]);
  if (outer) return children;
  return <ListingProvider kind={kind}>{children}</ListingProvider>;
}
