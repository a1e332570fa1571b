import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSort } from '../../schemas/api/catalog';
import { replaceCatalog } from '../../server/seed/catalog';
import { catalogClient, type ListParams } from './catalog-api-client';
import { createTestServer, type TestServer } from './harness';

/*
 * Deep pages (issue 21 §4): a listing reads its page's ids first and the rows
 * after, so a page deep in a big category must still be exactly its slice of
 * the whole ordered list, with equal prices or popularity ordered by id, and
 * the same facets and total as page 1. The order is computed here from the
 * rows themselves, not by the listing's own SQL.
 */

/** Big enough for ties in price and popularity and a dozen pages in Laptops. */
const PRODUCTS = 3000;
const CATEGORY = 1;
const PAGE_SIZE = 24;

interface Row {
  id: number;
  price_paise: number;
  popularity: number;
  in_stock: boolean;
}

type Compare = (a: Row, b: Row) => number;
// Ranked sorts put what can be bought first, then the figure, then the newest id.
const byPopularity: Compare = (a, b) => Number(b.in_stock) - Number(a.in_stock) || b.popularity - a.popularity || b.id - a.id;
const byPriceUp: Compare = (a, b) => a.price_paise - b.price_paise || a.id - b.id;
const byPriceDown: Compare = (a, b) => b.price_paise - a.price_paise || b.id - a.id;
const ORDERS: readonly (readonly [ProductSort, Compare])[] = [
  ['popularity', byPopularity],
  ['price_asc', byPriceUp],
  ['price_desc', byPriceDown],
];

let t: TestServer;
let api: ReturnType<typeof catalogClient>;
let rows: Row[];
beforeAll(async () => {
  t = await createTestServer();
  api = catalogClient(t);
  await replaceCatalog(t.db, { products: PRODUCTS });
  rows = await t.db.selectFrom('products').select(['id', 'price_paise', 'popularity', 'in_stock']).where('category_id', '=', CATEGORY).execute();
});
afterAll(async () => {
  await t?.close();
});

const ties = (key: (row: Row) => number) => rows.length - new Set(rows.map(key)).size;

describe('deep pages of a category', () => {
  it('has ties to break in both orders', () => {
    expect(rows.length).toBeGreaterThan(PAGE_SIZE * 10);
    expect(ties((row) => row.price_paise)).toBeGreaterThan(0);
    expect(ties((row) => row.popularity)).toBeGreaterThan(0);
  });

  for (const [sort, compare] of ORDERS) {
    it(`serves the middle and the last page as slices of the whole list, sorted by ${sort}`, async () => {
      const ordered = [...rows].sort(compare).map((row) => row.id);
      const params: ListParams = { category_id: String(CATEGORY), sort };
      const first = await api.list(params);
      expect(first.page_count).toBe(Math.ceil(ordered.length / PAGE_SIZE));
      expect(first.total).toBe(ordered.length);
      const middle = Math.ceil(first.page_count / 2);
      for (const page of [1, middle, first.page_count - 1, first.page_count]) {
        const listed = await api.list({ ...params, page: String(page) });
        const slice = ordered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
        expect(listed.items.map((item) => item.id), `page ${page}`).toEqual(slice);
        expect(listed.total).toBe(first.total);
        expect(listed.facets).toEqual(first.facets);
      }
      const past = await api.list({ ...params, page: String(first.page_count + 1) });
      expect(past.items).toEqual([]);
    });
  }

  it('keeps filters on a deep page: in stock, by price, each page a slice', async () => {
    const ordered = rows
      .filter((row) => row.in_stock)
      .sort(byPriceUp)
      .map((row) => row.id);
    const last = Math.ceil(ordered.length / PAGE_SIZE);
    const listed = await api.list({ category_id: String(CATEGORY), sort: 'price_asc', in_stock: 'true', page: String(last) });
    expect(listed.items.map((item) => item.id)).toEqual(ordered.slice((last - 1) * PAGE_SIZE));
    expect(listed.total).toBe(ordered.length);
    expect(listed.facets.in_stock_count).toBe(ordered.length);
  });
});
