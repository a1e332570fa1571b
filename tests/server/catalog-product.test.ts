import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QTY_PER_LINE } from '../../schemas/api/cart';
import { productDetailSchema } from '../../schemas/api/catalog';
import { productImages } from '../../server/features/catalog/image-urls';
import { catalogClient } from './catalog-api-client';
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

const detail = (id: number) => api.data(`website/catalog/products/${id}`, productDetailSchema);

/** A product with the most variants: the richest page to check. */
async function productWithVariants() {
  const row = await t.db
    .selectFrom('product_variants')
    .select(['product_id', sql<number>`count(*)::int`.as('n')])
    .groupBy('product_id')
    .orderBy('n', 'desc')
    .orderBy('product_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return t.db.selectFrom('products').selectAll().where('id', '=', row.product_id).executeTakeFirstOrThrow();
}

describe(`product detail (${databaseKind})`, () => {
  it('shows the product with its variants in position order, pictures and categories', async () => {
    const row = await productWithVariants();
    const product = await detail(row.id);
    const variants = await t.db.selectFrom('product_variants').selectAll().where('product_id', '=', row.id).orderBy('position').orderBy('id').execute();
    expect(variants.length).toBeGreaterThan(1);

    expect(product).toMatchObject({
      id: row.id,
      title: row.title,
      slug: row.slug,
      description: row.description,
      price: row.price_paise,
      mrp: row.mrp_paise,
      stock: row.stock,
      gst_rate: row.gst_rate,
      hsn_code: row.hsn_code,
      has_variants: true,
      highlights: row.highlights,
      specifications: row.specifications,
    });
    expect(product.variants).toEqual(
      variants.map((v) => ({ id: v.id, label: v.label, attributes: v.attributes, price: v.price_paise, mrp: v.mrp_paise, stock: v.stock })),
    );
    // The card price is the cheapest variant's.
    expect(product.price).toBe(Math.min(...variants.map((v) => v.price_paise)));
    expect(product.images).toEqual(productImages(row));
    expect(product.images).toHaveLength(row.image_count);

    const category = await t.db.selectFrom('categories').select(['id', 'title', 'slug']).where('id', '=', row.category_id).executeTakeFirstOrThrow();
    expect(product.category).toEqual(category);
    if (row.sub_category_id === null) {
      expect(product.sub_category).toBeNull();
    } else {
      const sub = await t.db.selectFrom('categories').select(['id', 'title', 'slug']).where('id', '=', row.sub_category_id).executeTakeFirstOrThrow();
      expect(product.sub_category).toEqual(sub);
    }
  });

  it('shows a product without variants with an empty variant list', async () => {
    const row = await t.db
      .selectFrom('products as p')
      .selectAll('p')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('product_variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id'))))
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const product = await detail(row.id);
    expect(product.variants).toEqual([]);
    expect(product.has_variants).toBe(false);
  });

  it('caps max_per_order at the shop-wide line limit', async () => {
    const row = await productWithVariants();
    try {
      await t.db.updateTable('products').set({ max_per_order: 3 }).where('id', '=', row.id).execute();
      expect((await detail(row.id)).max_per_order).toBe(3);
      await t.db.updateTable('products').set({ max_per_order: MAX_QTY_PER_LINE + 40 }).where('id', '=', row.id).execute();
      expect((await detail(row.id)).max_per_order).toBe(MAX_QTY_PER_LINE);
    } finally {
      await t.db.updateTable('products').set({ max_per_order: row.max_per_order }).where('id', '=', row.id).execute();
    }
  });

  it('relates eight products of the same category: same sub-category first, in stock first, then by popularity', async () => {
    const row = await productWithVariants();
    // Sell out the product that would come first, so the stock order has something to do.
    const [top] = (await detail(row.id)).related;
    if (!top) throw new Error('no related products');
    const topStock = (await t.db.selectFrom('products').select('stock').where('id', '=', top.id).executeTakeFirstOrThrow()).stock;
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', top.id).execute();
    try {
      await expectRelatedOrder(row);
    } finally {
      await t.db.updateTable('products').set({ stock: topStock }).where('id', '=', top.id).execute();
    }
  });
});

async function expectRelatedOrder(row: { id: number; category_id: number; sub_category_id: number | null }) {
  const product = await detail(row.id);
  const sameCategory = await t.db.selectFrom('products').select(sql<number>`count(*)::int`.as('n')).where('category_id', '=', row.category_id).executeTakeFirstOrThrow();
  expect(product.related).toHaveLength(Math.min(8, sameCategory.n - 1));
  expect(product.related.map((r) => r.id)).not.toContain(row.id);
  expect(new Set(product.related.map((r) => r.id)).size).toBe(product.related.length);

  const relatedRows = await t.db.selectFrom('products').selectAll().where('id', 'in', product.related.map((r) => r.id)).execute();
  const byId = new Map(relatedRows.map((r) => [r.id, r]));
  const keys = product.related.map((r) => {
    const related = byId.get(r.id);
    if (!related) throw new Error('related product missing');
    expect(related.category_id).toBe(row.category_id);
    return [related.sub_category_id === row.sub_category_id ? 1 : 0, related.stock > 0 ? 1 : 0, related.popularity] as const;
  });
  // Lexicographic descending order of (same sub-category, in stock, popularity).
  for (let i = 1; i < keys.length; i++) {
    const [a, b] = [keys[i - 1], keys[i]];
    if (!a || !b) continue;
    const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    expect(cmp, `related ${i}`).toBeGreaterThanOrEqual(0);
  }
  // Nothing better was left out: the best excluded candidate ranks below the last one shown.
  const shown = new Set([row.id, ...product.related.map((r) => r.id)]);
  const candidates = await t.db.selectFrom('products').selectAll().where('category_id', '=', row.category_id).execute();
  const last = keys[keys.length - 1];
  for (const candidate of candidates.filter((c) => !shown.has(c.id))) {
    if (!last) break;
    const key = [candidate.sub_category_id === row.sub_category_id ? 1 : 0, candidate.stock > 0 ? 1 : 0, candidate.popularity] as const;
    const cmp = last[0] - key[0] || last[1] - key[1] || last[2] - key[2];
    expect(cmp, `candidate ${candidate.id}`).toBeGreaterThanOrEqual(0);
  }
}
