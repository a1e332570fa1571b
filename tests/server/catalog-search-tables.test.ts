import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceCatalog } from '../../server/seed/catalog';
import { planSearch, searchTerms } from '../../server/features/catalog/search';
import { suggest, walksFirst } from '../../server/features/catalog/suggestions';
import { catalogClient } from './catalog-api-client';
import { createTestServer, type TestServer } from './harness';

/*
 * Search reads two tables triggers on products keep (migration 0026):
 * search_words (every word of search_text, with how many products hold it)
 * and product_search (a narrow copy of the searchable columns). Here: they
 * hold what products say after the seed and after every kind of write, a
 * search listing counts what a scan of products finds, and suggestions that
 * walk the most popular products first pick what ranking every match picks.
 */

const PRODUCTS = 3000;

let t: TestServer;
let api: ReturnType<typeof catalogClient>;
beforeAll(async () => {
  t = await createTestServer();
  api = catalogClient(t);
  await replaceCatalog(t.db, { products: PRODUCTS });
});
afterAll(async () => {
  await t?.close();
});

/** search_words as computed here from products.search_text. */
async function expectedWords(): Promise<Record<string, number>> {
  const rows = await t.db.selectFrom('products').select('search_text').execute();
  const counts: Record<string, number> = {};
  for (const { search_text } of rows) {
    for (const word of new Set(search_text.split(' '))) if (word !== '') counts[word] = (counts[word] ?? 0) + 1;
  }
  return counts;
}

async function storedWords(): Promise<Record<string, number>> {
  const rows = await t.db.selectFrom('search_words').select(['word', 'products']).execute();
  return Object.fromEntries(rows.map((row) => [row.word, Number(row.products)]));
}

const COPIED = ['id', 'search_text', 'brand_id', 'category_id', 'sub_category_id', 'price_paise', 'discount_percent', 'in_stock', 'popularity', 'is_best_seller', 'is_hot_deal', 'is_new_arrival'] as const;

async function expectCopiesMatch(): Promise<void> {
  const products = await t.db.selectFrom('products').select([...COPIED, sql<string>`lower(title)`.as('title_lower'), sql<string>`created_at::text`.as('created')]).orderBy('id').execute();
  const copies = await t.db.selectFrom('product_search').select([...COPIED, 'title_lower', sql<string>`created_at::text`.as('created')]).orderBy('id').execute();
  expect(copies).toEqual(products);
  expect(await storedWords()).toEqual(await expectedWords());
}

describe('search tables', () => {
  it('hold every product and every word after the seed', async () => {
    const words = await storedWords();
    expect(Object.keys(words).length).toBeGreaterThan(100);
    await expectCopiesMatch();
  });

  it('follow updates, inserts and deletes of products', async () => {
    const [first, second] = await t.db.selectFrom('products').select(['id', 'search_text']).orderBy('id').limit(2).execute();
    if (!first || !second) throw new Error('no products');
    // A new word, a changed title, a product selling out, a price change, a stock change that keeps it in stock.
    await t.db.updateTable('products').set({ search_text: `${first.search_text} zqxword`, title: 'Zqx Renamed Laptop' }).where('id', '=', first.id).execute();
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', second.id).execute();
    await sql`update products set price_paise = price_paise - 100, popularity = popularity + 7 where id % 97 = 0 and price_paise > 100`.execute(t.db);
    await sql`update products set stock = stock + 1 where id % 89 = 0`.execute(t.db);
    await expectCopiesMatch();
    expect((await storedWords())['zqxword']).toBe(1);

    // The word goes when its last product loses it.
    await t.db.updateTable('products').set({ search_text: first.search_text }).where('id', '=', first.id).execute();
    expect((await storedWords())['zqxword']).toBeUndefined();

    // A copy of a product under a new slug, then deleted with everything pointing at it.
    const { id } = await sql<{ id: number }>`insert into products (slug, title, brand_id, category_id, sub_category_id, price_paise, mrp_paise, stock, popularity, search_text)
      select slug || '-copy', title, brand_id, category_id, sub_category_id, price_paise, mrp_paise, 3, 5, search_text || ' zqxcopy' from products where id = ${second.id}
      returning id`.execute(t.db).then((result) => result.rows[0] ?? { id: 0 });
    await expectCopiesMatch();
    expect((await storedWords())['zqxcopy']).toBe(1);
    await t.db.deleteFrom('products').where('id', '=', id).execute();
    await expectCopiesMatch();
    expect((await storedWords())['zqxcopy']).toBeUndefined();
  });

  it('count a search listing as a scan of products does: total, brands, in stock', async () => {
    for (const q of ['gaming laptop', 'lap', 'ssd 1', 'rtx 40', 'mous']) {
      const terms = searchTerms(q);
      if (!terms) throw new Error(q);
      const matches = await t.db
        .selectFrom('products as p')
        .select(['p.id', 'p.in_stock', 'p.brand_id'])
        .where((eb) => eb.and(terms.words.map((word) => eb('p.search_text', 'ilike', `%${word}%`))))
        .execute();
      expect(matches.length, q).toBeGreaterThan(0);
      const listed = await api.list({ q });
      expect(listed.total, q).toBe(matches.length);
      expect(listed.facets.in_stock_count, q).toBe(matches.filter((row) => row.in_stock).length);
      expect(listed.facets.brands.reduce((sum, brand) => sum + brand.count, 0), q).toBe(matches.length);
    }
  });
});

describe('suggestions walking the most popular products first', () => {
  const QUERIES = ['lap', 'leno', 'rtx 40', 'ssd 1', 'mous', 'gaming laptop', 'samsng', '4', 'iphon', 'monitr 27', 'zzzz'];

  it('suggest what ranking every match suggests, however short the walk', async () => {
    for (const q of QUERIES) {
      const everything = await suggest(t.db, q, 8);
      for (const walkRows of [1, 20, 300, PRODUCTS * 2]) {
        expect(await suggest(t.db, q, 8, { walkRows }), `${q}, walking ${walkRows}`).toEqual(everything);
      }
    }
  });

  it('walk only when every word is common', async () => {
    const plan = async (q: string) => planSearch(t.db, searchTerms(q) ?? { words: [] });
    const lap = await plan('lap');
    expect(lap.catalogue).toBeGreaterThan(PRODUCTS / 2);
    expect(lap.words[0]?.matches).toBeGreaterThan(PRODUCTS / 20);
    expect(walksFirst(lap)).toBe(true);
    // A typo has no count, and a rare word is cheaper to take whole.
    expect(walksFirst(await plan('lap thnkpad'))).toBe(false);
    expect(walksFirst(await plan('zqxnothing'))).toBe(false);
  });
});
