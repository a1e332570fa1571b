import type { Kysely } from 'kysely';
import { catalogPaths, categoriesPath, productListPath, productListQuerySchema } from '../../../schemas/api/catalog';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import { productCarousel1PropsSchema, productCarousel2PropsSchema } from '../../../schemas/sections/catalog-home';
import { isVisible, parseOtherConfig, readPattern, type UiConfigEntry } from '../../../schemas/ui-config/entry';
import { canonicalSectionName } from '../../../schemas/ui-config/section-names';
import { carouselRequest, type CarouselSelection } from '../../../registry/product-carousel/parts/source';
import { recommendationScopeOf, type RecommendationScope } from '../../../registry/product-carousel/parts/related';
import { cartRecommendationsPath, productRecommendationsPath } from '../../../schemas/api/recommendations';
import { recommendForCart, recommendForProduct } from '../recommendations/recommend';
import type { Database } from '../../db/types';
import { cartItemsPath } from '../../../schemas/api/cart-keys';
import { envelope } from '../../http/respond';
import { guestOwner, userOwner } from '../cart/owner';
import { cartCounts, listLines } from '../cart/lines';
import type { Visitor } from './visitor';
import { shortCache, type ShortCache } from '../../http/short-cache';
import { brandList, categoryTree } from '../catalog/categories';
import { listCollections } from '../catalog/collections';
import { listProducts } from '../catalog/list-products';
import { productDetail } from '../catalog/product-detail';
import { listingKindFromPath } from '../../../src/features/catalog/listing/listing-kind';
import { parseListingSearch, toRequest } from '../../../src/features/catalog/listing/listing-params';
import { routeNameOf, type RouteName } from '../../../schemas/routes';

/**
 * Catalogue data a page's first paint needs, keyed by the API path the
 * storefront's hooks use as SWR keys. With it the server-rendered HTML shows
 * the products themselves (and crawlers read them) instead of placeholders, and
 * the browser hydrates without fetching them again.
 */
export type Prefetched = Record<string, unknown>;

const PRODUCT_PATH = /^\/product\/(\d{1,9})\/[^/]+\/?$/;
const CAMPAIGN_PATH = /^\/p\/[^/]+\/?$/;

/** The carousels a layout shows, with what each selects. */
function carouselSelections(entries: readonly UiConfigEntry[]): CarouselSelection[] {
  const selections: CarouselSelection[] = [];
  for (const entry of entries) {
    if (!isVisible(entry.visibility) || canonicalSectionName(entry.section_name) !== 'product-carousel') continue;
    const json = parseOtherConfig(entry.other_configration);
    if (!json.ok) continue;
    const pattern = readPattern(json.value);
    const schema = pattern === 1 ? productCarousel1PropsSchema : pattern === 2 ? productCarousel2PropsSchema : null;
    const props = schema?.safeParse(json.value);
    if (props?.success) selections.push(props.data);
  }
  return selections;
}

/**
 * The reads a page's carousels make, under the keys their hooks use: a
 * 'related' row on a product page reads that product's recommendations, any
 * other row (and a 'related' one elsewhere) its product list.
 */
function carouselReads(db: Kysely<Database>, entries: readonly UiConfigEntry[], scope: RecommendationScope, locale: Locale): [string, () => Promise<unknown>][] {
  return carouselSelections(entries).map((selection) => {
    if (selection.source === 'related' && scope.kind === 'product') {
      return [productRecommendationsPath(scope.productId, selection.limit, locale), () => recommendForProduct(db, scope.productId, selection.limit, locale)];
    }
    const path = productListPath({ ...carouselRequest(selection), locale });
    return [path, () => productList(db, path)];
  });
}

/** Which small lists a layout's sections read. */
function listsFor(entries: readonly UiConfigEntry[], locale: Locale): Set<string> {
  const names = new Set(entries.filter((e) => isVisible(e.visibility)).map((e) => canonicalSectionName(e.section_name)));
  const lists = new Set<string>();
  if (names.has('category-grid')) lists.add(categoriesPath(locale));
  if (names.has('brand-strip')) lists.add(catalogPaths.brands);
  if (names.has('collection-showcase')) lists.add(catalogPaths.collections);
  return lists;
}

/**
 * How long a read-ahead answer is reused. The browser revalidates every list
 * behind the first paint, so a few seconds' staleness never reaches the cart;
 * meanwhile the listings, counts and facets are not recomputed on every page view.
 */
const REUSE_MS = 10_000;
const recent = new WeakMap<Kysely<Database>, ShortCache<unknown>>();

/** Staff changed the catalogue (the live hub's signal): the next page is rendered from fresh reads. */
export function forgetReadAhead(db: Kysely<Database>): void {
  recent.get(db)?.clear();
}

function reuse(db: Kysely<Database>, path: string, read: () => Promise<unknown>): Promise<unknown> {
  let cache = recent.get(db);
  if (!cache) recent.set(db, (cache = shortCache<unknown>(REUSE_MS)));
  return cache.read(path, read);
}

async function productList(db: Kysely<Database>, path: string) {
  const query = productListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? '')));
  return query.success ? listProducts(db, query.data) : null;
}

/** Routes that show a product listing: the same request the listing page will make, read ahead. */
const LISTING_ROUTES: ReadonlySet<RouteName> = new Set(['products', 'category', 'newArrivals', 'hotDeals', 'bestSeller']);

/** The listing page's request for this URL, built by the page's own code so the SWR key is the same. */
function listingPath(pathname: string, search: string, locale: Locale): string | null {
  const route = routeNameOf(pathname);
  if (!route || !LISTING_ROUTES.has(route)) return null;
  const kind = listingKindFromPath(pathname);
  const request = toRequest(parseListingSearch(new URLSearchParams(search), kind), kind);
  return request ? productListPath({ ...request, locale }) : null;
}

/**
 * Reads ahead for the home page (its carousels, categories, brands and
 * collections), a product page (the product and its page's carousels) and a
 * listing (its first page of results, with the category and brand names its
 * header and filters show), and a campaign page (its carousels and lists,
 * from the page's sections under `campaign`). Anything that fails is left out: the browser then
 * fetches it as usual. `url.locale` is the page's language (its path's prefix, already taken off
 * `pathname`): the reads are made in it, under the keys the page's hooks use in it, so a Hindi page
 * paints Hindi product and category names and hydrates to the same.
 */
export async function prefetchCatalog(
  db: Kysely<Database>,
  url: { pathname: string; search: string; locale?: Locale },
  pages: Partial<Record<string, UiConfigEntry[]>>,
): Promise<Prefetched> {
  const { pathname, locale = DEFAULT_LOCALE } = url;
  const productId = PRODUCT_PATH.exec(pathname)?.[1];
  const listing = listingPath(pathname, url.search, locale);
  const layout = pathname === '/' ? pages.home : productId ? pages['products-details'] : listing ? pages.products : CAMPAIGN_PATH.test(pathname) ? pages.campaign : undefined;
  if (!layout) return {};
  const reads = carouselReads(db, layout, recommendationScopeOf(pathname), locale);
  const categories = categoriesPath(locale);
  const lists = listsFor(layout, locale);
  if (listing) {
    reads.push([listing, () => productList(db, listing)]);
    lists.add(categories).add(catalogPaths.brands);
  }
  for (const path of lists) {
    reads.push([path, () => (path === categories ? categoryTree(db, locale) : path === catalogPaths.brands ? brandList(db) : listCollections(db))]);
  }
  if (productId) {
    const id = Number(productId);
    reads.push([catalogPaths.product(id, locale), () => productDetail(db, id, locale)]);
  }
  const jobs = reads.map(([path, read]) => reuse(db, path, read).then((value) => [path, value] as const));
  const settled = await Promise.allSettled(jobs);
  const prefetched: Prefetched = {};
  for (const result of settled) {
    if (result.status === 'fulfilled' && result.value[1] !== null) prefetched[result.value[0]] = result.value[1];
  }
  return prefetched;
}

/**
 * The visitor's cart, for the cart page: the body the cart GET would answer,
 * under the same key, so the page shows its lines (or that it is empty) in the
 * server's HTML, with what its 'related' rows recommend for those lines. Never
 * shared or reused: it is this visitor's.
 */
export async function prefetchCart(db: Kysely<Database>, visitor: Visitor, layout: readonly UiConfigEntry[] = [], locale: Locale = DEFAULT_LOCALE): Promise<Prefetched> {
  const owner = visitor.user_id === 0 ? guestOwner(visitor.session_id) : userOwner(visitor.user_id, visitor.session_id);
  const limits = [...new Set(carouselSelections(layout).filter((s) => s.source === 'related').map((s) => s.limit))];
  const [lines, counts, ...recommended] = await Promise.all([
    listLines(db, owner, locale),
    cartCounts(db, owner),
    ...limits.map((limit) => recommendForCart(db, owner, limit, locale)),
  ]);
  const prefetched: Prefetched = { [cartItemsPath(visitor)]: { ...envelope(lines, ''), other_data: counts } };
  limits.forEach((limit, i) => {
    prefetched[cartRecommendationsPath(visitor, limit, locale)] = recommended[i];
  });
  return prefetched;
}
