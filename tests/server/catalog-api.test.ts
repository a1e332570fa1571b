import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandListSchema,
  categoryTreeSchema,
  collectionListSchema,
  PAGE_SIZE_DEFAULT,
  PRODUCT_FLAGS,
  productListPath,
  type ProductSummary,
} from '../../schemas/api/catalog';
import { categoryImage, collectionImage, productImage } from '../../server/features/catalog/image-urls';
import { allPages, catalogClient, type ListParams } from './catalog-api-client';
import { basic, createTestServer, databaseKind, storefrontAuth, type TestServer } from './harness';

let t: TestServer;
let api: ReturnType<typeof catalogClient>;
beforeAll(async () => {
  t = await createTestServer();
  api = catalogClient(t);
});
afterAll(async () => {
  await t.close();
});

const ids = (items: readonly ProductSummary[]) => items.map((item) => item.id);

/** Product rows for the given ids, in the given order. */
async function rowsFor(productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  const rows = await t.db.selectFrom('products').selectAll().where('id', 'in', productIds).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return productIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`product ${id} not in the database`);
    return row;
  });
}

function expectOrdered(values: readonly number[], direction: 'asc' | 'desc', label: string) {
  for (let i = 1; i < values.length; i++) {
    const [before, after] = [values[i - 1] ?? 0, values[i] ?? 0];
    if (direction === 'asc') expect(after, `${label} at ${i}`).toBeGreaterThanOrEqual(before);
    else expect(after, `${label} at ${i}`).toBeLessThanOrEqual(before);
  }
}

async function countProducts(where: (qb: ReturnType<typeof productsQuery>) => ReturnType<typeof productsQuery>) {
  const row = await where(productsQuery()).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}
const productsQuery = () => t.db.selectFrom('products');

/** The biggest top-level category, so filters inside it have something to narrow. */
async function largestCategory() {
  return t.db
    .selectFrom('products')
    .select(['category_id', sql<number>`count(*)::int`.as('n')])
    .groupBy('category_id')
    .orderBy('n', 'desc')
    .orderBy('category_id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe(`catalogue reads (${databaseKind})`, () => {
  it('has a seeded demo catalogue to read', async () => {
    expect(await countProducts((qb) => qb)).toBeGreaterThanOrEqual(320);
  });

  it('refuses every catalogue read without the storefront credential', async () => {
    const paths = ['categories', 'brands', 'collections', 'products', 'products/1', 'search/suggestions?q=lap'];
    for (const path of paths) {
      const anonymous = await api.get(`website/catalog/${path}`, {});
      expect(anonymous.status, path).toBe(401);
      const wrong = await api.get(`website/catalog/${path}`, { Authorization: basic('storefront', 'wrong') });
      expect(wrong.status, path).toBe(401);
    }
  });

  it('serves the category tree in position order with counts that include sub-categories', async () => {
    const tree = await api.data('website/catalog/categories', categoryTreeSchema);
    const rows = await t.db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
    const top = rows.filter((row) => row.parent_id === null);
    expect(tree.map((c) => c.id)).toEqual(top.map((row) => row.id));
    expect(tree.length).toBeGreaterThanOrEqual(14);

    for (const category of tree) {
      const subs = rows.filter((row) => row.parent_id === category.id);
      expect(category.sub_categories.map((s) => s.id)).toEqual(subs.map((row) => row.id));
      expect(category.image).toEqual(categoryImage(category));
      expect(category.product_count).toBe(await countProducts((qb) => qb.where('category_id', '=', category.id)));
      for (const sub of category.sub_categories) {
        expect(sub.product_count, sub.slug).toBe(await countProducts((qb) => qb.where('sub_category_id', '=', sub.id)));
      }
      const inSubs = category.sub_categories.reduce((sum, s) => sum + s.product_count, 0);
      expect(inSubs).toBeLessThanOrEqual(category.product_count);
    }
    expect(tree.some((c) => c.sub_categories.length > 0)).toBe(true);
  });

  it('lists brands that have products, by name, with their counts', async () => {
    const brands = await api.data('website/catalog/brands', brandListSchema);
    const counts = await t.db
      .selectFrom('products')
      .select(['brand_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('brand_id')
      .execute();
    expect(brands.map((b) => b.id).sort((a, b) => a - b)).toEqual(counts.map((c) => c.brand_id).sort((a, b) => a - b));
    for (const brand of brands) expect(brand.product_count, brand.slug).toBe(counts.find((c) => c.brand_id === brand.id)?.n);
    const names = brands.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('lists collections by position; each one lists its own products in its own order', async () => {
    const collections = await api.data('website/catalog/collections', collectionListSchema);
    const rows = await t.db.selectFrom('collections').select(['id', 'slug']).orderBy('position').orderBy('id').execute();
    expect(collections.map((c) => c.slug)).toEqual(rows.map((row) => row.slug));
    expect(collections.length).toBeGreaterThan(0);

    for (const collection of collections) {
      expect(collection.image).toEqual(collectionImage(collection));
      // The curated order, with what can be bought first.
      const members = await t.db
        .selectFrom('collection_products as cp')
        .innerJoin('products as p', 'p.id', 'cp.product_id')
        .select('cp.product_id')
        .where('cp.collection_id', '=', collection.id)
        .orderBy(sql`p.stock > 0`, 'desc')
        .orderBy('cp.position')
        .orderBy('cp.product_id')
        .execute();
      expect(collection.product_count, collection.slug).toBe(members.length);
      const listed = await allPages(api.list, { collection: collection.slug });
      expect(listed.total).toBe(members.length);
      expect(ids(listed.items)).toEqual(members.map((m) => m.product_id));
    }
    expect(await api.failure(productListPath({ collection: 'no-such-collection' }), 404)).toBe('No such collection');
  });

  it('answers 304 to a repeated read with the ETag it gave', async () => {
    for (const path of ['website/catalog/categories', productListPath({ sort: 'price_asc' }), 'website/catalog/products/1']) {
      const first = await api.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await t.app.request(`/api/${path}`, { headers: { ...storefrontAuth, 'If-None-Match': etag ?? '' } });
      expect(again.status, path).toBe(304);
    }
  });
});

describe(`product listing (${databaseKind})`, () => {
  it('lists everything by popularity with paging totals', async () => {
    const total = await countProducts((qb) => qb);
    const list = await api.list({});
    expect(list.total).toBe(total);
    expect(list.page).toBe(1);
    expect(list.page_size).toBe(PAGE_SIZE_DEFAULT);
    expect(list.page_count).toBe(Math.ceil(total / PAGE_SIZE_DEFAULT));
    expect(list.items).toHaveLength(Math.min(total, PAGE_SIZE_DEFAULT));
    const rows = await rowsFor(ids(list.items));
    expectOrdered(rows.map((row) => row.popularity), 'desc', 'popularity');
    for (const item of list.items) expect(item.image).toEqual(productImage(item));
  });

  it('shows cards as the database holds them', async () => {
    const list = await api.list({ sort: 'discount', page_size: '60' });
    const rows = await rowsFor(ids(list.items));
    const variantOwners = new Set(
      (await t.db.selectFrom('product_variants').select('product_id').distinct().execute()).map((row) => row.product_id),
    );
    list.items.forEach((item, i) => {
      const row = rows[i];
      if (!row) throw new Error('missing row');
      expect(item).toMatchObject({
        title: row.title,
        slug: row.slug,
        category_id: row.category_id,
        price: row.price_paise,
        mrp: row.mrp_paise,
        discount_percent: row.discount_percent,
        rating_count: row.rating_count,
        in_stock: row.stock > 0,
        has_variants: variantOwners.has(row.id),
        price_varies: row.price_varies,
        flags: { best_seller: row.is_best_seller, hot_deal: row.is_hot_deal, new_arrival: row.is_new_arrival },
      });
      expect(item.rating_average).toBeCloseTo(row.rating_average, 1);
    });
  });

  it('gives an empty page with the right total past the last page', async () => {
    const total = await countProducts((qb) => qb);
    const pageCount = Math.ceil(total / 50);
    const last = await api.list({ page_size: '50', page: String(pageCount) });
    expect(last.items).toHaveLength(total - (pageCount - 1) * 50);
    const beyond = await api.list({ page_size: '50', page: String(pageCount + 1) });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(total);
    expect(beyond.page_count).toBe(pageCount);
  });

  it('filters by category and sub-category', async () => {
    const { category_id: categoryId, n } = await largestCategory();
    const inCategory = await allPages(api.list, { category_id: String(categoryId) });
    expect(inCategory.total).toBe(n);
    expect(inCategory.items.every((item) => item.category_id === categoryId)).toBe(true);

    const sub = await t.db
      .selectFrom('products')
      .select(['sub_category_id', sql<number>`count(*)::int`.as('n')])
      .where('sub_category_id', 'is not', null)
      .groupBy('sub_category_id')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const inSub = await allPages(api.list, { sub_category_id: String(sub.sub_category_id) });
    expect(inSub.total).toBe(sub.n);
    expect((await rowsFor(ids(inSub.items))).every((row) => row.sub_category_id === sub.sub_category_id)).toBe(true);
    expect((await api.list({ category_id: '2147483647' })).total).toBe(0);
  });

  it('filters by one or more brands', async () => {
    const brands = await t.db
      .selectFrom('brands as b')
      .innerJoin('products as p', 'p.brand_id', 'b.id')
      .select(['b.id', 'b.slug', 'b.name', sql<number>`count(*)::int`.as('n')])
      .groupBy(['b.id', 'b.slug', 'b.name'])
      .orderBy('n', 'desc')
      .limit(2)
      .execute();
    const [first, second] = brands;
    if (!first || !second) throw new Error('the demo catalogue needs two brands');
    const one = await allPages(api.list, { brand: first.slug });
    expect(one.total).toBe(first.n);
    expect(one.items.every((item) => item.brand === first.name)).toBe(true);
    const both = await allPages(api.list, { brand: `${first.slug},${second.slug}` });
    expect(both.total).toBe(first.n + second.n);
    expect(new Set(both.items.map((item) => item.brand))).toEqual(new Set([first.name, second.name]));
    expect((await api.list({ brand: 'no-such-brand' })).total).toBe(0);
  });

  it('filters by price, both bounds inclusive', async () => {
    const prices = (await t.db.selectFrom('products').select('price_paise').orderBy('price_paise').execute()).map((r) => r.price_paise);
    const low = prices[Math.floor(prices.length / 4)] ?? 0;
    const high = prices[Math.floor(prices.length / 2)] ?? 0;
    const expected = prices.filter((p) => p >= low && p <= high).length;
    const list = await allPages(api.list, { price_min: String(low), price_max: String(high) });
    expect(list.total).toBe(expected);
    expect(list.items.every((item) => item.price >= low && item.price <= high)).toBe(true);
    expect(list.items.some((item) => item.price === low)).toBe(true);
    expect(list.items.some((item) => item.price === high)).toBe(true);
    expect((await api.list({ price_min: String(low) })).total).toBe(prices.filter((p) => p >= low).length);
    expect((await api.list({ price_max: String(high) })).total).toBe(prices.filter((p) => p <= high).length);
  });

  it('filters to products in stock', async () => {
    const expected = await countProducts((qb) => qb.where('stock', '>', 0));
    expect(expected).toBeLessThan(await countProducts((qb) => qb));
    const list = await allPages(api.list, { in_stock: 'true' });
    expect(list.total).toBe(expected);
    expect(list.items.every((item) => item.in_stock)).toBe(true);
    expect((await api.list({ in_stock: 'false' })).total).toBe(await countProducts((qb) => qb));
  });

  it.each(PRODUCT_FLAGS)('lists %s products for their storefront page', async (flag) => {
    const column = ({ best_seller: 'is_best_seller', hot_deal: 'is_hot_deal', new_arrival: 'is_new_arrival' } as const)[flag];
    const expected = await countProducts((qb) => qb.where(column, '=', true));
    expect(expected).toBeGreaterThan(0);
    const list = await allPages(api.list, { flag });
    expect(list.total).toBe(expected);
    expect(list.items.every((item) => item.flags[flag])).toBe(true);
  });

  it('combines filters', async () => {
    const { category_id: categoryId } = await largestCategory();
    const prices = (
      await t.db.selectFrom('products').select('price_paise').where('category_id', '=', categoryId).orderBy('price_paise').execute()
    ).map((r) => r.price_paise);
    const high = prices[Math.floor(prices.length * 0.75)] ?? 0;
    const expected = await countProducts((qb) => qb.where('category_id', '=', categoryId).where('stock', '>', 0).where('price_paise', '<=', high));
    const list = await allPages(api.list, { category_id: String(categoryId), in_stock: '1', price_max: String(high), sort: 'price_desc' });
    expect(list.total).toBe(expected);
    expect(list.items.every((item) => item.category_id === categoryId && item.in_stock && item.price <= high)).toBe(true);
  });

  it('counts each facet under every other filter: brands under price and stock, stock under brand and price', async () => {
    const { category_id: categoryId } = await largestCategory();
    const range = await t.db
      .selectFrom('products')
      .select((eb) => [eb.fn.min('price_paise').as('min'), eb.fn.max('price_paise').as('max')])
      .where('category_id', '=', categoryId)
      .executeTakeFirstOrThrow();
    const priceMin = range.min + 1;
    const groups = await t.db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['b.slug', 'b.id', sql<number>`count(*)::int`.as('n')])
      .where('p.category_id', '=', categoryId)
      .where('p.stock', '>', 0)
      .where('p.price_paise', '>=', priceMin)
      .groupBy(['b.slug', 'b.id'])
      .execute();
    const [picked] = groups;
    if (!picked) throw new Error('no brands in the category');
    const spread = await t.db
      .selectFrom('products')
      .select((eb) => [eb.fn.min('price_paise').as('min'), eb.fn.max('price_paise').as('max')])
      .where('category_id', '=', categoryId)
      .where('brand_id', '=', picked.id)
      .where('stock', '>', 0)
      .executeTakeFirstOrThrow();
    const inStock = await countProducts((qb) => qb.where('category_id', '=', categoryId).where('brand_id', '=', picked.id).where('price_paise', '>=', priceMin).where('stock', '>', 0));

    const list = await api.list({ category_id: String(categoryId), brand: picked.slug, in_stock: 'true', price_min: String(priceMin) });
    expect(Object.fromEntries(list.facets.brands.map((b) => [b.slug, b.count]))).toEqual(Object.fromEntries(groups.map((g) => [g.slug, g.n])));
    expect(list.facets.price).toEqual({ min: spread.min, max: spread.max });
    expect(list.facets.in_stock_count).toBe(inStock);
    const counts = list.facets.brands.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list.total).toBe(inStock);
  });

  it('gives empty facets when nothing is in scope', async () => {
    const list = await api.list({ category_id: '2147483647' });
    expect(list).toMatchObject({ items: [], total: 0, page_count: 0, facets: { brands: [], price: { min: 0, max: 0 }, price_bands: [], in_stock_count: 0 } });
  });
});

describe(`sorting and paging (${databaseKind})`, () => {
  const numeric = {
    price_asc: { column: 'price_paise', direction: 'asc' },
    price_desc: { column: 'price_paise', direction: 'desc' },
    popularity: { column: 'popularity', direction: 'desc' },
    discount: { column: 'discount_percent', direction: 'desc' },
  } as const;

  it.each(Object.entries(numeric))('sorts by %s across pages', async (sort, { column, direction }) => {
    const first = await api.list({ sort, page_size: '60' });
    const second = await api.list({ sort, page_size: '60', page: '2' });
    const rows = await rowsFor([...ids(first.items), ...ids(second.items)]);
    expect(rows).toHaveLength(120);
    expectOrdered(rows.map((row) => row[column]), direction, sort);
    // Sorting is done by the database, not by the page: the first row is the extreme of them all
    // (of those in stock, for the ranked sorts, which list what can be bought first).
    const ranked = sort === 'popularity' || sort === 'discount';
    const extreme = await t.db
      .selectFrom('products')
      .select((eb) => (direction === 'asc' ? eb.fn.min(column) : eb.fn.max(column)).as('value'))
      .where('stock', '>=', ranked ? 1 : 0)
      .executeTakeFirstOrThrow();
    expect(rows[0]?.[column]).toBe(extreme.value);
  });

  it('sorts newest first', async () => {
    const list = await api.list({ sort: 'newest', page_size: '60' });
    const rows = await rowsFor(ids(list.items));
    expectOrdered(rows.map((row) => new Date(row.created_at).getTime()), 'desc', 'created_at');
    const newest = await t.db.selectFrom('products').select('created_at').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(new Date(rows[0]?.created_at ?? 0).getTime()).toBe(new Date(newest.created_at).getTime());
  });

  it.each(['relevance', 'price_asc', 'price_desc', 'newest', 'popularity', 'discount'])('pages %s without overlap or gaps', async (sort) => {
    const params: ListParams = { sort, page_size: '15' };
    const [one, two, both] = await Promise.all([
      api.list(params),
      api.list({ ...params, page: '2' }),
      api.list({ ...params, page_size: '30' }),
    ]);
    expect([...ids(one.items), ...ids(two.items)]).toEqual(ids(both.items));
    expect(new Set([...ids(one.items), ...ids(two.items)]).size).toBe(30);
  });

  it('keeps one order for equal prices (id breaks ties)', async () => {
    const all = await allPages(api.list, { sort: 'price_asc' });
    expect(new Set(ids(all.items)).size).toBe(all.total);
    for (let i = 1; i < all.items.length; i++) {
      const [a, b] = [all.items[i - 1], all.items[i]];
      if (a && b && a.price === b.price) expect(b.id).toBeGreaterThan(a.id);
    }
  });
});

describe(`bad requests (${databaseKind})`, () => {
  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=x', 'page must be a whole number'],
    ['page=-1', 'page must be a whole number'],
    ['page=1.5', 'page must be a whole number'],
    ['page_size=1000', 'page_size must be at most 60'],
    ['price_min=500&price_max=100', 'price_min must not be above price_max'],
    ['price_min=abc', 'price_min must be a whole number'],
    ['foo=1', 'Unknown parameter: foo'],
    ['sort=bogus', 'sort must be one of: relevance, price_asc, price_desc, newest, popularity, discount'],
    ['flag=cheap', 'flag must be one of: best_seller, hot_deal, new_arrival'],
    [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['q=', 'q must not be empty'],
    ['q=%20%20', 'q must not be empty'],
    ['brand=UPPER', 'brand must be comma-separated brand slugs (at most 20)'],
    ['in_stock=maybe', 'in_stock must be true or false'],
    ['category_id=abc', 'category_id must be a whole number'],
    ['collection=Not_A_Slug', 'collection: Use lower-case letters, digits and single hyphens'],
    ['page=1&page=2', 'page is given more than once'],
  ])('refuses products?%s', async (query, message) => {
    expect(await api.failure(`website/catalog/products?${query}`, 400)).toBe(message);
  });

  it('accepts a q of exactly 100 characters', async () => {
    expect((await api.list({ q: 'a'.repeat(100) })).total).toBeGreaterThanOrEqual(0);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999'])('refuses product id %s', async (id) => {
    expect(await api.failure(`website/catalog/products/${id}`, 400)).toBe('The product id must be a positive whole number');
  });

  it('answers 404 for a product that does not exist', async () => {
    const max = await t.db.selectFrom('products').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    expect(await api.failure(`website/catalog/products/${max.id + 1000}`, 404)).toBe('Product not found');
  });

  it('refuses bad suggestion queries', async () => {
    expect(await api.failure('website/catalog/search/suggestions', 400)).toBe('q is required');
    expect(await api.failure('website/catalog/search/suggestions?q=lap&limit=0', 400)).toBe('limit must be at least 1');
    expect(await api.failure('website/catalog/search/suggestions?q=lap&limit=50', 400)).toBe('limit must be at most 20');
    expect(await api.failure('website/catalog/search/suggestions?q=lap&page=2', 400)).toBe('Unknown parameter: page');
  });
});
