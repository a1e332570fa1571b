import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { BrandFacet, ListFacets, ProductFlag, ProductList, ProductListQuery } from '../../../schemas/api/catalog';
import type { Database, ProductsTable } from '../../db/types';
import { findCollectionId } from './collections';
import { PRICE_BAND_STEPS_RUPEES, priceBandFacets, type PriceBandCut } from './price-bands';
import { summariesByIds } from './present';
import { relevanceScore, searchCondition, searchTerms, withSearch, type SearchPlan } from './search';

type ProductScope = ExpressionBuilder<Database & { p: ProductsTable }, 'p'>;
type Direction = 'asc' | 'desc';

const FLAG_COLUMNS = {
  best_seller: 'p.is_best_seller',
  hot_deal: 'p.is_hot_deal',
  new_arrival: 'p.is_new_arrival',
} as const satisfies Record<ProductFlag, string>;

/** The query with the collection slug resolved and q planned. */
interface ListRequest {
  query: ProductListQuery;
  collectionId: number | null;
  /** Null without q; 'nothing' when q holds no searchable word, which matches no product. */
  search: SearchPlan | 'nothing' | null;
}

/** Where the shopper is (a search, a category, a flag, a collection): every count holds it. */
function scopeFilters(eb: ProductScope, { query, collectionId, search }: ListRequest): Expression<SqlBool>[] {
  const filters: Expression<SqlBool>[] = [];
  if (query.category_id !== undefined) filters.push(eb('p.category_id', '=', query.category_id));
  if (query.flag !== undefined) filters.push(eb(FLAG_COLUMNS[query.flag], '=', true));
  if (collectionId !== null) {
    filters.push(
      eb.exists(
        eb
          .selectFrom('collection_products as cp')
          .select('cp.product_id')
          .where('cp.collection_id', '=', collectionId)
          .whereRef('cp.product_id', '=', 'p.id'),
      ),
    );
  }
  if (search === 'nothing') filters.push(sql<SqlBool>`false`);
  else if (search !== null) filters.push(searchCondition(search));
  return filters;
}

/** The price filter: applied to the items, and to every facet but price. */
function priceFilters(eb: ProductScope, { query }: ListRequest): Expression<SqlBool>[] {
  const filters: Expression<SqlBool>[] = [];
  if (query.price_min !== undefined) filters.push(eb('p.price_paise', '>=', query.price_min));
  if (query.price_max !== undefined) filters.push(eb('p.price_paise', '<=', query.price_max));
  return filters;
}

/** What can be bought first: ranked sorts would otherwise put sold-out products at the top. */
const IN_STOCK_FIRST: [Expression<unknown>, Direction] = [sql`p.in_stock`, 'desc'];

/** The in-stock filter: applied to the items, and to every facet but in_stock. */
function stockFilters(eb: ProductScope, { query }: ListRequest): Expression<SqlBool>[] {
  return query.in_stock ? [eb('p.in_stock', '=', true)] : [];
}

/** The sub-category filter: applied to the items, and to every facet but the category's. */
function subCategoryFilters(eb: ProductScope, { query }: ListRequest): Expression<SqlBool>[] {
  return query.sub_category_id === undefined ? [] : [eb('p.sub_category_id', '=', query.sub_category_id)];
}

/**
 * Sub-categories are counted only in a category's list (the panel offers
 * them nowhere else); elsewhere their filter narrows the scope like the
 * others, and the facet pass needs no sub-category groups.
 */
const countsSubCategories = (query: ProductListQuery) => query.category_id !== undefined;

/** The brand filter (any of the brands named): applied to the items, and to every facet but brand. */
function brandFilters(eb: ProductScope, { query }: ListRequest): Expression<SqlBool>[] {
  return query.brand ? [eb('p.brand_id', 'in', eb.selectFrom('brands as b').select('b.id').where('b.slug', 'in', query.brand))] : [];
}

/** The shopper's filters on top of the scope, each its own facet group. */
function refineFilters(eb: ProductScope, request: ListRequest): Expression<SqlBool>[] {
  return [...subCategoryFilters(eb, request), ...brandFilters(eb, request), ...priceFilters(eb, request), ...stockFilters(eb, request)];
}

/*
 * Every order ends with the id, in the direction that matches the sort's
 * (column, id) index, so equal values keep one order and pages never overlap.
 * The ranked sorts (relevance in all its forms, popularity, discount) lead
 * with stock, served by the (in_stock, column, id) indexes of migration 0007;
 * price and date sorts are what the shopper asked for, so stock does not reorder them.
 */
function ordering({ query, collectionId, search }: ListRequest): [Expression<unknown>, Direction][] {
  switch (query.sort) {
    case 'price_asc':
      return [[sql`p.price_paise`, 'asc'], [sql`p.id`, 'asc']];
    case 'price_desc':
      return [[sql`p.price_paise`, 'desc'], [sql`p.id`, 'desc']];
    case 'newest':
      return [[sql`p.created_at`, 'desc'], [sql`p.id`, 'desc']];
    case 'discount':
      return [IN_STOCK_FIRST, [sql`p.discount_percent`, 'desc'], [sql`p.id`, 'desc']];
    case 'popularity':
      return [IN_STOCK_FIRST, [sql`p.popularity`, 'desc'], [sql`p.id`, 'desc']];
    case 'relevance':
      if (search !== null && search !== 'nothing') {
        return [IN_STOCK_FIRST, [relevanceScore(search), 'desc'], [sql`p.popularity`, 'desc'], [sql`p.id`, 'desc']];
      }
      // A collection is curated: its own order is the most relevant one.
      if (collectionId !== null) {
        return [
          IN_STOCK_FIRST,
          [sql`(select cp.position from collection_products cp where cp.collection_id = ${collectionId} and cp.product_id = p.id)`, 'asc'],
          [sql`p.id`, 'asc'],
        ];
      }
      return [IN_STOCK_FIRST, [sql`p.popularity`, 'desc'], [sql`p.id`, 'desc']];
  }
}

/**
 * What a listing reads: with a search, product_search (migration 0026), the
 * narrow copy of products' columns under the same names, which its trigram
 * index serves and whose rows a search's thousands of matches are rechecked,
 * counted and ranked on at a sixth of the pages; else products, whose
 * per-category indexes (migration 0025) serve categories, flags and
 * collections. The type stays products': product_search has every column
 * the filters, facets and orders below read.
 */
function productsFrom(db: Kysely<Database>, { search }: ListRequest) {
  const table = search !== null && search !== 'nothing' ? 'product_search as p' : 'products as p';
  return db.selectFrom(table as 'products as p');
}

/**
 * The page's ids first, then their rows (a deferred join): the ids come from
 * an index-only scan of the category's index for the sort (migration 0025),
 * so the rows skipped to reach page 200 are index entries, not products read
 * and sorted; page 200 costs what page 1 does. The public API keeps its page
 * numbers, and the order is total (it ends with the id), so an offset names
 * the same slice every time.
 */
async function pageOfItems(db: Kysely<Database>, request: ListRequest) {
  const { query } = request;
  let builder = productsFrom(db, request)
    .select('p.id')
    .where((eb) => eb.and([...scopeFilters(eb, request), ...refineFilters(eb, request)]));
  for (const [expression, direction] of ordering(request)) builder = builder.orderBy(expression, direction);
  const rows = await builder
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  return summariesByIds(db, rows.map((row) => row.id), query.locale);
}

/**
 * width_bucket edges: every band step and one paisa above it, so the count
 * of a band with inclusive ends (price_min and price_max are) is a sum of
 * buckets. Literals, so the query text is the same on every request.
 */
const PRICE_EDGES = sql.join(PRICE_BAND_STEPS_RUPEES.flatMap((rupees) => [sql.lit(rupees * 100), sql.lit(rupees * 100 + 1)]));
const priceBucket = sql<number>`width_bucket(p.price_paise, array[${PRICE_EDGES}])`;

const all = (filters: Expression<SqlBool>[]) => (filters.length > 0 ? sql<SqlBool>`(${sql.join(filters, sql` and `)})` : sql<SqlBool>`true`);

/**
 * One pass over the scope, grouped by brand, sub-category (in a category's
 * list) and price bucket: brand and sub-category are then constant in a
 * group, and price and stock are counted inside it. The groups (a few
 * hundred at most) are then summed three ways at once (grouping sets), each
 * facet under every filter but its own: one row per brand, per sub-category
 * and per price bucket, the bucket rows also holding the price spread, the
 * total and the in-stock count. Brand names are joined to the brand rows only.
 */
async function facetRows(db: Kysely<Database>, request: ListRequest) {
  const { query } = request;
  const bySub = countsSubCategories(query);
  const subCategory = bySub ? sql<number | null>`p.sub_category_id` : sql<number | null>`null::int`;
  const groups = productsFrom(db, request)
    .where((eb) => eb.and([...scopeFilters(eb, request), ...(bySub ? [] : subCategoryFilters(eb, request))]))
    .groupBy(bySub ? [sql`p.brand_id`, subCategory, priceBucket] : [sql`p.brand_id`, priceBucket])
    .select((eb) => {
      const price = all(priceFilters(eb, request));
      const stock = all(stockFilters(eb, request));
      return [
        'p.brand_id',
        subCategory.as('sub_category_id'),
        priceBucket.as('bucket'),
        sql<number>`count(*) filter (where ${price} and ${stock})`.as('matched'),
        sql<number>`count(*) filter (where ${price} and p.in_stock)`.as('matched_in_stock'),
        sql<number>`count(*) filter (where ${stock})`.as('priced'),
        sql<number | null>`min(p.price_paise) filter (where ${stock})`.as('min_price'),
        sql<number | null>`max(p.price_paise) filter (where ${stock})`.as('max_price'),
      ];
    });
  // Constant within a group, so applied to the groups.
  const brand = query.brand ? sql<SqlBool>`g.brand_id in (select b.id from brands b where b.slug in (${sql.join(query.brand)}))` : sql<SqlBool>`true`;
  const sub = bySub && query.sub_category_id !== undefined ? sql<SqlBool>`g.sub_category_id = ${query.sub_category_id}` : sql<SqlBool>`true`;
  const facets = db
    .selectFrom(groups.as('g'))
    .groupBy(sql`grouping sets ((g.brand_id), (g.sub_category_id), (g.bucket))`)
    .select([
      sql<FacetSet>`(case when grouping(g.brand_id) = 0 then 'brand' when grouping(g.bucket) = 0 then 'price' else 'sub' end)`.as('facet'),
      'g.brand_id',
      'g.sub_category_id',
      'g.bucket',
      sql<number>`coalesce(sum(g.matched) filter (where ${sub}), 0)::int`.as('brand_count'),
      sql<number>`coalesce(sum(g.matched) filter (where ${brand}), 0)::int`.as('sub_count'),
      sql<number>`coalesce(sum(g.priced) filter (where ${brand} and ${sub}), 0)::int`.as('priced'),
      sql<number | null>`min(g.min_price) filter (where ${brand} and ${sub})`.as('min_price'),
      sql<number | null>`max(g.max_price) filter (where ${brand} and ${sub})`.as('max_price'),
      sql<number>`coalesce(sum(g.matched) filter (where ${brand} and ${sub}), 0)::int`.as('matched'),
      sql<number>`coalesce(sum(g.matched_in_stock) filter (where ${brand} and ${sub}), 0)::int`.as('matched_in_stock'),
    ]);
  return db
    .selectFrom(facets.as('f'))
    .leftJoin('brands as b', (join) => join.onRef('b.id', '=', 'f.brand_id').on('f.facet', '=', 'brand'))
    .select(['f.facet', 'b.slug', 'b.name', 'f.sub_category_id', 'f.bucket', 'f.brand_count', 'f.sub_count', 'f.priced', 'f.min_price', 'f.max_price', 'f.matched', 'f.matched_in_stock'])
    .execute();
}

/** Which grouping a facet row comes from. */
type FacetSet = 'brand' | 'sub' | 'price';
type FacetRow = Awaited<ReturnType<typeof facetRows>>[number];

const sum = (rows: readonly FacetRow[], pick: (row: FacetRow) => number) => rows.reduce((total, row) => total + pick(row), 0);

/**
 * Products under every filter but price in each band: bucket b holds the
 * prices with exactly b edges at or below them, so "below edge i" is the
 * buckets up to i, a band's upper step is edge 2k+1 (one paisa above it) and
 * its lower step edge 2k.
 */
function bandCounter(priceRows: readonly FacetRow[]): (band: PriceBandCut) => number {
  const below = (edge: number) => sum(priceRows, (row) => (row.bucket <= edge ? row.priced : 0));
  const edgeOf = (paise: number) => {
    const step = PRICE_BAND_STEPS_RUPEES.findIndex((rupees) => rupees * 100 === paise);
    if (step < 0) throw new Error(`a price band ends at ${paise} paise, which is not a band step`);
    return step * 2;
  };
  const everything = sum(priceRows, (row) => row.priced);
  return ({ min, max }) => (max === null ? everything : below(edgeOf(max) + 1)) - (min === null ? 0 : below(edgeOf(min)));
}

function summarise(rows: FacetRow[], query: ProductListQuery): { facets: ListFacets; total: number } {
  const of = (facet: FacetSet) => rows.filter((row) => row.facet === facet);
  const priceRows = of('price');

  const brands: BrandFacet[] = of('brand')
    .flatMap((row) => (row.slug !== null && row.name !== null && row.brand_count > 0 ? [{ slug: row.slug, name: row.name, count: row.brand_count }] : []))
    .sort((a, b) => b.count - a.count || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));

  const priced = priceRows.filter((row) => row.priced > 0);
  const price = priced.reduce<{ min: number; max: number } | null>(
    (range, row) => ({ min: Math.min(range?.min ?? Infinity, row.min_price ?? Infinity), max: Math.max(range?.max ?? 0, row.max_price ?? 0) }),
    null,
  ) ?? { min: 0, max: 0 };

  const subRows = of('sub');
  const category = countsSubCategories(query)
    ? {
        count: sum(subRows, (row) => row.sub_count),
        sub_categories: subRows.flatMap((row) => (row.sub_category_id !== null && row.sub_count > 0 ? [{ id: row.sub_category_id, count: row.sub_count }] : [])),
      }
    : null;

  return {
    facets: {
      brands,
      price,
      price_bands: priceBandFacets(price.min, price.max, bandCounter(priceRows)),
      in_stock_count: sum(priceRows, (row) => row.matched_in_stock),
      category,
    },
    total: sum(priceRows, (row) => row.matched),
  };
}

/**
 * GET website/catalog/products, its cards in query.locale; null when the named collection does not exist.
 * q matches the English words only (search_text, product_search), as suggestions do.
 */
export async function listProducts(db: Kysely<Database>, query: ProductListQuery): Promise<ProductList | null> {
  const collectionId = query.collection === undefined ? null : await findCollectionId(db, query.collection);
  if (query.collection !== undefined && collectionId === null) return null;
  const run = async (conn: Kysely<Database>, search: ListRequest['search']) => {
    const request: ListRequest = { query, collectionId, search };
    const [items, groups] = await Promise.all([pageOfItems(conn, request), facetRows(conn, request)]);
    return { items, groups };
  };
  const terms = query.q === undefined ? null : searchTerms(query.q);
  const { items, groups } =
    query.q === undefined ? await run(db, null) : terms === null ? await run(db, 'nothing') : await withSearch(db, terms, run);
  const { facets, total } = summarise(groups, query);
  return {
    items,
    total,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.ceil(total / query.page_size),
    facets,
  };
}
