import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPaths, categoriesPath, categoryTreeSchema, productDetailSchema, productListPath, productListSchema, suggestionsSchema } from '../../schemas/api/catalog';
import { bootstrapSchema } from '../../schemas/api/shop-config';
import { productRecommendationsPath, recommendationsSchema } from '../../schemas/api/recommendations';
import { envelopeSchema } from '../../schemas/api/envelope';
import { wishlistItemListSchema, wishlistPaths } from '../../schemas/api/wishlist';
import * as z from 'zod/mini';
import { cartItemListSchema, cartPaths } from '../../schemas/api/cart';
import { cartItemsPath } from '../../schemas/api/cart-keys';
import { addToWishlist } from '../../server/features/wishlist/repository';
import { wishlistRoutes } from '../../server/features/wishlist/routes';
import { toSwrFallback } from '../../src/app/bootstrap';
import { CATEGORY_NAMES_HINDI, hindiTitle } from '../../server/seed/catalogue-hindi';
import { catalogClient } from './catalog-api-client';
import { createTestServer, json, storefrontAuth, type TestServer } from './harness';

/* Issue 22: the catalogue answers in the request's language, each field falling back to its English. */

let t: TestServer;
let api: ReturnType<typeof catalogClient>;
beforeAll(async () => {
  t = await createTestServer();
  api = catalogClient(t);
});
afterAll(async () => {
  await t.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;

async function productRow(id: number) {
  return t.db.selectFrom('products').select(['id', 'title', 'description', 'sub_category_id']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('the catalogue in Hindi', () => {
  it('names every demo category in Hindi under locale=hi-IN, and in English without it', async () => {
    const hindi = await api.data(categoriesPath('hi-IN'), categoryTreeSchema);
    const english = await api.data(catalogPaths.categories, categoryTreeSchema);
    const laptops = hindi.find((c) => c.slug === 'laptops');
    expect(laptops?.title).toBe('लैपटॉप');
    expect(laptops?.image.alt).toBe('लैपटॉप');
    expect(laptops?.sub_categories.find((s) => s.slug === 'gaming-laptops')?.title).toBe('गेमिंग लैपटॉप');
    expect(english.find((c) => c.slug === 'laptops')?.title).toBe('Laptops');
    for (const category of hindi) {
      expect(category.title, category.slug).toBe(CATEGORY_NAMES_HINDI[category.slug]);
      for (const sub of category.sub_categories) expect(sub.title, sub.slug).toBe(CATEGORY_NAMES_HINDI[sub.slug]);
    }
  });

  it("answers a product page with the seeded Hindi title, description and category names, the English page unchanged", async () => {
    const row = await productRow(1);
    const hindi = await api.data(catalogPaths.product(1, 'hi-IN'), productDetailSchema);
    const english = await api.data(catalogPaths.product(1), productDetailSchema);
    expect(english.title).toBe(row.title);
    expect(english.description).toBe(row.description);
    expect(english.category.title).toBe('Laptops');
    expect(hindi.title).not.toBe(row.title);
    expect(hindi.title).toMatch(DEVANAGARI);
    expect(hindi.description).toMatch(DEVANAGARI);
    expect(hindi.category.title).toBe('लैपटॉप');
    expect(hindi.sub_category?.title).toMatch(DEVANAGARI);
    expect(hindi.images[0]?.alt).toBe(hindi.title);
    // What does not read as words stays as it is: price, specifications, variants.
    const words = { title: '', description: '', image: null, images: [], category: null, sub_category: null, related: [] };
    expect({ ...hindi, ...words }).toEqual({ ...english, ...words });
    expect(hindi.related.every((card) => DEVANAGARI.test(card.title))).toBe(true);
  });

  it('falls back to the English field by field where a product has no Hindi', async () => {
    const row = await productRow(2);
    await t.db.updateTable('products').set({ translations: JSON.stringify({ 'hi-IN': { title: 'केवल शीर्षक हिन्दी में' } }) }).where('id', '=', 2).execute();
    const half = await api.data(catalogPaths.product(2, 'hi-IN'), productDetailSchema);
    expect(half.title).toBe('केवल शीर्षक हिन्दी में');
    expect(half.description).toBe(row.description);

    await t.db.updateTable('products').set({ translations: '{}' }).where('id', '=', 2).execute();
    const none = await api.data(catalogPaths.product(2, 'hi-IN'), productDetailSchema);
    expect(none.title).toBe(row.title);
    expect(none.description).toBe(row.description);
    await t.reset();
  });

  it('lists cards with Hindi titles under locale=hi-IN, never serving one language the other answer', async () => {
    const params = { category_id: '1', sort: 'popularity' } as const;
    const english = await api.data(productListPath(params), productListSchema);
    const hindi = await api.data(productListPath({ ...params, locale: 'hi-IN' }), productListSchema);
    expect(hindi.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
    expect(hindi.total).toBe(english.total);
    for (const [i, card] of hindi.items.entries()) {
      const row = await productRow(card.id);
      const sub = await t.db.selectFrom('categories').select('slug').where('id', '=', row.sub_category_id ?? 0).executeTakeFirstOrThrow();
      expect(card.title).toBe(hindiTitle(row.title, sub.slug));
      expect(english.items[i]?.title).toBe(row.title);
    }
  });

  it('suggests in Hindi while matching the English words typed', async () => {
    const suggestions = await api.data(catalogPaths.suggestions('laptop', 'hi-IN'), suggestionsSchema);
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.every((p) => DEVANAGARI.test(p.title))).toBe(true);
    expect(suggestions.categories.map((c) => c.title)).toContain('लैपटॉप');
  });

  it("recommends in Hindi beside a Hindi product page", async () => {
    const hindi = await api.data(productRecommendationsPath(1, 8, 'hi-IN'), recommendationsSchema);
    const english = await api.data(productRecommendationsPath(1, 8), recommendationsSchema);
    expect(hindi.items.map((card) => card.id)).toEqual(english.items.map((card) => card.id));
    expect(hindi.items.length).toBeGreaterThan(0);
    expect(hindi.items.every((card) => DEVANAGARI.test(card.title))).toBe(true);
    expect(english.items.some((card) => DEVANAGARI.test(card.title))).toBe(false);
  });

  it('lists a wishlist with Hindi titles under locale=hi-IN', async () => {
    const credentials = { storefront: { user: t.config.apiUser, password: t.config.apiKey }, admin: { user: t.config.adminUser, password: t.config.adminPassword } };
    // Signed in as shopper 61, as the wishlist's own tests stand in for the session.
    const app = new Hono().route('/api', wishlistRoutes(t.db, credentials, () => 61));
    await addToWishlist(t.db, 61, 1);
    const items = async (query: string) => {
      const res = await app.request(`/api/${wishlistPaths.items}?user_id=61${query}`, { headers: storefrontAuth });
      expect(res.status).toBe(200);
      return envelopeSchema(wishlistItemListSchema).parse(await json(res)).data;
    };
    const row = await productRow(1);
    expect((await items('')).map((item) => item.product.title)).toEqual([row.title]);
    const [hindi] = await items('&locale=hi-IN');
    expect(hindi?.product.title).toMatch(DEVANAGARI);
    expect((await app.request(`/api/${wishlistPaths.items}?user_id=61&locale=hi`, { headers: storefrontAuth })).status).toBe(400);
  });

  it("lists cart lines with Hindi titles in the shopper's language, and reads them ahead so for /hi/cart", async () => {
    const session = '11111111-2222-4333-8444-777777777777';
    const add = await t.app.request(`/api/${cartPaths.add}`, {
      method: 'POST',
      headers: { ...storefrontAuth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: '0', session_id: session, product_id: '4', qty: '1', mrp: '', price: '', size: '{}' }),
    });
    expect(add.status).toBe(200);
    const lines = async (headers: Record<string, string>) => {
      const res = await t.app.request(`/api/${cartPaths.items}?user_id=0&session_id=${session}`, { headers: { ...storefrontAuth, ...headers } });
      return envelopeSchema(cartItemListSchema).parse(await json(res)).data;
    };
    const row = await productRow(4);
    expect((await lines({})).map((line) => line.title)).toEqual([row.title]);
    const [hindi] = await lines({ 'Accept-Language': 'hi-IN' });
    expect(hindi?.title).toMatch(DEVANAGARI);
    expect(hindi?.image.alt).toBe(hindi?.title);

    const html = await (await t.app.request('/hi/cart', { headers: { Cookie: `vitrine_sid=${session}` } })).text();
    const boot = /<script id="vitrine-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null';
    // The page's cart read ahead, as the storefront keeps it (lines and counts).
    const read = z.object({ lines: cartItemListSchema }).parse(toSwrFallback(bootstrapSchema.parse(JSON.parse(boot)))[cartItemsPath({ user_id: 0, session_id: session })]);
    expect(read.lines.map((line) => line.title)).toEqual([hindi?.title]);
  });

  it('refuses a language the shop does not speak with a 400 that names the parameter', async () => {
    const message = 'locale must be one of: en-IN, hi-IN';
    expect(await api.failure(`${catalogPaths.categories}?locale=fr-FR`, 400)).toBe(message);
    expect(await api.failure(`${catalogPaths.product(1)}?locale=hi`, 400)).toBe(message);
    expect(await api.failure(`${productListPath({ category_id: '1' })}&locale=xx`, 400)).toBe(message);
    expect(await api.failure(`${catalogPaths.suggestions('lap')}&locale=en-US`, 400)).toBe(message);
    expect(await api.failure(`${productRecommendationsPath(1, 8)}&locale=hi`, 400)).toBe(message);
  });

  it("reads a Hindi page's catalogue ahead in Hindi, under the keys the page's hooks use in Hindi", async () => {
    const bootOf = async (path: string) => {
      const html = await (await t.app.request(path)).text();
      const json = /<script id="vitrine-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      if (!json) throw new Error(`no bootstrap script in ${path}`);
      return toSwrFallback(bootstrapSchema.parse(JSON.parse(json)));
    };
    const product = await bootOf('/hi/product/4/anything');
    const row = await productRow(4);
    expect(product[catalogPaths.product(4)]).toBeUndefined();
    const detail = productDetailSchema.parse(product[catalogPaths.product(4, 'hi-IN')]);
    expect(detail.title).not.toBe(row.title);
    expect(detail.title).toMatch(DEVANAGARI);

    const home = await bootOf('/hi');
    expect(home[catalogPaths.categories]).toBeUndefined();
    expect(categoryTreeSchema.parse(home[categoriesPath('hi-IN')]).find((c) => c.slug === 'laptops')?.title).toBe('लैपटॉप');
    const lists = Object.keys(home).filter((key) => key.startsWith('website/catalog/products?'));
    expect(lists.length).toBeGreaterThan(0);
    for (const key of lists) {
      expect(key).toMatch(/[?&]locale=hi-IN$/);
      expect(productListSchema.parse(home[key]).items.every((card) => DEVANAGARI.test(card.title))).toBe(true);
    }

    const english = await bootOf('/product/4/anything');
    expect(productDetailSchema.parse(english[catalogPaths.product(4)]).title).toBe(row.title);
  });
});
