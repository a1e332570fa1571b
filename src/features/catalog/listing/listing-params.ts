import { PAGE_SIZE_DEFAULT, SEARCH_QUERY_MAX, type ProductSort } from '../../../../schemas/api/catalog';
import type { ProductListRequest } from '../../../data/catalog';
import { MAX_INT4, readWholeNumber } from '../../../../schemas/zod-helpers';
import type { ListingKind } from './listing-kind';
import type { MessageKey } from '../../../i18n/messages';

/**
 * The listing's state as the URL carries it, for humans: prices in whole
 * rupees, brands as a comma list, the page from 1. Every value is checked on
 * the way in and a bad one is dropped, so a mangled shared link still lists
 * products instead of failing.
 */
export interface ListingParams {
  q: string | null;
  /** ?c= on the collections page. */
  collection: string | null;
  sub: number | null;
  brands: readonly string[];
  /** Whole rupees. */
  min: number | null;
  max: number | null;
  inStock: boolean;
  /** null: relevance, the API's default order. */
  sort: ProductSort | null;
  page: number;
}

const MAX_PAGE = 10_000;
/** The API's price ceiling (₹10 crore in paise), in rupees. */
export const MAX_RUPEES = 100_000_000;
const MAX_BRANDS = 20;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Sorts a shopper can pick, the API's default (relevance) first. */
export const SORT_CHOICES: readonly ProductSort[] = ['relevance', 'popularity', 'price_asc', 'price_desc', 'newest', 'discount'];

/**
 * Relevance ranks a search by its words; without words the API orders by
 * popularity, or by the merchandiser's order in a collection, so the shopper
 * sees it as "Featured".
 */
export function sortLabel(sort: ProductSort, hasQuery: boolean): MessageKey {
  switch (sort) {
    case 'relevance':
      return hasQuery ? 'listing.sortRelevance' : 'listing.sortFeatured';
    case 'popularity':
      return 'listing.sortPopularity';
    case 'price_asc':
      return 'listing.sortPriceAsc';
    case 'price_desc':
      return 'listing.sortPriceDesc';
    case 'newest':
      return 'listing.sortNewest';
    case 'discount':
      return 'listing.sortDiscount';
  }
}

/** The API's default order; left out of URLs and requests, so default lists share one cache entry. */
export const DEFAULT_SORT: ProductSort = 'relevance';

/** URL → params. Anything out of range, malformed or unknown is dropped. */
export function parseListingSearch(search: URLSearchParams, kind: ListingKind): ListingParams {
  const rawQ = search.get('q')?.trim().replace(/\s+/g, ' ') ?? '';
  const q = rawQ ? rawQ.slice(0, SEARCH_QUERY_MAX).trim() : null;

  const rawC = search.get('c');
  const collection = kind.type === 'collection' && rawC && SLUG.test(rawC) ? rawC : null;

  const brands = [...new Set((search.get('brand') ?? '').split(',').map((b) => b.trim().toLowerCase()).filter((b) => SLUG.test(b)))]
    .sort()
    .slice(0, MAX_BRANDS);

  let min = readWholeNumber(search.get('min'), 0, MAX_RUPEES);
  let max = readWholeNumber(search.get('max'), 0, MAX_RUPEES);
  // A reversed range is a slip, not a wish for nothing: read it the right way round.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min === 0) min = null;

  const rawSort = search.get('sort');
  const chosen = SORT_CHOICES.find((s) => s === rawSort) ?? null;
  const sort = chosen === DEFAULT_SORT ? null : chosen;

  return {
    q,
    collection,
    sub: readWholeNumber(search.get('sub'), 1, MAX_INT4),
    brands,
    min,
    max,
    inStock: search.get('stock') === '1' || search.get('stock') === 'true',
    sort,
    page: readWholeNumber(search.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** Keeps the commas of a brand list readable: ?brand=asus,hp. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/** Params → the canonical query string ('' or '?…'): fixed order, defaults left out. */
export function listingSearch(params: ListingParams): string {
  const sort = params.sort === DEFAULT_SORT ? null : params.sort;
  const pairs: [string, string | null][] = [
    ['q', params.q],
    ['c', params.collection],
    ['sub', params.sub === null ? null : String(params.sub)],
    ['brand', params.brands.length ? params.brands.join(',') : null],
    ['min', params.min === null ? null : String(params.min)],
    ['max', params.max === null ? null : String(params.max)],
    ['stock', params.inStock ? '1' : null],
    ['sort', sort],
    ['page', params.page > 1 ? String(params.page) : null],
  ];
  const qs = pairs.flatMap(([key, value]) => (value === null ? [] : [`${key}=${encodeValue(value)}`])).join('&');
  return qs ? `?${qs}` : '';
}

/** Keys that narrow the list: changing one starts again from page 1. */
const FILTER_KEYS = ['q', 'collection', 'sub', 'brands', 'min', 'max', 'inStock', 'sort'] as const;

/** A patch of the URL state; a filter change resets the page unless the patch sets one. */
export function applyPatch(params: ListingParams, patch: Partial<ListingParams>): ListingParams {
  const next: ListingParams = { ...params, ...patch };
  const filterChanged = FILTER_KEYS.some((key) => key in patch && !sameValue(params[key], next[key]));
  if (filterChanged && patch.page === undefined) next.page = 1;
  if (next.min !== null && next.max !== null && next.min > next.max) [next.min, next.max] = [next.max, next.min];
  if (next.brands !== params.brands) next.brands = [...new Set(next.brands)].sort();
  return next;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** True when any filter the shopper can clear is set (the search words and sort stay). */
export function hasActiveFilters(params: ListingParams): boolean {
  return params.sub !== null || params.brands.length > 0 || params.min !== null || params.max !== null || params.inStock;
}

/** "Clear all": filters go, the search, collection and sort stay. */
export const clearedFilterPatch: Partial<ListingParams> = { sub: null, brands: [], min: null, max: null, inStock: false };

/**
 * Params → the API request. Rupees become paise here and nowhere else. Null
 * while the list cannot be asked for yet (a collection not chosen) or never
 * can (a category id that is not a number).
 */
export function toRequest(params: ListingParams, kind: ListingKind): ProductListRequest | null {
  const request: ProductListRequest = {
    q: params.q ?? undefined,
    sub_category_id: params.sub === null ? undefined : String(params.sub),
    brand: params.brands.length ? params.brands.join(',') : undefined,
    price_min: params.min === null ? undefined : String(params.min * 100),
    price_max: params.max === null ? undefined : String(params.max * 100),
    in_stock: params.inStock ? '1' : undefined,
    sort: params.sort ?? DEFAULT_SORT,
    page: String(params.page),
    page_size: String(PAGE_SIZE_DEFAULT),
  };
  switch (kind.type) {
    case 'all':
      return request;
    case 'category':
      return kind.categoryId === null ? null : { ...request, category_id: String(kind.categoryId) };
    case 'flag':
      return { ...request, flag: kind.flag };
    case 'collection': {
      const slug = kind.slug ?? params.collection;
      return slug ? { ...request, collection: slug } : null;
    }
  }
}
