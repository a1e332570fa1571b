import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCountsSchema, cartPaths, cartTotals, MAX_QTY_PER_LINE } from '../../schemas/api/cart';
import { envelopeSchema } from '../../schemas/api/envelope';
import * as z from 'zod/mini';
import { cartRoutes } from '../../server/features/cart/routes';
import { addToWishlist } from '../../server/features/wishlist/repository';
import { fx, insertFixtures, MISSING_PRODUCT_ID } from './cart-fixtures';
import { addToCart, expectLine, expectRefused, newSession, ownerQuery, readCart, send, setQuantity } from './cart-client';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  await insertFixtures(t.db);
});
afterAll(async () => {
  await t.close();
});

const nullEnvelope = envelopeSchema(z.null());

function variantSize(variantId: number, label = 'anything'): string {
  return JSON.stringify({ variant_id: variantId, label });
}

describe(`cart: adding and reading (${databaseKind})`, () => {
  it('starts empty, with zero counts', async () => {
    const cart = await readCart(t.app, newSession());
    expect(cart).toEqual({ lines: [], counts: { cart_count: 0, wishlist_count: 0 } });
  });

  it('prices a line from the database, ignoring the mrp and price the browser sends', async () => {
    const session = newSession();
    const res = await addToCart(t.app, session, fx.laptop.id, { qty: 2, mrp: 1, price: 1 });
    const { line, counts } = await expectLine(res, 'Added to cart');
    expect(line).toMatchObject({
      product_id: fx.laptop.id,
      qty: 2,
      price: fx.laptop.price,
      mrp: fx.laptop.mrp,
      size: '{}',
      variant_label: '',
      title: fx.laptop.title,
      slug: fx.laptop.slug,
      brand: fx.brand.name,
      stock: fx.laptop.stock,
      max_qty: MAX_QTY_PER_LINE,
    });
    expect(line.image).toMatchObject({ url: `/media/catalog/product-${fx.laptop.id}-1-640.webp`, alt: fx.laptop.title, width: 800, height: 800 });
    expect(counts).toEqual({ cart_count: 2, wishlist_count: 0 });

    const rows = await t.db.selectFrom('cart_items').selectAll().where('session_id', '=', session).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ owner_key: `s:${session}`, user_id: 0, product_id: fx.laptop.id, variant_id: 0, qty: 2, size: '{}' });
  });

  it('adds the same product to its existing line and totals the cart', async () => {
    const session = newSession();
    const first = await expectLine(await addToCart(t.app, session, fx.laptop.id, { qty: 2 }), 'Added to cart');
    const second = await expectLine(await addToCart(t.app, session, fx.laptop.id, { qty: 3 }), 'Added to cart');
    expect(second.line.id).toBe(first.line.id);
    expect(second.line.qty).toBe(5);
    await expectLine(await addToCart(t.app, session, fx.cable.id, { qty: 2 }), 'Added to cart');

    const cart = await readCart(t.app, session);
    expect(cart.lines.map((l) => [l.product_id, l.qty])).toEqual([
      [fx.laptop.id, 5],
      [fx.cable.id, 2],
    ]);
    expect(cart.counts).toEqual({ cart_count: 7, wishlist_count: 0 });
    expect(cartTotals(cart.lines)).toEqual({
      items: 7,
      price: 5 * fx.laptop.price + 2 * fx.cable.price,
      mrp: 5 * fx.laptop.mrp + 2 * fx.cable.mrp,
      savings: 5 * (fx.laptop.mrp - fx.laptop.price) + 2 * (fx.cable.mrp - fx.cable.price),
    });
  });

  it('shows today\'s price and stock, not those at the time of adding', async () => {
    const session = newSession();
    await expectLine(await addToCart(t.app, session, fx.cable.id, { qty: 2 }), 'Added to cart');
    await t.db.updateTable('products').set({ price_paise: 249_00, stock: 1 }).where('id', '=', fx.cable.id).execute();
    try {
      const [line] = (await readCart(t.app, session)).lines;
      expect(line).toMatchObject({ price: 249_00, mrp: fx.cable.mrp, stock: 1, max_qty: 1, qty: 2 });
    } finally {
      await t.db.updateTable('products').set({ price_paise: fx.cable.price, stock: fx.cable.stock }).where('id', '=', fx.cable.id).execute();
    }
  });

  it('accepts multipart forms and JSON bodies as well as urlencoded ones', async () => {
    const session = newSession();
    const multipart = new FormData();
    for (const [key, value] of Object.entries({ user_id: '0', session_id: session, product_id: String(fx.laptop.id), qty: '1', size: '{}' })) {
      multipart.append(key, value);
    }
    await expectLine(await t.app.request(`/api/${cartPaths.add}`, { method: 'POST', headers: storefrontAuth, body: multipart }), 'Added to cart');
    const jsonBody = JSON.stringify({ user_id: 0, session_id: session, product_id: fx.laptop.id, qty: 2, size: {} });
    const res = await t.app.request(`/api/${cartPaths.add}`, {
      method: 'POST',
      headers: { ...storefrontAuth, 'Content-Type': 'application/json' },
      body: jsonBody,
    });
    expect((await expectLine(res, 'Added to cart')).line.qty).toBe(3);
  });

  it('needs the storefront credential', async () => {
    const res = await t.app.request(`/api/${cartPaths.items}?${ownerQuery(newSession())}`);
    await expectRefused(res, 401, 'Authentication required');
  });
});

describe(`cart: variants (${databaseKind})`, () => {
  it('asks for an option when the product has variants', async () => {
    await expectRefused(await addToCart(t.app, newSession(), fx.phone.id), 422, `Please choose an option for ${fx.phone.title}`);
  });

  it('refuses an option of another product', async () => {
    const res = await addToCart(t.app, newSession(), fx.phone.id, { size: variantSize(fx.tablet.variants[0]!.id) });
    await expectRefused(res, 422, 'That option is not available for this product');
  });

  it('prices each variant on its own line, with the label from the database', async () => {
    const session = newSession();
    const [small, large] = fx.phone.variants;
    const a = await expectLine(await addToCart(t.app, session, fx.phone.id, { size: variantSize(small!.id, 'forged label') }), 'Added to cart');
    expect(a.line).toMatchObject({ price: small!.price, mrp: small!.mrp, variant_label: small!.label, stock: small!.stock, max_qty: 10 });
    expect(JSON.parse(a.line.size)).toEqual({ variant_id: small!.id, label: small!.label });

    const b = await expectLine(await addToCart(t.app, session, fx.phone.id, { size: variantSize(large!.id) }), 'Added to cart');
    expect(b.line.id).not.toBe(a.line.id);
    expect(b.line).toMatchObject({ price: large!.price, mrp: large!.mrp, variant_label: large!.label, stock: 2, max_qty: 2 });

    const again = await expectLine(await addToCart(t.app, session, fx.phone.id, { size: variantSize(small!.id) }), 'Added to cart');
    expect(again.line).toMatchObject({ id: a.line.id, qty: 2 });

    const cart = await readCart(t.app, session);
    expect(cart.lines.map((l) => [l.variant_label, l.qty])).toEqual([
      [small!.label, 2],
      [large!.label, 1],
    ]);
    expect(cartTotals(cart.lines).price).toBe(2 * small!.price + large!.price);
  });

  it('ignores a variant sent for a product without variants, keeping one line', async () => {
    const session = newSession();
    const a = await expectLine(await addToCart(t.app, session, fx.laptop.id, { size: variantSize(fx.phone.variants[0]!.id) }), 'Added to cart');
    expect(a.line.size).toBe('{}');
    const b = await expectLine(await addToCart(t.app, session, fx.laptop.id, { size: '' }), 'Added to cart');
    expect(b.line).toMatchObject({ id: a.line.id, qty: 2 });
  });
});

describe(`cart: stock and quantity limits (${databaseKind})`, () => {
  it('refuses a product that is out of stock', async () => {
    await expectRefused(await addToCart(t.app, newSession(), fx.mouse.id), 422, `${fx.mouse.title} is out of stock`);
  });

  it('holds a line to the product\'s own limit', async () => {
    const session = newSession();
    await expectRefused(await addToCart(t.app, session, fx.gpu.id, { qty: 3 }), 422, `You can add at most 2 of ${fx.gpu.title}`);
    const { line } = await expectLine(await addToCart(t.app, session, fx.gpu.id, { qty: 2 }), 'Added to cart');
    expect(line.max_qty).toBe(2);
    await expectRefused(await addToCart(t.app, session, fx.gpu.id), 422, `You can add at most 2 of ${fx.gpu.title} (your cart already has 2)`);
    expect((await readCart(t.app, session)).lines.map((l) => l.qty)).toEqual([2]);
  });

  it('holds a line to the stock when stock is the smaller limit', async () => {
    const session = newSession();
    await expectRefused(await addToCart(t.app, session, fx.cable.id, { qty: 4 }), 422, 'Only 3 left in stock');
    await expectLine(await addToCart(t.app, session, fx.cable.id, { qty: 3 }), 'Added to cart');
    const res = await addToCart(t.app, session, fx.phone.id, { qty: 3, size: variantSize(fx.phone.variants[1]!.id) });
    await expectRefused(res, 422, 'Only 2 left in stock');
  });

  it('holds a line to the shop-wide limit of 10', async () => {
    const session = newSession();
    await expectLine(await addToCart(t.app, session, fx.laptop.id, { qty: 10 }), 'Added to cart');
    await expectRefused(await addToCart(t.app, session, fx.laptop.id), 422, `You can add at most 10 of ${fx.laptop.title} (your cart already has 10)`);
    expect((await readCart(t.app, session)).counts.cart_count).toBe(10);
  });

  it('answers 404 for a product that does not exist', async () => {
    await expectRefused(await addToCart(t.app, newSession(), MISSING_PRODUCT_ID), 404, 'Product not found');
  });
});

describe(`cart: update quantity (${databaseKind})`, () => {
  it('sets the quantity of the line', async () => {
    const session = newSession();
    const added = await expectLine(await addToCart(t.app, session, fx.laptop.id, { qty: 5 }), 'Added to cart');
    const { line, counts } = await expectLine(await setQuantity(t.app, session, fx.laptop.id, 2), 'Quantity updated');
    expect(line).toMatchObject({ id: added.line.id, qty: 2, price: fx.laptop.price });
    expect(counts.cart_count).toBe(2);
  });

  it('updates the line of the chosen variant only', async () => {
    const session = newSession();
    const [small, large] = fx.phone.variants;
    await expectLine(await addToCart(t.app, session, fx.phone.id, { size: variantSize(small!.id) }), 'Added to cart');
    await expectLine(await addToCart(t.app, session, fx.phone.id, { size: variantSize(large!.id) }), 'Added to cart');
    await expectLine(await setQuantity(t.app, session, fx.phone.id, 4, { size: variantSize(small!.id) }), 'Quantity updated');
    await expectRefused(await setQuantity(t.app, session, fx.phone.id, 3, { size: variantSize(large!.id) }), 422, 'Only 2 left in stock');
    expect((await readCart(t.app, session)).lines.map((l) => l.qty)).toEqual([4, 1]);
  });

  it('applies the same limits as adding', async () => {
    const session = newSession();
    await expectLine(await addToCart(t.app, session, fx.gpu.id), 'Added to cart');
    await expectRefused(await setQuantity(t.app, session, fx.gpu.id, 3), 422, `You can add at most 2 of ${fx.gpu.title}`);
    await expectLine(await setQuantity(t.app, session, fx.gpu.id, 2), 'Quantity updated');
  });

  it('answers 404 when the line is not in the cart', async () => {
    const session = newSession();
    await expectLine(await addToCart(t.app, session, fx.phone.id, { size: variantSize(fx.phone.variants[0]!.id) }), 'Added to cart');
    const gone = 'This item is no longer in your cart';
    await expectRefused(await setQuantity(t.app, session, fx.laptop.id, 2), 404, gone);
    await expectRefused(await setQuantity(t.app, session, MISSING_PRODUCT_ID, 2), 404, gone);
    await expectRefused(await setQuantity(t.app, session, fx.phone.id, 2, { size: variantSize(fx.phone.variants[1]!.id) }), 404, gone);
    await expectRefused(await setQuantity(t.app, session, fx.phone.id, 2, { size: variantSize(fx.tablet.variants[0]!.id) }), 404, gone);
    await expectRefused(await setQuantity(t.app, session, fx.phone.id, 2), 422, `Please choose an option for ${fx.phone.title}`);
    expect((await readCart(t.app, session)).lines.map((l) => l.qty)).toEqual([1]);
  });

  it('refuses quantities outside 1 to 10 before touching the cart', async () => {
    const session = newSession();
    await expectLine(await addToCart(t.app, session, fx.laptop.id, { qty: 3 }), 'Added to cart');
    await expectRefused(await setQuantity(t.app, session, fx.laptop.id, 0), 400, 'qty must be at least 1');
    await expectRefused(await setQuantity(t.app, session, fx.laptop.id, 11), 400, 'qty must be at most 10');
    expect((await readCart(t.app, session)).lines.map((l) => l.qty)).toEqual([3]);
  });
});

describe(`cart: removing (${databaseKind})`, () => {
  it('deletes a line for its owner and answers 404 the second time', async () => {
    const session = newSession();
    const laptop = await expectLine(await addToCart(t.app, session, fx.laptop.id, { qty: 2 }), 'Added to cart');
    await expectLine(await addToCart(t.app, session, fx.cable.id), 'Added to cart');
    const res = await t.app.request(`/api/${cartPaths.deleteItem(laptop.line.id)}?${ownerQuery(session)}`, { method: 'DELETE', headers: storefrontAuth });
    const body = nullEnvelope.parse(await json(res));
    expect([res.status, body.status, body.message]).toEqual([200, true, 'Removed from cart']);
    expect(cartCountsSchema.parse(body.other_data)).toEqual({ cart_count: 1, wishlist_count: 0 });
    expect((await readCart(t.app, session)).lines.map((l) => l.product_id)).toEqual([fx.cable.id]);

    const again = await t.app.request(`/api/${cartPaths.deleteItem(laptop.line.id)}?${ownerQuery(session)}`, { method: 'DELETE', headers: storefrontAuth });
    await expectRefused(again, 404, 'This item is no longer in your cart');
  });

  it('takes the owner from a form body too', async () => {
    const session = newSession();
    const { line } = await expectLine(await addToCart(t.app, session, fx.laptop.id), 'Added to cart');
    const res = await send(t.app, 'DELETE', cartPaths.deleteItem(line.id), { user_id: 0, session_id: session });
    expect(nullEnvelope.parse(await json(res)).message).toBe('Removed from cart');
    expect((await readCart(t.app, session)).lines).toEqual([]);
  });

  it('needs the owner and a numeric id', async () => {
    await expectRefused(await send(t.app, 'DELETE', cartPaths.deleteItem(1)), 400, 'user_id is required; session_id is required');
    const res = await t.app.request(`/api/website/cart/delete-item/abc?${ownerQuery(newSession())}`, { method: 'DELETE', headers: storefrontAuth });
    await expectRefused(res, 400, 'cartId must be a whole number');
  });

  it('clears only the owner\'s cart', async () => {
    const mine = newSession();
    const theirs = newSession();
    await expectLine(await addToCart(t.app, mine, fx.laptop.id, { qty: 2 }), 'Added to cart');
    await expectLine(await addToCart(t.app, mine, fx.cable.id), 'Added to cart');
    await expectLine(await addToCart(t.app, theirs, fx.laptop.id), 'Added to cart');
    const res = await send(t.app, 'DELETE', cartPaths.deleteAll, { user_id: 0, session_id: mine });
    const body = nullEnvelope.parse(await json(res));
    expect([res.status, body.status, body.message]).toEqual([200, true, 'Cart cleared']);
    expect(cartCountsSchema.parse(body.other_data)).toEqual({ cart_count: 0, wishlist_count: 0 });
    expect((await readCart(t.app, mine)).lines).toEqual([]);
    expect((await readCart(t.app, theirs)).counts.cart_count).toBe(1);
  });

  it('clears with the owner in the query string', async () => {
    const session = newSession();
    await expectLine(await addToCart(t.app, session, fx.laptop.id), 'Added to cart');
    const res = await t.app.request(`/api/${cartPaths.deleteAll}?${ownerQuery(session)}`, { method: 'DELETE', headers: storefrontAuth });
    expect(nullEnvelope.parse(await json(res)).message).toBe('Cart cleared');
    expect((await readCart(t.app, session)).lines).toEqual([]);
  });
});

describe(`cart: guest isolation (${databaseKind})`, () => {
  it('never lets one session see, change or delete another session\'s lines', async () => {
    const a = newSession();
    const b = newSession();
    const { line } = await expectLine(await addToCart(t.app, a, fx.laptop.id, { qty: 3 }), 'Added to cart');

    expect((await readCart(t.app, b)).lines).toEqual([]);
    await expectRefused(await setQuantity(t.app, b, fx.laptop.id, 1), 404, 'This item is no longer in your cart');
    const del = await t.app.request(`/api/${cartPaths.deleteItem(line.id)}?${ownerQuery(b)}`, { method: 'DELETE', headers: storefrontAuth });
    await expectRefused(del, 404, 'This item is no longer in your cart');
    await send(t.app, 'DELETE', cartPaths.deleteAll, { user_id: 0, session_id: b });
    // B adding the same product starts B's own line.
    const own = await expectLine(await addToCart(t.app, b, fx.laptop.id), 'Added to cart');
    expect(own.line.id).not.toBe(line.id);

    const cartA = await readCart(t.app, a);
    expect(cartA.lines.map((l) => [l.id, l.qty])).toEqual([[line.id, 3]]);
  });
});

describe(`cart: accounts (${databaseKind})`, () => {
  const ownerFields = (session: string) => ({ user_id: 7, session_id: session });

  it('answers 401 to every call naming a user, since nobody is signed in', async () => {
    const session = newSession();
    const signIn = 'Please sign in to use your account cart';
    const read = await t.app.request(`/api/${cartPaths.items}?${ownerQuery(session, 7)}`, { headers: storefrontAuth });
    await expectRefused(read, 401, signIn);
    await expectRefused(await addToCart(t.app, session, fx.laptop.id, { user_id: 7 }), 401, signIn);
    await expectRefused(await setQuantity(t.app, session, fx.laptop.id, 2, { user_id: 7 }), 401, signIn);
    await expectRefused(await send(t.app, 'DELETE', cartPaths.deleteItem(1), ownerFields(session)), 401, signIn);
    await expectRefused(await send(t.app, 'DELETE', cartPaths.deleteAll, ownerFields(session)), 401, signIn);
    expect(await t.db.selectFrom('cart_items').select('id').where('user_id', '=', 7).execute()).toEqual([]);
  });

  it('keeps a signed-in user\'s cart apart from the guest cart of the same browser', async () => {
    // The routes with an identify that says user 7 is signed in (sessions are covered in identity-session.test.ts).
    const credentials = {
      storefront: { user: t.config.apiUser, password: t.config.apiKey },
      admin: { user: t.config.adminUser, password: t.config.adminPassword },
    };
    const app = new Hono().route('/api', cartRoutes(t.db, credentials, () => 7));
    const session = newSession();
    await addToWishlist(t.db, 7, fx.gpu.id);

    await expectLine(await addToCart(app, session, fx.cable.id), 'Added to cart');
    const { counts } = await expectLine(await addToCart(app, session, fx.laptop.id, { user_id: 7, qty: 2 }), 'Added to cart');
    expect(counts).toEqual({ cart_count: 2, wishlist_count: 1 });

    const user = await readCart(app, session, 7);
    expect(user.lines.map((l) => [l.product_id, l.qty])).toEqual([[fx.laptop.id, 2]]);
    const guest = await readCart(app, session, 0);
    expect(guest.lines.map((l) => [l.product_id, l.qty])).toEqual([[fx.cable.id, 1]]);
    expect(guest.counts.wishlist_count).toBe(0);

    // Another user's id is refused even while someone is signed in.
    await expectRefused(await addToCart(app, session, fx.laptop.id, { user_id: 8 }), 403, 'This belongs to another account');
  });
});

describe(`cart: bad input is 400 with the field named (${databaseKind})`, () => {
  const session = 'bad-input-session';
  const cases: [string, Record<string, string | number>, string][] = [
    ['qty=0', { qty: 0 }, 'qty must be at least 1'],
    ['qty=abc', { qty: 'abc' }, 'qty must be a whole number'],
    ['qty=11', { qty: 11 }, 'qty must be at most 10'],
    ['qty=-1', { qty: -1 }, 'qty must be a whole number'],
    ['qty=1.5', { qty: '1.5' }, 'qty must be a whole number'],
    ['product_id=0', { product_id: 0 }, 'product_id must be at least 1'],
    ['session_id too short', { session_id: 'abc' }, 'session_id must be 8 to 64 letters, digits, hyphens or underscores'],
    ['session_id with spaces', { session_id: 'a session id' }, 'session_id must be 8 to 64 letters, digits, hyphens or underscores'],
    ['size not JSON', { size: '{variant' }, 'size must be JSON, e.g. {"variant_id": 12}'],
    ['size without a numeric variant', { size: '{"variant_id":"x"}' }, 'size must be an object with a numeric variant_id'],
    ['user_id=abc', { user_id: 'abc' }, 'user_id must be a whole number'],
  ];

  it.each(cases)('add with %s', async (_name, fields, message) => {
    await expectRefused(await addToCart(t.app, session, fx.laptop.id, fields), 400, message);
  });

  it('names every missing field', async () => {
    await expectRefused(await send(t.app, 'POST', cartPaths.add, { qty: 1 }), 400, 'user_id is required; session_id is required; product_id is required');
    await expectRefused(await send(t.app, 'PUT', cartPaths.updateQuantity, { user_id: 0, session_id: session, product_id: fx.laptop.id }), 400, 'qty is required');
    const read = await t.app.request(`/api/${cartPaths.items}?user_id=0`, { headers: storefrontAuth });
    await expectRefused(read, 400, 'session_id is required');
  });

  it('refuses malformed bodies without a 500', async () => {
    const headers = { ...storefrontAuth, 'Content-Type': 'application/json' };
    await expectRefused(await t.app.request(`/api/${cartPaths.add}`, { method: 'POST', headers, body: '{"qty":' }), 400, 'The request body is not valid JSON');
    await expectRefused(await t.app.request(`/api/${cartPaths.add}`, { method: 'POST', headers, body: '[1,2]' }), 400, 'The request body must be a JSON object of fields');
    const text = await t.app.request(`/api/${cartPaths.add}`, { method: 'POST', headers: { ...storefrontAuth, 'Content-Type': 'text/plain' }, body: 'qty=1' });
    expect(text.status).toBe(415);
    const huge = await addToCart(t.app, session, fx.laptop.id, { size: 'x'.repeat(20_000) });
    await expectRefused(huge, 413, 'The request body is larger than 16 KB');
  });

  it('stored nothing for any refused request', async () => {
    expect(await t.db.selectFrom('cart_items').select('id').where('session_id', '=', session).execute()).toEqual([]);
  });
});
