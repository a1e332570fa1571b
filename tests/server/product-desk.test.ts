import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productDetailSchema, productListSchema } from '../../schemas/api/catalog';
import { checkoutPaths } from '../../schemas/api/checkout';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import {
  productDeskDetailSchema,
  productDeskListPath,
  productDeskOptionsSchema,
  productDeskPageSchema,
  productDeskPaths,
  type ProductDeskDetail,
  type ProductInput,
} from '../../schemas/api/product-desk';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { addAddress, createCheckoutBench, fillCart, newShopper, PIN, placedEnvelope, post, quote } from './checkout-fixtures';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { cookieOf, signIn, studioAs, type Studio } from './studio-client';

let t: TestServer;
let desk: Studio;
let viewer: Studio;
let laptops: { id: number; sub: number };
let brandId: number;

const problemsSchema = z.object({ message: z.string(), problems: z.array(z.object({ field: z.string(), message: z.string() })) });

async function as(login: string, role: 'catalogue' | 'viewer'): Promise<Studio> {
  const password = `${role}-password-123`;
  await createStaffAccount(t.db, { login, display_name: `${role} tester`, password, role });
  return studioAs(t.app, cookieOf(await signIn(t.app, { user: login, password })));
}

beforeAll(async () => {
  t = await createTestServer();
  desk = await as('catalogue@staff.test', 'catalogue');
  viewer = await as('viewer@staff.test', 'viewer');
  const category = await t.db.selectFrom('categories').select('id').where('slug', '=', 'laptops').executeTakeFirstOrThrow();
  const sub = await t.db.selectFrom('categories').select('id').where('parent_id', '=', category.id).orderBy('position').executeTakeFirstOrThrow();
  laptops = { id: category.id, sub: sub.id };
  brandId = (await t.db.selectFrom('brands').select('id').where('name', '=', 'Lenovo').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

/** A new laptop with two variants, as the editor sends it. */
function laptop(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    title: `Lenovo Yoga Slim 7 Aura ${randomUUID().slice(0, 6)}`,
    slug: '',
    description: 'A 14-inch OLED ultrabook for work on the move.',
    highlights: ['2.8K OLED display', 'All-day battery'],
    brand_id: brandId,
    category_id: laptops.id,
    sub_category_id: laptops.sub,
    specifications: [
      { name: 'Processor', value: 'Intel Core Ultra 7 258V' },
      { name: 'RAM', value: '32 GB LPDDR5X' },
    ],
    price_paise: 0,
    mrp_paise: 0,
    gst_rate: 18,
    hsn_code: '8471',
    stock: 0,
    max_per_order: 2,
    is_best_seller: false,
    is_hot_deal: false,
    is_new_arrival: true,
    variants: [
      { label: '16 GB / 512 GB', attributes: { Memory: '16 GB', Storage: '512 GB' }, price_paise: 1_09_990_00, mrp_paise: 1_29_990_00, stock: 5 },
      { label: '32 GB / 1 TB', attributes: { Memory: '32 GB', Storage: '1 TB' }, price_paise: 1_34_990_00, mrp_paise: 1_54_990_00, stock: 3 },
    ],
    related_ids: [],
    ...overrides,
  };
}

const productCount = async () => Number((await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function storefrontProduct(id: number) {
  const res = await t.app.request(`/api/website/catalog/products/${id}`, { headers: storefrontAuth });
  return envelopeSchema(productDetailSchema).parse(await json(res)).data;
}

async function refused(res: Response): Promise<{ status: number; problems: Record<string, string> }> {
  const body = problemsSchema.parse(await json(res));
  return { status: res.status, problems: Object.fromEntries(body.problems.map((p) => [p.field, p.message])) };
}

describe(`product desk (${databaseKind})`, () => {
  it('pages, searches, filters and sorts the catalogue, with the total the filters match', async () => {
    const first = await desk.data(productDeskPageSchema, 'GET', productDeskListPath({}));
    expect(first.rows).toHaveLength(25);
    expect(first.total).toBe(await productCount());
    const second = await desk.data(productDeskPageSchema, 'GET', productDeskListPath({ page: 2 }));
    expect(second.rows.map((r) => r.id).filter((id) => first.rows.some((r) => r.id === id))).toEqual([]);

    const dell = await desk.data(productDeskPageSchema, 'GET', productDeskListPath({ q: 'dell latitude', page_size: 100 }));
    expect(dell.total).toBeGreaterThan(0);
    for (const row of dell.rows) expect(row.title).toMatch(/dell latitude/i);

    const byId = await desk.data(productDeskPageSchema, 'GET', productDeskListPath({ q: String(first.rows[3]!.id) }));
    expect(byId.rows.map((r) => r.id)).toContain(first.rows[3]!.id);

    const cheapFirst = await desk.data(productDeskPageSchema, 'GET', productDeskListPath({ category_id: laptops.id, sort: 'price', dir: 'asc', page_size: 50 }));
    expect(cheapFirst.rows.every((r) => r.category === 'Laptops')).toBe(true);
    const prices = cheapFirst.rows.map((r) => r.price_paise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const out = await desk.data(productDeskPageSchema, 'GET', productDeskListPath({ stock: 'out', page_size: 100 }));
    expect(out.rows.every((r) => r.stock === 0)).toBe(true);
    const outInDb = await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('stock', '=', 0).executeTakeFirstOrThrow();
    expect(out.total).toBe(Number(outInDb.n));

    const bad = await desk.call('GET', `${productDeskPaths.list}?sort=colour`);
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await json(bad)).message).toBe('sort must be one of: updated, title, price, stock, created');
  });

  it('offers brands and categories with their usual GST, HSN and specification names', async () => {
    const options = await desk.data(productDeskOptionsSchema, 'GET', productDeskPaths.options);
    const laptopOptions = options.categories.find((c) => c.id === laptops.id);
    expect(laptopOptions?.hsn_code).toMatch(/^8471/);
    expect(laptopOptions?.specification_names).toEqual(expect.arrayContaining(['Processor']));
    expect(laptopOptions?.sub_categories.length).toBeGreaterThan(0);
    expect(options.brands.some((b) => b.name === 'Lenovo')).toBe(true);
  });

  it('adds a laptop with two variants that the storefront lists, finds and sells at the cheapest in-stock variant at once', async () => {
    const listing = async () => {
      const res = await t.app.request(`/api/website/catalog/products?category_id=${laptops.id}&sort=newest&page_size=5`, { headers: storefrontAuth });
      return envelopeSchema(productListSchema).parse(await json(res)).data;
    };
    await listing(); // kept for a few seconds, until the desk's change drops it
    const input = laptop();
    const saved = await desk.data(productDeskDetailSchema, 'POST', productDeskPaths.list, input);
    expect(saved.slug).toMatch(/^lenovo-yoga-slim-7-aura-[a-z0-9]+$/);
    expect(saved.variants.map((v) => v.label)).toEqual(['16 GB / 512 GB', '32 GB / 1 TB']);
    expect(saved).toMatchObject({ revision: 1, price_paise: 1_09_990_00, mrp_paise: 1_29_990_00, stock: 8 });

    const shown = await storefrontProduct(saved.id);
    expect(shown).toMatchObject({ title: input.title, price: 1_09_990_00, mrp: 1_29_990_00, stock: 8, max_per_order: 2 });
    expect(shown.specifications).toEqual(input.specifications);
    expect((await listing()).items[0]?.id).toBe(saved.id);

    const search = await t.app.request(`/api/website/catalog/products?q=${encodeURIComponent('yoga aura laptop')}`, { headers: storefrontAuth });
    expect(envelopeSchema(productListSchema).parse(await json(search)).data.items.map((p) => p.id)).toContain(saved.id);
  });

  it('refuses bad fields with a message by field and stores nothing', async () => {
    const before = await productCount();
    const taken = await t.db.selectFrom('products').select('slug').executeTakeFirstOrThrow();
    const cases: [Partial<ProductInput>, string, RegExp][] = [
      [{ variants: [], price_paise: -100, mrp_paise: 1000 }, 'price_paise', /cannot be negative/],
      [{ variants: [], price_paise: 1050.5, mrp_paise: 2000 }, 'price_paise', /whole paise/],
      [{ variants: [], price_paise: 60_000_00, mrp_paise: 50_000_00 }, 'price_paise', /cannot be above the MRP \(₹50,000\.00\)/],
      [{ slug: taken.slug }, 'slug', /Another product already has this address/],
      [{ category_id: 999_999 }, 'category_id', /Choose a category/],
      [{ sub_category_id: 999_999 }, 'sub_category_id', /sub-category of the chosen category/],
      [{ hsn_code: '84' }, 'hsn_code', /4, 6 or 8 digits/],
      [{ related_ids: [999_999] }, 'related_ids', /no longer exists/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await desk.call('POST', productDeskPaths.list, laptop(overrides));
      const answer = await refused(res);
      expect(answer.status, field).toBe(400);
      expect(answer.problems[field], field).toMatch(message);
    }
    const variantPrice = await refused(
      await desk.call('POST', productDeskPaths.list, laptop({ variants: [{ label: 'Base', attributes: { Memory: '8 GB' }, price_paise: 2000_00, mrp_paise: 1000_00, stock: 1 }] })),
    );
    expect(variantPrice.problems['variants.0.price_paise']).toMatch(/cannot be above the MRP/);
    expect(await productCount()).toBe(before);
  });

  it('saves with the revision it opened; a stale save gets 409 and changes nothing; placed orders keep their price', async () => {
    const created = await desk.data(productDeskDetailSchema, 'POST', productDeskPaths.list, laptop({ variants: [], price_paise: 44_990_00, mrp_paise: 54_990_00, stock: 10 }));
    // A shopper buys it at ₹44,990 (cash on delivery).
    const bench = createCheckoutBench(t);
    const shopper = await newShopper(t.db);
    const addressId = await addAddress(t.db, shopper, PIN.local);
    await fillCart(t.db, shopper, [{ product: created.id, qty: 1 }]);
    const q = await quote(bench, shopper, { address_id: addressId, payment_method: 'cod' });
    const placing = await post(bench, shopper, checkoutPaths.placeOrder, { user_id: shopper.userId, address_id: addressId, payment_method: 'cod', expected_total_paise: q.total_paise, idempotency_key: randomUUID() });
    const placedBody = await json(placing);
    expect(placing.status, JSON.stringify(placedBody)).toBe(200);
    const order = placedEnvelope.parse(placedBody).data;

    const edit = (detail: ProductDeskDetail, changes: Partial<ProductInput>) => {
      const { id: _id, updated_at: _at, url: _url, related, variants, ...fields } = detail;
      // As the studio sends it: the stock it showed, so a sale meanwhile is kept.
      return { ...fields, stock_seen: fields.stock, variants: variants.map((v) => ({ ...v, stock_seen: v.stock })), related_ids: related.map((r) => r.id), ...changes };
    };
    // The editor opened before the sale (stock 10); saving a new price leaves the sale's unit sold, and 5 more arrive.
    const saved = await desk.data(productDeskDetailSchema, 'PUT', productDeskPaths.product(created.id), edit(created, { price_paise: 39_990_00, stock: 15 }));
    expect(saved).toMatchObject({ revision: 2, stock: 14 });
    expect((await storefrontProduct(created.id)).price).toBe(39_990_00);

    const stale = await desk.call('PUT', productDeskPaths.product(created.id), edit(created, { price_paise: 29_990_00, stock: 1 }));
    expect(stale.status).toBe(409);
    expect(errorBodySchema.parse(await json(stale)).message).toMatch(/Someone else saved this product/);
    const row = await t.db.selectFrom('products').select(['price_paise', 'stock', 'revision']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ price_paise: 39_990_00, stock: 14, revision: 2 });

    const line = await t.db.selectFrom('order_items').select(['unit_price_paise']).where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(line.unit_price_paise).toBe(44_990_00);
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'summary']).where('key', '=', `product:${created.id}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor: 'catalogue@staff.test', summary: `${created.title}: price ₹44,990.00 → ₹39,990.00, stock 9 → 14` });
  });

  it('keeps variant ids across saves, and shows the related products staff chose first', async () => {
    const created = await desk.data(productDeskDetailSchema, 'POST', productDeskPaths.list, laptop());
    const others = await t.db.selectFrom('products').select('id').where('category_id', '<>', laptops.id).orderBy('id').limit(2).execute();
    const [kept] = created.variants;
    const saved = await desk.data(productDeskDetailSchema, 'PUT', productDeskPaths.product(created.id), {
      ...laptop({ title: created.title, slug: created.slug }),
      revision: created.revision,
      variants: [{ ...kept!, stock: 0 }, { label: '32 GB / 2 TB', attributes: { Memory: '32 GB', Storage: '2 TB' }, price_paise: 1_49_990_00, mrp_paise: 1_69_990_00, stock: 2 }],
      related_ids: others.map((o) => o.id),
    });
    expect(saved.variants[0]?.id).toBe(kept?.id);
    expect(saved.variants.map((v) => v.label)).toEqual(['16 GB / 512 GB', '32 GB / 2 TB']);
    // The cheapest variant is sold out: the page opens on (and cards show) the in-stock one.
    const shown = await storefrontProduct(created.id);
    expect(shown.price).toBe(1_49_990_00);
    expect(shown.related.slice(0, 2).map((r) => r.id)).toEqual(others.map((o) => o.id));
  });

  it('lets a viewer read the desk but not write, changing nothing', async () => {
    expect((await viewer.call('GET', productDeskListPath({}))).status).toBe(200);
    const before = await productCount();
    const res = await viewer.call('POST', productDeskPaths.list, laptop());
    expect(res.status).toBe(403);
    expect(await productCount()).toBe(before);
  });
});
