import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORY_KINDS, COLLECTION_TONES } from '../../schemas/api/catalog';
import { openingVariant, priceVaries } from '../../schemas/api/opening-variant';
import { generateCatalog, replaceCatalog } from '../../server/seed/catalog';
import { seedIfEmpty } from '../../server/seed/seed';
import { createTestDatabase, databaseKind, type TestDatabase } from './harness';

const specsSchema = z.array(z.object({ name: z.string().min(1), value: z.string().min(1) })).min(4);
const highlightsSchema = z.array(z.string().min(1)).min(3).max(5);
const attributesSchema = z.record(z.string(), z.string().min(1));

describe('the catalogue generator', () => {
  it('is deterministic: the same options give the same catalogue', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(generateCatalog({ now })).toEqual(generateCatalog({ now }));
    expect(generateCatalog({ now, seed: 7 }).products[0]).not.toEqual(generateCatalog({ now }).products[0]);
  });

  it('prices like an Indian shop: whole rupees ending in 9 or 90, MRP 5% or more above', () => {
    const { products, variants } = generateCatalog();
    for (const item of [...products, ...variants]) {
      expect(item.price_paise % 100, `${item.id}`).toBe(0);
      expect(String(item.price_paise / 100), `${item.id}`).toMatch(/(9|90)$/);
      expect(item.mrp_paise, `${item.id}`).toBeGreaterThan(item.price_paise * 1.04);
    }
  });

  it('spreads flags, ratings, stock and dates like a real shop', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const { products } = generateCatalog({ now });
    const share = (f: (p: (typeof products)[number]) => boolean) => products.filter(f).length / products.length;
    for (const flag of ['is_best_seller', 'is_hot_deal', 'is_new_arrival'] as const) expect(share((p) => p[flag])).toBeGreaterThan(0.08);
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.02);
    expect(share((p) => p.stock === 0)).toBeLessThan(0.1);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 3)).toBe(true);
    expect(products.some((p) => p.rating_count === 0)).toBe(true);
    for (const p of products.filter((p) => p.rating_count > 0)) expect(p.rating_average).toBeGreaterThanOrEqual(3.6);
    const dayMs = 86_400_000;
    for (const p of products) {
      const age = (now.getTime() - p.created_at.getTime()) / dayMs;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(p.is_new_arrival ? 31 : 541);
    }
  });
});

describe(`the demo catalogue (${databaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await seedIfEmpty(database.db)).toBe(true);
  });
  afterAll(async () => {
    await database.close();
  });

  it('has the 14 top-level categories in CATEGORY_KINDS order with ids 1–14, each with 2–4 sub-categories', async () => {
    const rows = await database.db.selectFrom('categories').selectAll().orderBy('id').execute();
    const top = rows.filter((c) => c.parent_id === null);
    expect(top.map((c) => [c.id, c.slug, c.kind])).toEqual(CATEGORY_KINDS.map((kind, i) => [i + 1, kind, kind]));
    expect(top.find((c) => c.id === 5)?.title).toBe('Graphics cards');
    for (const c of top) {
      const subs = rows.filter((s) => s.parent_id === c.id);
      expect(subs.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(subs.length, c.slug).toBeLessThanOrEqual(4);
      for (const s of subs) expect(s.kind).toBe(c.kind);
    }
  });

  it('holds at least 300 valid products spread over every category', async () => {
    const products = await database.db.selectFrom('products').selectAll().orderBy('id').execute();
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    const subs = new Map((await database.db.selectFrom('categories').select(['id', 'parent_id']).execute()).map((c) => [c.id, c.parent_id]));
    const perCategory = new Map<number, number>();
    for (const p of products) {
      perCategory.set(p.category_id, (perCategory.get(p.category_id) ?? 0) + 1);
      expect(Number.isInteger(p.price_paise) && Number.isInteger(p.mrp_paise), `${p.id}`).toBe(true);
      expect(p.price_paise, `${p.id}`).toBeLessThanOrEqual(p.mrp_paise);
      expect(p.price_paise, `${p.id}`).toBeGreaterThan(0);
      expect(p.image_count, `${p.id}`).toBeGreaterThanOrEqual(3);
      expect(p.sub_category_id !== null && subs.get(p.sub_category_id), `${p.id}`).toBe(p.category_id);
      specsSchema.parse(p.specifications);
      highlightsSchema.parse(p.highlights);
      expect(p.description.split('. ').length, `${p.id}`).toBeGreaterThanOrEqual(2);
      expect(p.search_text, `${p.id}`).toBe(p.search_text.toLowerCase());
      expect(p.search_text, `${p.id}`).toContain(p.title.toLowerCase());
      expect(p.hsn_code, `${p.id}`).toMatch(/^\d{8}$/);
      expect(p.discount_percent).toBe(Math.floor(((p.mrp_paise - p.price_paise) * 100) / p.mrp_paise));
    }
    expect(perCategory.size).toBe(CATEGORY_KINDS.length);
    for (const n of perCategory.values()) expect(n).toBeGreaterThanOrEqual(20);
  });

  it('caps scarce products per order: graphics cards and processors 2, mobiles 3, the rest 10', async () => {
    const rows = await sql<{ kind: string; caps: number[] }>`
      select c.kind, array_agg(distinct p.max_per_order) as caps
      from products p join categories c on c.id = p.category_id group by c.kind`.execute(database.db);
    const caps = Object.fromEntries(rows.rows.map((r) => [r.kind, r.caps.map(Number)]));
    expect(caps['graphics-cards']).toEqual([2]);
    expect(caps.processors).toEqual([2]);
    expect(caps.mobiles).toEqual([3]);
    expect(caps.laptops).toEqual([10]);
  });

  it('keeps variants consistent: the product shows its opening variant and the sum of their stock', async () => {
    const products = await database.db.selectFrom('products').select(['id', 'price_paise', 'mrp_paise', 'price_varies', 'stock', 'category_id']).execute();
    const variants = await database.db.selectFrom('product_variants').selectAll().orderBy('product_id').orderBy('position').orderBy('id').execute();
    const byProduct = new Map<number, typeof variants>();
    for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
    expect(byProduct.size / products.length).toBeGreaterThan(0.25);
    for (const p of products) {
      const own = byProduct.get(p.id);
      if (!own) continue;
      expect(own.length, `${p.id}`).toBeGreaterThanOrEqual(2);
      const offers = own.map((v) => ({ ...v, price: v.price_paise }));
      const opening = openingVariant(offers);
      expect(p.price_paise, `${p.id}`).toBe(opening?.price_paise);
      expect(p.mrp_paise, `${p.id}`).toBe(opening?.mrp_paise);
      expect(p.price_varies, `${p.id}`).toBe(priceVaries(offers));
      expect(p.stock, `${p.id}`).toBe(own.reduce((sum, v) => sum + v.stock, 0));
      for (const v of own) {
        expect(v.price_paise).toBeLessThanOrEqual(v.mrp_paise);
        expect(Object.keys(attributesSchema.parse(v.attributes)).length).toBeGreaterThan(0);
        expect(v.label.length).toBeGreaterThan(0);
      }
    }
    // Laptops vary by memory and storage, phones by memory, storage and colour (jsonb keeps its own key order).
    const keysOf = (categoryId: number) => {
      const variant = variants.find((v) => products.find((p) => p.id === v.product_id)?.category_id === categoryId);
      return Object.keys(attributesSchema.parse(variant?.attributes)).sort();
    };
    expect(keysOf(1)).toEqual(['RAM', 'Storage']);
    expect(keysOf(10)).toEqual(['Colour', 'RAM', 'Storage']);
  });

  it('has collections, including tech jewellery with at least 8 rings, straps and charms', async () => {
    const collections = await database.db.selectFrom('collections').selectAll().orderBy('position').execute();
    expect(collections.length).toBeGreaterThanOrEqual(5);
    for (const c of collections) {
      expect(COLLECTION_TONES).toContain(c.tone);
      expect(CATEGORY_KINDS).toContain(c.kind);
      expect(c.tagline.length).toBeGreaterThan(0);
      const members = await database.db.selectFrom('collection_products').select('product_id').where('collection_id', '=', c.id).execute();
      expect(members.length, c.slug).toBeGreaterThanOrEqual(8);
      expect(members.length, c.slug).toBeLessThanOrEqual(20);
    }
    const jewellery = await database.db
      .selectFrom('collection_products as cp')
      .innerJoin('collections as c', 'c.id', 'cp.collection_id')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .innerJoin('categories as s', 's.id', 'p.sub_category_id')
      .select(['p.title', 's.slug'])
      .where('c.slug', '=', 'tech-jewellery')
      .execute();
    expect(jewellery.length).toBeGreaterThanOrEqual(8);
    for (const item of jewellery) expect(['smart-rings', 'smartwatches', 'straps-charms-cases'], item.title).toContain(item.slug);
  });

  it('does not seed again: the marker decides, so nothing is duplicated', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from products`.execute(database.db);
    expect(await seedIfEmpty(database.db)).toBe(false);
    const after = await sql<{ n: number }>`select count(*)::int as n from products`.execute(database.db);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe(`replacing the catalogue (${databaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedIfEmpty(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('swaps in N products with ids 1..N, empties carts and wishlists, and leaves the sequences ahead', async () => {
    const { db } = database;
    await db.insertInto('cart_items').values({ owner_key: 's:abc', user_id: 0, session_id: 'abc', product_id: 1, variant_id: 0, size: '{}', qty: 1 }).execute();
    await db.insertInto('wishlist_items').values({ user_id: 7, product_id: 2 }).execute();
    const progress: number[] = [];
    await replaceCatalog(db, { products: 2000, onProgress: (inserted) => progress.push(inserted) });
    expect(progress.at(-1)).toBe(2000);

    const stats = await sql<{ n: number; min: number; max: number; slugs: number; cats: number }>`
      select count(*)::int as n, min(id) as min, max(id) as max, count(distinct slug)::int as slugs, count(distinct category_id)::int as cats from products`.execute(db);
    expect(stats.rows[0]).toEqual({ n: 2000, min: 1, max: 2000, slugs: 2000, cats: 14 });
    expect(await db.selectFrom('cart_items').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('wishlist_items').selectAll().execute()).toEqual([]);
    const category5 = await db.selectFrom('categories').select('slug').where('id', '=', 5).executeTakeFirstOrThrow();
    expect(category5.slug).toBe('graphics-cards');
    const members = await sql<{ n: number }>`select count(*)::int as n from collection_products`.execute(db);
    expect(members.rows[0]?.n).toBeGreaterThanOrEqual(5 * 8);

    // Ids were given explicitly; a row inserted without one must still get a fresh id.
    const brand = await db.insertInto('brands').values({ name: 'Fresh', slug: 'fresh' }).returning('id').executeTakeFirstOrThrow();
    const brandMax = await sql<{ max: number }>`select max(id) as max from brands where slug <> 'fresh'`.execute(db);
    expect(brand.id).toBeGreaterThan(brandMax.rows[0]?.max ?? 0);
  });

  it('gives the same products for the same size, so ids stay stable across runs', async () => {
    const { db } = database;
    const first = await db.selectFrom('products').select(['id', 'slug', 'title', 'price_paise']).where('id', 'in', [1, 777, 1999]).orderBy('id').execute();
    await replaceCatalog(db, { products: 2000 });
    const second = await db.selectFrom('products').select(['id', 'slug', 'title', 'price_paise']).where('id', 'in', [1, 777, 1999]).orderBy('id').execute();
    expect(second).toEqual(first);
  });
});

describe('npm run seed', () => {
  const run = (...args: string[]) => spawnSync('npx', ['tsx', 'server/seed/cli.ts', ...args], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });

  it.each([
    [['--products', 'abc'], '--products must be a whole number'],
    [['--products', '0'], '--products must be at least 1'],
    [['--products', '1000001'], '--products must be at most'],
    [['--products', '1e3'], '--products must be a whole number'],
    [['--wat'], "Unknown option '--wat'"],
  ])('refuses %j with exit code 2 and says why', (args, message) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Usage: npm run seed');
  });
});
