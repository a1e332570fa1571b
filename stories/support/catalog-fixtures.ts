import {
  catalogPaths,
  productListPath,
  productListQuerySchema,
  productListSchema,
  STOCK_FIRST_SORTS,
  suggestionsSchema,
  type ProductList,
  type ProductSummary,
} from '../../schemas/api/catalog';
import type { ProductListRequest } from '../../src/data/catalog';
import { CAROUSEL_LIMIT, CAROUSEL_SOURCES } from '../../schemas/sections/catalog-home';
import { carouselRequest } from '../../registry/product-carousel/parts/source';
import { priceBandFacets } from '../../server/features/catalog/price-bands';
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
 * same filters, sorts, paging and facets (each counted under every filter but
 * its own group, as the contract says; bands cut as the server cuts them).
 */
export function listFixtureProducts(request: ProductListRequest = {}): ProductList {
  const query = productListQuerySchema.parse(Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== '')));
  const needle = query.q?.toLowerCase();
  const scope = fixtureProducts.filter((p) => {
    const f = facts(p);
    if (needle && !searchText(p).includes(needle)) return false;
    if (query.category_id !== undefined && p.category_id !== query.category_id) return false;
    if (query.flag && !p.flags[query.flag]) return false;
    if (query.collection && !f.collections.includes(query.collection)) return false;
    return true;
  });
  type Group = 'sub' | 'brand' | 'price' | 'stock';
  const passes: Record<Group, (p: ProductSummary) => boolean> = {
    sub: (p) => query.sub_category_id === undefined || facts(p).sub_category_id === query.sub_category_id,
    brand: (p) => !query.brand || query.brand.includes(brandSlugOf(p.brand)),
    price: (p) => (query.price_min === undefined || p.price >= query.price_min) && (query.price_max === undefined || p.price <= query.price_max),
    stock: (p) => !query.in_stock || p.in_stock,
  };
  /** The scope under every filter but `except`'s group. */
  const under = (except: Group | null) => scope.filter((p) => (Object.keys(passes) as Group[]).every((group) => group === except || passes[group](p)));
  const matching = under(null);
  // The ranked sorts list what can be bought first, as the server does; price and date sorts stay as asked.
  const ranked = STOCK_FIRST_SORTS.includes(query.sort);
  const sorted = [...matching].sort((a, b) => {
    if (ranked && a.in_stock !== b.in_stock) return a.in_stock ? -1 : 1;
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
  const tally = <K,>(products: readonly ProductSummary[], key: (p: ProductSummary) => K) => {
    const counts = new Map<K, number>();
    for (const p of products) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    return counts;
  };
  const pricedProducts = under('price');
  const prices = pricedProducts.map((p) => p.price);
  const price = { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 };
  const inCategory = under('sub');
  return productListSchema.parse({
    items: sorted.slice(start, start + query.page_size),
    total: sorted.length,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.ceil(sorted.length / query.page_size),
    facets: {
      brands: [...tally(under('brand'), (p) => p.brand)]
        .map(([name, count]) => ({ slug: brandSlugOf(name), name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
      price,
      price_bands: priceBandFacets(price.min, price.max, (band) =>
        pricedProducts.filter((p) => (band.min === null || p.price >= band.min) && (band.max === null || p.price <= band.max)).length,
      ),
      in_stock_count: under('stock').filter((p) => p.in_stock).length,
      category:
        query.category_id === undefined
          ? null
          : {
              count: inCategory.length,
              sub_categories: [...tally(inCategory, (p) => facts(p).sub_category_id)].map(([id, count]) => ({ id, count })),
            },
    },
  });
}

/** The first page of all products, as the listing page shows it by default. */
export const fixtureProductList: ProductList = listFixtureProducts({});

/** The search box's suggestions for "lap". */
export const fixtureSuggestions = suggestionsSchema.parse({
  query: 'lap',
  products: listFixtureProducts({ q: 'lap', page_size: '5' }).items
    .map(({ id, title, slug, brand, image, price, price_varies, in_stock }) => ({ id, title, slug, brand, image, price, price_varies, in_stock })),
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
