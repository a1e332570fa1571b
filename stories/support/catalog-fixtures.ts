import {
  catalogPaths,
  productListPath,
  productListQuerySchema,
  productListSchema,
  suggestionsSchema,
  type ProductList,
  type ProductSummary,
} from '../../schemas/api/catalog';
import type { ProductListRequest } from '../../src/data/catalog';
import { CAROUSEL_LIMIT, CAROUSEL_SOURCES } from '../../schemas/sections/catalog-home';
import { carouselRequest } from '../../registry/product-carousel/parts/source';
import {
  brandSlugOf,
  fixtureBrands,
  fixtureCategories,
  fixtureCollections,
  fixtureProductFacts,
  fixtureProducts,
} from './catalog-fixtures-base';
import { fixtureProductDetails } from './catalog-fixtures-detail';

/**
 * Catalogue fixtures for stories and component tests: the data itself, a
 * small in-memory version of the list endpoint over it, and an SWR fallback
 * keyed by API path, so any section that reads the catalogue finds it in the
 * cache without a server.
 */

export {
  fixtureBrands,
  fixtureCategories,
  fixtureCategory,
  fixtureCollections,
  fixtureProduct,
  fixtureProducts,
  fixtureSubCategory,
} from './catalog-fixtures-base';
export { fixtureLaptopDetail, fixtureMobileDetail, fixtureMonitorDetail, fixtureProductDetails } from './catalog-fixtures-detail';

function facts(product: ProductSummary) {
  const found = fixtureProductFacts.get(product.id);
  if (!found) throw new Error(`fixture product ${product.id} has no facts`);
  return found;
}

/** What search matches, like the server's search_text: brand, title and category. */
function searchText(product: ProductSummary): string {
  const category = fixtureCategories.find((c) => c.id === product.category_id)?.title ?? '';
  return `${product.brand} ${product.title} ${category}`.toLowerCase();
}

const byPopularity = (a: ProductSummary, b: ProductSummary) => b.rating_count - a.rating_count || a.id - b.id;

/**
 * GET website/catalog/products over the fixtures: the same query schema, the
 * same filters, sorts, paging and facets (facets ignore the brand and price
 * filters, as the contract says).
 */
export function listFixtureProducts(request: ProductListRequest = {}): ProductList {
  const query = productListQuerySchema.parse(Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== '')));
  const needle = query.q?.toLowerCase();
  const base = fixtureProducts.filter((p) => {
    const f = facts(p);
    if (needle && !searchText(p).includes(needle)) return false;
    if (query.category_id !== undefined && p.category_id !== query.category_id) return false;
    if (query.sub_category_id !== undefined && f.sub_category_id !== query.sub_category_id) return false;
    if (query.in_stock && !p.in_stock) return false;
    if (query.flag && !p.flags[query.flag]) return false;
    if (query.collection && !f.collections.includes(query.collection)) return false;
    return true;
  });
  const matching = base.filter(
    (p) =>
      (!query.brand || query.brand.includes(brandSlugOf(p.brand))) &&
      (query.price_min === undefined || p.price >= query.price_min) &&
      (query.price_max === undefined || p.price <= query.price_max),
  );
  const sorted = [...matching].sort((a, b) => {
    switch (query.sort) {
      case 'price_asc':
        return a.price - b.price || a.id - b.id;
      case 'price_desc':
        return b.price - a.price || a.id - b.id;
      case 'newest':
        return b.id - a.id;
      case 'discount':
        return b.discount_percent - a.discount_percent || a.id - b.id;
      case 'popularity':
      case 'relevance':
        return byPopularity(a, b);
    }
  });
  const start = (query.page - 1) * query.page_size;
  const brandCounts = new Map<string, number>();
  for (const p of base) brandCounts.set(p.brand, (brandCounts.get(p.brand) ?? 0) + 1);
  const prices = base.map((p) => p.price);
  return productListSchema.parse({
    items: sorted.slice(start, start + query.page_size),
    total: sorted.length,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.ceil(sorted.length / query.page_size),
    facets: {
      brands: [...brandCounts]
        .map(([name, count]) => ({ slug: brandSlugOf(name), name, count }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
      price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
      in_stock_count: base.filter((p) => p.in_stock).length,
    },
  });
}

/** The first page of all products, as the listing page shows it by default. */
export const fixtureProductList: ProductList = listFixtureProducts({});

/** The search box's suggestions for "lap". */
export const fixtureSuggestions = suggestionsSchema.parse({
  query: 'lap',
  products: listFixtureProducts({ q: 'lap', page_size: '5' }).items
    .map(({ id, title, slug, brand, image, price }) => ({ id, title, slug, brand, image, price })),
  categories: fixtureCategories.filter((c) => c.title.toLowerCase().includes('lap')).map(({ id, title, slug }) => ({ id, title, slug })),
  brands: [],
});

/** Every list a product carousel can ask for: each source, at every limit its schema allows. */
function carouselRequests(): ProductListRequest[] {
  const requests: ProductListRequest[] = [];
  for (let limit = CAROUSEL_LIMIT.min; limit <= CAROUSEL_LIMIT.max; limit++) {
    for (const source of CAROUSEL_SOURCES) {
      if (source === 'category') {
        for (const c of fixtureCategories) requests.push(carouselRequest({ source, category_id: c.id, collection_slug: '', limit }));
      } else if (source === 'collection') {
        for (const c of fixtureCollections) requests.push(carouselRequest({ source, category_id: 1, collection_slug: c.slug, limit }));
      } else {
        requests.push(carouselRequest({ source, category_id: 1, collection_slug: '', limit }));
      }
    }
  }
  return requests;
}

/** The listing page's default views: all products, each category, each flag and each collection. */
function listingRequests(): ProductListRequest[] {
  return [
    {},
    ...fixtureCategories.map((c) => ({ category_id: String(c.id) })),
    { flag: 'best_seller' },
    { flag: 'hot_deal' },
    { flag: 'new_arrival' },
    ...fixtureCollections.map((c) => ({ collection: c.slug })),
  ];
}

let built: Readonly<Record<string, unknown>> | null = null;

/**
 * SWR fallback keyed by API path: the whole catalogue as the sections read it.
 * Built once (some four hundred lists) and shared: SWR never writes to it.
 */
export function catalogFallback(): Readonly<Record<string, unknown>> {
  built ??= buildFallback();
  return built;
}

function buildFallback(): Record<string, unknown> {
  const fallback: Record<string, unknown> = {
    [catalogPaths.categories]: fixtureCategories,
    [catalogPaths.brands]: fixtureBrands,
    [catalogPaths.collections]: fixtureCollections,
    [catalogPaths.suggestions(fixtureSuggestions.query)]: fixtureSuggestions,
  };
  for (const detail of fixtureProductDetails) fallback[catalogPaths.product(detail.id)] = detail;
  for (const request of [...listingRequests(), ...carouselRequests()]) {
    const path = productListPath(request);
    fallback[path] ??= listFixtureProducts(request);
  }
  return fallback;
}
