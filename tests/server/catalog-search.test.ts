import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTreeSchema, SUGGESTION_LIMIT, suggestionsSchema } from '../../schemas/api/catalog';
import { productImage } from '../../server/features/catalog/image-urls';
import { allPages, catalogClient } from './catalog-api-client';
import { createTestServer, databaseKind, type TestServer } from './harness';

let t: TestServer;
let api: ReturnType<typeof catalogClient>;
beforeAll(async () => {
  t = await createTestServer();
  api = catalogClient(t);
});
afterAll(async () => {
  await t.close();
});

/** Ids of the products whose search text contains every one of `parts`, as the database sees it. */
async function containing(...parts: string[]) {
  let query = t.db.selectFrom('products').select(['id', 'search_text', 'stock']);
  for (const part of parts) query = query.where('search_text', 'like', `%${part}%`);
  return query.execute();
}

const suggestions = (q: string, limit?: number) =>
  api.data(`website/catalog/search/suggestions?${new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) }).toString()}`, suggestionsSchema);

describe(`search (${databaseKind})`, () => {
  it('finds every product containing a word, as a substring', async () => {
    const expected = await containing('lap');
    expect(expected.length).toBeGreaterThan(0);
    const found = await allPages(api.list, { q: 'lap' });
    expect(found.total).toBe(expected.length);
    expect(new Set(found.items.map((item) => item.id))).toEqual(new Set(expected.map((row) => row.id)));
  });

  it('needs every word to match', async () => {
    const expected = await containing('rtx 4060');
    expect(expected.length).toBeGreaterThan(0);
    const found = await allPages(api.list, { q: 'rtx 406' });
    expect(new Set(found.items.map((item) => item.id))).toEqual(new Set((await containing('rtx', '406')).map((row) => row.id)));
    // Every product that mentions an RTX 4060 is found, and the first results name it in the title.
    for (const row of expected) expect(found.items.map((item) => item.id)).toContain(row.id);
    expect(found.items[0]?.title).toMatch(/RTX 4060/);
  });

  it('forgives a misspelt brand: "lenvo" finds Lenovo', async () => {
    const expected = await containing('lenovo');
    expect(expected.length).toBeGreaterThan(0);
    const found = await allPages(api.list, { q: 'lenvo' });
    expect(found.total).toBe(expected.length);
    expect(new Set(found.items.map((item) => item.id))).toEqual(new Set(expected.map((row) => row.id)));
    expect(found.items.filter((item) => item.brand === 'Lenovo').length).toBeGreaterThan(0);
  });

  it('forgives a misspelt brand next to a correct word: "samsng ssd" finds Samsung SSDs', async () => {
    const expected = await containing('samsung', 'ssd');
    expect(expected.length).toBeGreaterThan(0);
    const found = await allPages(api.list, { q: 'samsng ssd' });
    expect(new Set(found.items.map((item) => item.id))).toEqual(new Set(expected.map((row) => row.id)));
    expect(found.items.every((item) => item.brand === 'Samsung')).toBe(true);
  });

  it('forgives a misspelt model name by trigram similarity: "thinkpd" finds ThinkPads', async () => {
    const expected = await containing('thinkpad');
    expect(expected.length).toBeGreaterThan(0);
    const found = await allPages(api.list, { q: 'lenovo thinkpd' });
    expect(new Set(found.items.map((item) => item.id))).toEqual(new Set(expected.map((row) => row.id)));
  });

  it('puts the product whose title is the query first', async () => {
    const target = await t.db.selectFrom('products').select(['id', 'title']).where('id', '=', 4).executeTakeFirstOrThrow();
    const found = await api.list({ q: target.title.slice(0, 100) });
    expect(found.items[0]?.id).toBe(target.id);
  });

  it('searches inside a category, with brand facets for the matches', async () => {
    const laptops = (await api.data('website/catalog/categories', categoryTreeSchema)).find((c) => c.slug === 'laptops');
    if (!laptops) throw new Error('no laptops category');
    const found = await allPages(api.list, { q: 'gaming', category_id: String(laptops.id) });
    const expected = await t.db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', laptops.id)
      .where('search_text', 'like', '%gaming%')
      .execute();
    expect(found.total).toBe(expected.length);
    expect(found.items.every((item) => item.category_id === laptops.id)).toBe(true);
    const list = await api.list({ q: 'gaming', category_id: String(laptops.id) });
    expect(list.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(expected.length);
  });

  it.each(['%', '_', '\\', '!!!', "'; drop table products; --", 'ümlaut', 'a'])('answers q=%s without an error', async (q) => {
    const found = await api.list({ q });
    expect(found.items.length).toBeLessThanOrEqual(found.page_size);
    // Wildcards and punctuation are text, not patterns: alone they name nothing.
    if (['%', '_', '\\', '!!!'].includes(q)) expect(found.total, q).toBe(0);
    expect((await containing('')).length).toBeGreaterThan(0);
  });

  it('pages search results without overlap or gaps', async () => {
    const [one, two, both] = await Promise.all([
      api.list({ q: 'gaming', page_size: '10' }),
      api.list({ q: 'gaming', page_size: '10', page: '2' }),
      api.list({ q: 'gaming', page_size: '20' }),
    ]);
    expect(both.total).toBeGreaterThan(20);
    expect([...one.items, ...two.items].map((item) => item.id)).toEqual(both.items.map((item) => item.id));
  });

  it('sorts search results by price when asked', async () => {
    const found = await api.list({ q: 'ssd', sort: 'price_asc', page_size: '60' });
    const prices = found.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe(`suggestions (${databaseKind})`, () => {
  it('suggests products, categories and brands while typing "lap"', async () => {
    const result = await suggestions('lap');
    expect(result.query).toBe('lap');
    expect(result.products).toHaveLength(SUGGESTION_LIMIT);
    const matching = new Set((await containing('lap')).map((row) => row.id));
    for (const product of result.products) {
      expect(matching.has(product.id), product.title).toBe(true);
      expect(product.image).toEqual(productImage(product));
    }
    expect(result.categories.map((c) => c.slug)).toContain('laptops');
  });

  it('suggests in-stock products before sold-out ones', async () => {
    const [top] = (await suggestions('lap')).products;
    if (!top) throw new Error('no suggestions for "lap"');
    const before = await t.db.selectFrom('products').select('stock').where('id', '=', top.id).executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', top.id).execute();
    try {
      const result = await suggestions('lap', 20);
      const rows = await containing('lap');
      const stock = new Map(rows.map((row) => [row.id, row.stock]));
      const inStock = result.products.map((p) => (stock.get(p.id) ?? 0) > 0);
      expect(result.products[0]?.id).not.toBe(top.id);
      const firstSoldOut = inStock.indexOf(false);
      if (firstSoldOut >= 0) {
        expect(inStock.slice(firstSoldOut).every((x) => !x)).toBe(true);
        expect(firstSoldOut).toBe(Math.min(20, rows.filter((row) => row.stock > 0).length));
      }
    } finally {
      await t.db.updateTable('products').set({ stock: before.stock }).where('id', '=', top.id).execute();
    }
  });

  it('suggests a brand from its first letters: "asu"', async () => {
    const result = await suggestions('asu');
    expect(result.brands.map((b) => b.slug)).toContain('asus');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.some((p) => p.brand === 'ASUS')).toBe(true);
  });

  it('suggests through typos: "lenvo" → Lenovo, "samsng" → Samsung', async () => {
    const lenovo = await suggestions('lenvo');
    expect(lenovo.brands.map((b) => b.slug)).toContain('lenovo');
    expect(lenovo.products.length).toBeGreaterThan(0);
    expect(lenovo.products.every((p) => p.brand === 'Lenovo' || p.title.toLowerCase().includes('lenovo'))).toBe(true);
    const samsung = await suggestions('samsng');
    expect(samsung.brands.map((b) => b.slug)).toContain('samsung');
  });

  it('suggests a category through its sub-categories: "ssd" → Storage', async () => {
    const result = await suggestions('ssd');
    expect(result.categories.map((c) => c.slug)).toContain('storage');
  });

  it('answers one- and two-letter queries and honours the limit', async () => {
    for (const q of ['l', 'la', 'r']) {
      const result = await suggestions(q, 3);
      expect(result.products.length).toBeLessThanOrEqual(3);
    }
    const nothing = await suggestions('zzqxj');
    expect(nothing).toEqual({ query: 'zzqxj', products: [], categories: [], brands: [] });
  });

  it('is quick enough to call on every keystroke', async () => {
    const started = performance.now();
    for (const q of ['l', 'la', 'lap', 'lapt', 'lapto', 'laptop']) await suggestions(q);
    // Six requests on the demo catalogue; generous for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
