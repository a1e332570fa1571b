import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { BrandFacet, ProductFlag, ProductList, ProductListQuery } from '../../../schemas/api/catalog';
import type { Database, ProductsTable } from '../../db/types';
import { findCollectionId } from './collections';
import { summaryQuery, toSummaries } from './present';
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

/** Where the shopper is: what the facets are counted over. */
function scopeFilters(eb: ProductScope, { query, collectionId, search }: ListRequest): Expression<SqlBool>[] {
  const filters: Expression<SqlBool>[] = [];
  if (query.category_id !== undefined) filters.push(eb('p.category_id', '=', query.category_id));
  if (query.sub_category_id !== undefined) filters.push(eb('p.sub_category_id', '=', query.sub_category_id));
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

/** Price and stock: applied to the items, and inside the facets only to the total. */
function narrowFilters(eb: ProductScope, { query }: ListRequest): Expression<SqlBool>[] {
  const filters: Expression<SqlBool>[] = [];
  if (query.price_min !== undefined) filters.push(eb('p.price_paise', '>=', query.price_min));
  if (query.price_max !== undefined) filters.push(eb('p.price_paise', '<=', query.price_max));
  if (query.in_stock) filters.push(eb('p.stock', '>', 0));
  return filters;
}

/*
 * Every order ends with the id, in the direction that matches the sort's
 * (column, id) index, so equal values keep one order and pages never overlap.
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
      return [[sql`p.discount_percent`, 'desc'], [sql`p.id`, 'desc']];
    case 'popularity':
      return [[sql`p.popularity`, 'desc'], [sql`p.id`, 'desc']];
    case 'relevance':
      if (search !== null && search !== 'nothing') {
        return [[relevanceScore(search), 'desc'], [sql`p.popularity`, 'desc'], [sql`p.id`, 'desc']];
      }
      // A collection is curated: its own order is the most relevant one.
      if (collectionId !== null) {
        return [
          [sql`(select cp.position from collection_products cp where cp.collection_id = ${collectionId} and cp.product_id = p.id)`, 'asc'],
          [sql`p.id`, 'asc'],
        ];
      }
      return [[sql`p.popularity`, 'desc'], [sql`p.id`, 'desc']];
  }
}

async function pageOfItems(db: Kysely<Database>, request: ListRequest) {
  const { query } = request;
  let builder = summaryQuery(db).where((eb) => {
    const filters = [...scopeFilters(eb, request), ...narrowFilters(eb, request)];
    if (query.brand) {
      filters.push(eb('p.brand_id', 'in', eb.selectFrom('brands as b').select('b.id').where('b.slug', 'in', query.brand)));
    }
    return eb.and(filters);
  });
  for (const [expression, direction] of ordering(request)) builder = builder.orderBy(expression, direction);
  const rows = await builder
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  return toSummaries(db, rows);
}

/**
 * One pass over the scope, grouped by brand, gives the facets and, through
 * the `matched` column (price and stock applied), the total for any brand
 * selection, so no separate count is needed. Brand names are joined to the
 * few groups, not to every product.
 */
async function facetRows(db: Kysely<Database>, request: ListRequest) {
  const groups = db
    .selectFrom('products as p')
    .where((eb) => eb.and(scopeFilters(eb, request)))
    .groupBy('p.brand_id')
    .select((eb) => {
      const narrow = narrowFilters(eb, request);
      const matched = narrow.length > 0 ? eb.and(narrow) : sql<SqlBool>`true`;
      return [
        'p.brand_id',
        sql<number>`count(*)::int`.as('count'),
        sql<number>`(count(*) filter (where ${matched}))::int`.as('matched'),
        sql<number>`(count(*) filter (where p.stock > 0))::int`.as('in_stock'),
        eb.fn.min('p.price_paise').as('min_price'),
        eb.fn.max('p.price_paise').as('max_price'),
      ];
    });
  return db
    .selectFrom(groups.as('g'))
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .select(['b.slug', 'b.name', 'g.count', 'g.matched', 'g.in_stock', 'g.min_price', 'g.max_price'])
    .execute();
}

type FacetRow = Awaited<ReturnType<typeof facetRows>>[number];

function summarise(rows: FacetRow[], brands: readonly string[] | undefined) {
  const chosen = brands ? new Set(brands) : null;
  const facets: BrandFacet[] = rows
    .map((row) => ({ slug: row.slug, name: row.name, count: row.count }))
    .sort((a, b) => b.count - a.count || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
  const total = rows.filter((row) => !chosen || chosen.has(row.slug)).reduce((sum, row) => sum + row.matched, 0);
  const price =
    rows.length === 0
      ? { min: 0, max: 0 }
      : { min: Math.min(...rows.map((row) => row.min_price)), max: Math.max(...rows.map((row) => row.max_price)) };
  const inStock = rows.reduce((sum, row) => sum + row.in_stock, 0);
  return { facets: { brands: facets, price, in_stock_count: inStock }, total };
}

/** GET website/catalog/products; null when the named collection does not exist. */
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
  const { facets, total } = summarise(groups, query.brand);
  return {
    items,
    total,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.ceil(total / query.page_size),
    facets,
  };
}
