import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../schemas/api/envelope';
import { wishlistCountSchema, wishlistItemListSchema, wishlistItemSchema, wishlistPaths } from '../../schemas/api/wishlist';
import { addToWishlist, countWishlist, listWishlist, removeFromWishlist } from '../../server/features/wishlist/repository';
import { wishlistRoutes } from '../../server/features/wishlist/routes';
import { fx, insertFixtures, MISSING_PRODUCT_ID } from './cart-fixtures';
import { expectRefused, send } from './cart-client';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  await insertFixtures(t.db);
});
afterAll(async () => {
  await t.close();
});

const SIGN_IN = 'Please sign in to use your wishlist';

describe(`wishlist over HTTP without a session (${databaseKind})`, () => {
  it.each([0, 5])('answers 401 to every call with user_id %i', async (userId) => {
    const list = await t.app.request(`/api/${wishlistPaths.items}?user_id=${userId}`, { headers: storefrontAuth });
    await expectRefused(list, 401, SIGN_IN);
    await expectRefused(await send(t.app, 'POST', wishlistPaths.add, { user_id: userId, product_id: fx.laptop.id }), 401, SIGN_IN);
    await expectRefused(await send(t.app, 'DELETE', wishlistPaths.remove, { user_id: userId, product_id: fx.laptop.id }), 401, SIGN_IN);
  });

  it('answers 401 with no fields at all, and stores nothing', async () => {
    await expectRefused(await send(t.app, 'POST', wishlistPaths.add, {}), 401, SIGN_IN);
    expect(await t.db.selectFrom('wishlist_items').select('id').execute()).toEqual([]);
  });

  it('needs the storefront credential', async () => {
    await expectRefused(await t.app.request(`/api/${wishlistPaths.items}?user_id=5`), 401, 'Authentication required');
  });
});

describe(`wishlist repository (${databaseKind})`, () => {
  const user = 41;

  it('adds once, lists newest first with product cards, counts and removes', async () => {
    const first = await addToWishlist(t.db, user, fx.laptop.id);
    expect(first.kind).toBe('added');
    await addToWishlist(t.db, user, fx.phone.id);
    await addToWishlist(t.db, user, fx.mouse.id);

    const again = await addToWishlist(t.db, user, fx.laptop.id);
    expect(again.kind).toBe('already');
    if (first.kind !== 'no-product' && again.kind !== 'no-product') expect(again.item.id).toBe(first.item.id);

    const items = wishlistItemListSchema.parse(await listWishlist(t.db, user));
    expect(items.map((i) => i.product_id)).toEqual([fx.mouse.id, fx.phone.id, fx.laptop.id]);
    const [mouse, phone, laptop] = items;
    expect(laptop!.product).toMatchObject({
      id: fx.laptop.id,
      title: fx.laptop.title,
      slug: fx.laptop.slug,
      brand: fx.brand.name,
      category_id: fx.category.id,
      price: fx.laptop.price,
      mrp: fx.laptop.mrp,
      discount_percent: Math.floor(((fx.laptop.mrp - fx.laptop.price) * 100) / fx.laptop.mrp),
      rating_average: 4.3,
      in_stock: true,
      has_variants: false,
      flags: { best_seller: true, hot_deal: false, new_arrival: true },
    });
    expect(phone!.product).toMatchObject({ has_variants: true, price: fx.phone.price });
    expect(mouse!.product.in_stock).toBe(false);
    expect(Number.isNaN(Date.parse(laptop!.added_at))).toBe(false);
    expect(await countWishlist(t.db, user)).toBe(3);

    expect(await removeFromWishlist(t.db, user, fx.phone.id)).toBe(true);
    expect(await removeFromWishlist(t.db, user, fx.phone.id)).toBe(false);
    expect((await listWishlist(t.db, user)).map((i) => i.product_id)).toEqual([fx.mouse.id, fx.laptop.id]);
    expect(await countWishlist(t.db, user)).toBe(2);
  });

  it('refuses a product that does not exist', async () => {
    expect(await addToWishlist(t.db, user, MISSING_PRODUCT_ID)).toEqual({ kind: 'no-product' });
  });

  it('keeps users apart', async () => {
    await addToWishlist(t.db, 42, fx.gpu.id);
    expect((await listWishlist(t.db, 42)).map((i) => i.product_id)).toEqual([fx.gpu.id]);
    expect(await removeFromWishlist(t.db, 43, fx.gpu.id)).toBe(false);
    expect(await countWishlist(t.db, 42)).toBe(1);
    expect(await listWishlist(t.db, 43)).toEqual([]);
  });

  it('adding the same product twice at once keeps one entry', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => addToWishlist(t.db, 44, fx.cable.id)));
    expect(outcomes.filter((o) => o.kind === 'added')).toHaveLength(1);
    expect(await countWishlist(t.db, 44)).toBe(1);
  });
});

describe(`wishlist routes once a user is signed in (${databaseKind})`, () => {
  // The routes as they will run once sign-in exists: user 51 is signed in.
  let app: Hono;
  beforeAll(() => {
    const credentials = {
      storefront: { user: t.config.apiUser, password: t.config.apiKey },
      admin: { user: t.config.adminUser, password: t.config.adminPassword },
    };
    app = new Hono().route('/api', wishlistRoutes(t.db, credentials, () => 51));
  });

  it('adds, lists, refuses others\' ids and removes', async () => {
    const added = await send(app, 'POST', wishlistPaths.add, { user_id: 51, product_id: fx.gpu.id });
    const body = envelopeSchema(wishlistItemSchema).parse(await json(added));
    expect([added.status, body.status, body.message]).toEqual([200, true, 'Added to wishlist']);
    expect(body.data.product.title).toBe(fx.gpu.title);
    expect(wishlistCountSchema.parse(body.other_data)).toEqual({ wishlist_count: 1 });

    const twice = envelopeSchema(wishlistItemSchema).parse(await json(await send(app, 'POST', wishlistPaths.add, { user_id: 51, product_id: fx.gpu.id })));
    expect([twice.status, twice.message, twice.data.id]).toEqual([true, 'Already in your wishlist', body.data.id]);

    const list = await app.request(`/api/${wishlistPaths.items}?user_id=51`, { headers: storefrontAuth });
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(envelopeSchema(wishlistItemListSchema).parse(await json(list)).data.map((i) => i.product_id)).toEqual([fx.gpu.id]);

    await expectRefused(await send(app, 'POST', wishlistPaths.add, { user_id: 52, product_id: fx.laptop.id }), 403, 'This belongs to another account');
    // A guest's user_id 0 is a sign-in problem, not a typing one.
    await expectRefused(await app.request(`/api/${wishlistPaths.items}?user_id=0`, { headers: storefrontAuth }), 401, SIGN_IN);
    await expectRefused(await app.request(`/api/${wishlistPaths.items}`, { headers: storefrontAuth }), 400, 'user_id is required');
    await expectRefused(await send(app, 'POST', wishlistPaths.add, { user_id: 51, product_id: 'abc' }), 400, 'product_id must be a whole number');
    await expectRefused(await send(app, 'POST', wishlistPaths.add, { user_id: 51, product_id: MISSING_PRODUCT_ID }), 404, 'Product not found');

    const removed = envelopeSchema(z.null()).parse(await json(await send(app, 'DELETE', wishlistPaths.remove, { user_id: 51, product_id: fx.gpu.id })));
    expect([removed.status, removed.message]).toEqual([true, 'Removed from wishlist']);
    expect(wishlistCountSchema.parse(removed.other_data)).toEqual({ wishlist_count: 0 });
    const absent = envelopeSchema(z.null()).parse(await json(await send(app, 'DELETE', wishlistPaths.remove, { user_id: 51, product_id: fx.gpu.id })));
    expect([absent.status, absent.message]).toEqual([true, 'Not in your wishlist']);
  });
});
