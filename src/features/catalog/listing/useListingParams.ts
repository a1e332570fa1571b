import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ListingKind } from './listing-kind';
import { applyPatch, clearedFilterPatch, listingSearch, parseListingSearch, type ListingParams } from './listing-params';

export interface ListingParamsApi {
  params: ListingParams;
  /** Where a change would lead: real hrefs for pagination and filter links. */
  hrefFor: (patch: Partial<ListingParams>) => string;
  /** Pushes a history entry, so Back returns to the previous filters. */
  setParams: (patch: Partial<ListingParams>, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
}

/**
 * URL ⇄ listing state. The query string is the only store: reading parses it
 * (dropping anything invalid), writing navigates, and a URL that is not in
 * canonical form is replaced by the canonical one without a history entry.
 */
export function useListingParams(kind: ListingKind): ListingParamsApi {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const params = useMemo(() => parseListingSearch(searchParams, kind), [searchParams, kind]);
  const canonical = listingSearch(params);

  useEffect(() => {
    if (search !== canonical) void navigate({ pathname, search: canonical }, { replace: true });
  }, [search, canonical, pathname, navigate]);

  const hrefFor = useCallback(
    (patch: Partial<ListingParams>) => `${pathname}${listingSearch(applyPatch(params, patch))}`,
    [pathname, params],
  );
  const setParams = useCallback(
    (patch: Partial<ListingParams>, options?: { replace?: boolean }) => {
      void navigate(hrefFor(patch), { replace: options?.replace ?? false });
    },
    [navigate, hrefFor],
  );
  const clearFilters = useCallback(() => setParams(clearedFilterPatch), [setParams]);

  return { params, hrefFor, setParams, clearFilters };
}
