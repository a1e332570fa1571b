import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPaths, productDetailSchema, suggestionsSchema, type ProductDetail, type ProductSummary } from '../../schemas/api/catalog';
import { checkoutPaths } from '../../schemas/api/checkout';
import { orderPaths } from '../../schemas/api/orders';
import { openingVariant, priceVaries } from '../../schemas/api/opening-variant';
import { Migrator } from 'kysely/migration';
import { migrateToLatest, migrations } from '../../server/db/migrate';
import { catalogRoutes } from '../../server/features/catalog/routes';
import { seedIfEmpty } from '../../server/seed/seed';
import { allPages, catalogClient, type ListParams } from './catalog-api-client';
import { addAddress, CAT, createCheckoutBench, fillCart, insertCheckoutFixtures, newShopper, P, PIN, placedEnvelope, post, quote, type CheckoutBench } from './checkout-fixtures';
import { ADMIN_CREDENTIAL, createTestDatabase, createTestServer, databaseKind, json, STOREFRONT_CREDENTIAL, storefrontAuth, type TestServer } from './harness';
import { form, orderApp } from './order-fixtures';

/*
 * Trust in prices and stock: a card, a sort or a filter shows the price the
 * product page opens on (schemas/api/opening-variant.ts), whatever has
 * happened to the variants' stock, and what can be bought is listed first.
 */

let t: TestServer;
let api: ReturnType<typeof catalogClient>;
let bench: CheckoutBench;

beforeAll(async () => {
  t = await createTestServer();
  // Listings answer from a short cache; these tests read again right after changing stock.
  const app = new Hono().route('/api', catalogRoutes(t.db, { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL }, { listingReuseMs: 0 }));
  api = catalogClient({ ...t, app });
  await insertCheckoutFixtures(t.db);
  bench = createCheckoutBench(t);
});
afterAll(async () => {
  await t.close();
});

const detailOf = (id: number) => api.data(catalogPaths.product(id), productDetailSchema);

/** What a card must say, worked out from the product page with the shared rule. */
function expectedCard(detail: ProductDetail) {
  const opening = openingVariant(detail.variants);
  if (!opening) return { price: detail.price, mrp: detail.mrp, in_stock: detail.stock > 0, price_varies: false };
  return {
    price: opening.price,
    mrp: opening.mrp,
    in_stock: detail.variants.some((v) => v.stock > 0),
    price_varies: priceVaries(detail.variants),
  };
}

const cardFacts = (item: Pick<ProductSummary, 'price' | 'mrp' | 'in_stock' | 'price_varies'>) => ({
  price: item.price,
  mrp: item.mrp,
  in_stock: item.in_stock,
  price_varies: item.price_varies,
});

describe(`a card's price is the price its page opens on (${databaseKind})`, () => {
  it('holds for every product of the demo catalogue, through every listing page', async () => {
    const listed = await allPages(api.list, {});
    const productCount = await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(listed.items).toHaveLength(Number(productCount.n));
    const mismatches: string[] = [];
    let varying = 0;
    for (const item of listed.items) {
      const detail = await detailOf(item.id);
      const expected = expectedCard(detail);
      if (expected.price_varies) varying++;
      const said = JSON.stringify(expected);
      if (JSON.stringify(cardFacts(item)) !== said) mismatches.push(`${item.id} "${item.title}" card ${JSON.stringify(cardFacts(item))}, page opens on ${said}`);
      // The page's own summary fields (which its related rails and search engines read) say the same.
      if (JSON.stringify(cardFacts(detail)) !== said) mismatches.push(`${item.id} "${item.title}" product summary ${JSON.stringify(cardFacts(detail))}, page opens on ${said}`);
      if (detail.variants.length > 0 && detail.stock !== detail.variants.reduce((sum, v) => sum + v.stock, 0)) mismatches.push(`${item.id} stock ${detail.stock}`);
    }
    expect(mismatches).toEqual([]);
    // Not a vacuous pass: the demo has products whose variants cost different amounts.
    expect(varying).toBeGreaterThan(10);
  }, 240_000);

  it('sorts and filters by that price', async () => {
    // Realme Narzo 70 5G: its cheapest variant is sold out, so it is offered at the next one.
    const detail = await detailOf(216);
    const opening = openingVariant(detail.variants);
    const cheapest = Math.min(...detail.variants.map((v) => v.price));
    expect(opening?.price).toBeGreaterThan(cheapest);
    const at = (params: ListParams) => api.list({ category_id: String(detail.category_id), ...params, page_size: '60' });
    expect((await at({ price_max: String(cheapest) })).items.map((i) => i.id)).not.toContain(216);
    expect((await at({ price_min: String(opening?.price), price_max: String(opening?.price) })).items.map((i) => i.id)).toContain(216);
  });

  it('suggestions show the same price, whether it varies, and stock', async () => {
    const detail = await detailOf(216);
    const suggestions = await api.data(catalogPaths.suggestions(detail.title), suggestionsSchema);
    const found = suggestions.products.find((p) => p.id === 216);
    expect(found).toBeDefined();
    const expected = expectedCard(detail);
    expect({ price: found?.price, price_varies: found?.price_varies, in_stock: found?.in_stock }).toEqual({
      price: expected.price,
      price_varies: expected.price_varies,
      in_stock: expected.in_stock,
    });
  });
});

describe(`stock changes move the offer (${databaseKind})`, () => {
  const phoneCard = async () => {
    const list = await api.list({ category_id: String(CAT.accessories.id), page_size: '60' });
    const card = list.items.find((item) => item.id === P.phone.id);
    if (!card) throw new Error('the fixture phone is not listed');
    return card;
  };
  const [cheap, dear] = P.phone.variants;

  it('an order taking the opening variant\'s last unit lists the next variant in stock; cancelling it lists the first again', async () => {
    if (!cheap || !dear) throw new Error('fixture');
    expect(cardFacts(await phoneCard())).toEqual({ price: cheap.price, mrp: cheap.mrp, in_stock: true, price_varies: true });

    const shopper = await newShopper(t.db);
    const addressId = await addAddress(t.db, shopper, PIN.local);
    await fillCart(t.db, shopper, [{ product: P.phone.id, variant: cheap.id, qty: cheap.stock }]);
    const q = await quote(bench, shopper, { address_id: addressId });
    const res = await post(bench, shopper, checkoutPaths.placeOrder, {
      user_id: shopper.userId,
      address_id: addressId,
      expected_total_paise: q.total_paise,
      idempotency_key: randomUUID(),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const order = placedEnvelope.parse(await json(res)).data;

    // The cheaper variant is gone: the card, the page and the sort all move to the dearer one, and stock counts it once.
    expect(cardFacts(await phoneCard())).toEqual({ price: dear.price, mrp: dear.mrp, in_stock: true, price_varies: true });
    const detail = await detailOf(P.phone.id);
    expect(openingVariant(detail.variants)?.id).toBe(dear.id);
    expect(detail.stock).toBe(dear.stock);

    const cancelled = await orderApp(t.db).request(`/api/${orderPaths.cancel(order.order_id)}`, {
      method: 'POST',
      headers: { ...storefrontAuth, Cookie: shopper.cookie },
      body: form({ user_id: shopper.userId, reason: 'Changed my mind' }),
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(cardFacts(await phoneCard())).toEqual({ price: cheap.price, mrp: cheap.mrp, in_stock: true, price_varies: true });
    expect((await detailOf(P.phone.id)).stock).toBe(cheap.stock + dear.stock);
  });

  it('with every variant sold out, lists the cheapest as out of stock', async () => {
    if (!cheap || !dear) throw new Error('fixture');
    await t.db.updateTable('product_variants').set({ stock: 0 }).where('product_id', '=', P.phone.id).execute();
    try {
      expect(cardFacts(await phoneCard())).toEqual({ price: cheap.price, mrp: cheap.mrp, in_stock: false, price_varies: true });
    } finally {
      for (const v of [cheap, dear]) await t.db.updateTable('product_variants').set({ stock: v.stock }).where('id', '=', v.id).execute();
    }
    expect((await phoneCard()).in_stock).toBe(true);
  });
});

describe(`what can be bought is listed first (${databaseKind})`, () => {
  /** Fails at the first in-stock product after a sold-out one. */
  function expectInStockFirst(items: readonly ProductSummary[], label: string) {
    const firstSoldOut = items.findIndex((item) => !item.in_stock);
    expect(firstSoldOut, `${label}: nothing sold out to rank`).not.toBe(-1);
    const late = items.slice(firstSoldOut).find((item) => item.in_stock);
    expect(late, `${label}: ${late?.title} (in stock) after ${items[firstSoldOut]?.title} (sold out)`).toBeUndefined();
  }

  /** A category, a collection and a search word that each reach sold-out products, so the ranking has something to do. */
  async function soldOutReach() {
    return t.db
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .innerJoin('collections as c', 'c.id', 'cp.collection_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['c.slug', 'b.name as brand', 'p.category_id'])
      .where('p.stock', '=', 0)
      .orderBy('c.position')
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  it.each(['relevance', 'popularity', 'discount'] as const)('ranks sold-out products after every product in stock across pages: %s', async (sort) => {
    expectInStockFirst((await allPages(api.list, { sort })).items, sort);
    const { category_id } = await soldOutReach();
    expectInStockFirst((await allPages(api.list, { sort, category_id: String(category_id) })).items, `${sort} in category ${category_id}`);
  });

  it('ranks sold-out products last in a collection\'s curated order and in search results', async () => {
    const reach = await soldOutReach();
    const collection = (await allPages(api.list, { collection: reach.slug })).items;
    expectInStockFirst(collection, `collection ${reach.slug}`);
    const members = await t.db
      .selectFrom('collection_products as cp')
      .innerJoin('collections as c', 'c.id', 'cp.collection_id')
      .select('cp.product_id')
      .where('c.slug', '=', reach.slug)
      .orderBy('cp.position')
      .orderBy('cp.product_id')
      .execute();
    // Within each group the merchandiser's order stands.
    const inStock = new Set(collection.filter((item) => item.in_stock).map((item) => item.id));
    const curated = members.map((m) => m.product_id);
    expect(collection.map((item) => item.id)).toEqual([...curated.filter((id) => inStock.has(id)), ...curated.filter((id) => !inStock.has(id))]);

    expectInStockFirst((await allPages(api.list, { q: reach.brand.toLowerCase() })).items, `search "${reach.brand}"`);
  });

  it.each([
    ['price_asc', 'price_paise', 'asc'],
    ['price_desc', 'price_paise', 'desc'],
    ['newest', 'created_at', 'desc'],
  ] as const)('leaves %s as asked: stock does not reorder it', async (sort, column, direction) => {
    const listed = (await allPages(api.list, { sort })).items.map((item) => item.id);
    const rows = await t.db.selectFrom('products').select('id').orderBy(column, direction).orderBy('id', direction).execute();
    expect(listed).toEqual(rows.map((row) => row.id));
  });
});

describe(`a catalogue from before the rule (${databaseKind})`, () => {
  it('is put right by the migration, which also undoes cleanly', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await seedIfEmpty(db);
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
      // 0007 and every migration after it, undone newest first.
      const since0007 = Object.keys(migrations).filter((name) => name >= '0007');
      const down = await migrator.migrateTo('0006_studio');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([...since0007].reverse().map((name) => [name, 'Down', 'Success']));
      // As the old seed wrote it: the cheapest variant's price, though that variant is sold out.
      await sql`
        update products p set price_paise = v.price_paise, mrp_paise = v.mrp_paise
        from (select distinct on (product_id) product_id, price_paise, mrp_paise from product_variants order by product_id, price_paise, position) v
        where p.id = v.product_id
      `.execute(db);
      const before = await db.selectFrom('products').select('price_paise').where('id', '=', 216).executeTakeFirstOrThrow();
      expect(before.price_paise).toBe(13_990_00);

      expect(await migrateToLatest(db)).toEqual(since0007);
      const after = await db.selectFrom('products').select(['price_paise', 'mrp_paise', 'price_varies', 'in_stock']).where('id', '=', 216).executeTakeFirstOrThrow();
      const variants = await db.selectFrom('product_variants').select(['price_paise', 'mrp_paise', 'stock']).where('product_id', '=', 216).orderBy('position').orderBy('id').execute();
      const opening = openingVariant(variants.map((v) => ({ ...v, price: v.price_paise })));
      expect(after).toEqual({ price_paise: opening?.price_paise, mrp_paise: opening?.mrp_paise, price_varies: true, in_stock: true });
      expect(after.price_paise).toBe(15_990_00);
    } finally {
      await database.close();
    }
  }, 120_000);
});
