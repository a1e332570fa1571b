/**
 * Two API instances (each its own pool, LISTEN hub and HTTP listener) on one
 * PostgreSQL database, driven over real HTTP with every step alternating
 * between them, as a load balancer without sticky sessions would: nothing a
 * shopper or merchandiser does may depend on reaching the same instance again.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPaths } from '../../schemas/api/cart';
import { checkoutPaths, type PlacedOrder } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { accountSchema, identityPaths } from '../../schemas/api/identity';
import { orderDetailSchema, orderPaths } from '../../schemas/api/orders';
import { configViewSchema, studioSessionSchema, versionSchema } from '../../schemas/api/studio';
import { signInWithPhone } from './auth-emulator-client';
import { addToCart, expectLine, expectRefused, newSession, ownerQuery, readCart, send, setQuantity } from './cart-client';
import { addAddress, fakeGateway, PIN, placedEnvelope, post, quote, type CheckoutBench, type Shopper } from './checkout-fixtures';
import { ADMIN_CREDENTIAL, adminUrl, createTestDatabase, createTestDist, json, storefrontAuth, type TestDatabase } from './harness';
import { startInstance, type Instance } from './instances';
import { newPhone, startSession } from './session-client';
import { bootstrapHome, cookieOf, signIn, storefrontLayout, studioAs } from './studio-client';
import { seedIfEmpty } from '../../server/seed/seed';

describe.skipIf(!adminUrl)('two API instances on one PostgreSQL, requests alternating A, B, A, B…', () => {
  let database: TestDatabase;
  let dist: ReturnType<typeof createTestDist>;
  let a: Instance;
  let b: Instance;
  /** A seeded product without variants, cheap enough for cash on delivery, with stock to spare. */
  let productId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedIfEmpty(database.db);
    dist = createTestDist();
    a = await startInstance(database.url ?? '', { distDir: dist.dir });
    b = await startInstance(database.url ?? '', { distDir: dist.dir });
    const product = await database.db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.price_paise', '<', 20_000_00)
      .where('p.stock', '>=', 20)
      .where('p.max_per_order', '>=', 3)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('product_variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id'))))
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    productId = product.id;
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.close();
    dist?.remove();
  });

  async function signedInShopper(on: Instance): Promise<Shopper> {
    const session = await startSession(on.http, (await signInWithPhone(newPhone())).idToken);
    return { userId: session.userId, cookie: session.cookie };
  }

  async function me(on: Instance, cookie: string): Promise<Response> {
    return on.as(cookie).request(`/api/${identityPaths.me}`, { headers: storefrontAuth });
  }

  async function stock(): Promise<number> {
    return (await database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
  }

  it('a session opened on A is known on B; signed out on B, A refuses it', async () => {
    const shopper = await signedInShopper(a);

    const onB = await me(b, shopper.cookie);
    expect(onB.status).toBe(200);
    expect(envelopeSchema(accountSchema).parse(await json(onB)).data.id).toBe(shopper.userId);

    const out = await b.as(shopper.cookie).request(`/api/${identityPaths.logout}`, { method: 'POST', headers: storefrontAuth });
    expect(out.status).toBe(200);

    const onA = await me(a, shopper.cookie);
    expect(onA.status).toBe(401);
    expect(await database.db.selectFrom('user_sessions').select('user_id').where('user_id', '=', shopper.userId).execute()).toEqual([]);
  });

  it("a shopper's cart: added on A, read on B, changed on B, read on A, removed on A, read on B; nobody else sees it", async () => {
    const shopper = await signedInShopper(a);
    const browser = newSession();
    const owner = { user_id: shopper.userId };

    const added = await expectLine(await addToCart(a.as(shopper.cookie), browser, productId, owner), 'Added to cart');
    const seenOnB = await readCart(b.as(shopper.cookie), browser, shopper.userId);
    expect(seenOnB.lines.map((l) => [l.id, l.product_id, l.qty])).toEqual([[added.line.id, productId, 1]]);

    await expectLine(await setQuantity(b.as(shopper.cookie), browser, productId, 3, owner), 'Quantity updated');
    const seenOnA = await readCart(a.as(shopper.cookie), browser, shopper.userId);
    expect(seenOnA.lines.map((l) => [l.product_id, l.qty])).toEqual([[productId, 3]]);
    expect(seenOnA.counts.cart_count).toBe(3);

    // Someone else, signed in on B: their own cart is empty on both instances, and asking for ours is refused on both.
    const other = await signedInShopper(b);
    expect((await readCart(a.as(other.cookie), newSession(), other.userId)).lines).toEqual([]);
    expect((await readCart(b.as(other.cookie), newSession(), other.userId)).lines).toEqual([]);
    for (const instance of [a, b]) {
      const res = await instance.as(other.cookie).request(`/api/${cartPaths.items}?${ownerQuery(browser, shopper.userId)}`, { headers: storefrontAuth });
      expect(res.status).toBe(403);
    }

    const removed = await send(a.as(shopper.cookie), 'DELETE', `${cartPaths.deleteItem(added.line.id)}?${ownerQuery(browser, shopper.userId)}`);
    expect(removed.status).toBe(200);
    expect((await readCart(b.as(shopper.cookie), browser, shopper.userId)).lines).toEqual([]);
  });

  it('a guest cart (session_id) likewise', async () => {
    const guest = newSession();
    const added = await expectLine(await addToCart(a.http, guest, productId), 'Added to cart');
    expect((await readCart(b.http, guest)).lines.map((l) => [l.id, l.qty])).toEqual([[added.line.id, 1]]);
    await expectLine(await setQuantity(b.http, guest, productId, 2), 'Quantity updated');
    expect((await readCart(a.http, guest)).lines.map((l) => l.qty)).toEqual([2]);
    // Another browser's session id sees nothing of it, on either instance.
    expect((await readCart(b.http, newSession())).lines).toEqual([]);
    await expectRefused(await send(a.http, 'DELETE', `${cartPaths.deleteItem(added.line.id)}?${ownerQuery(newSession())}`), 404, /no longer in your cart|not in your cart|gone/i);
    expect((await send(a.http, 'DELETE', `${cartPaths.deleteItem(added.line.id)}?${ownerQuery(guest)}`)).status).toBe(200);
    expect((await readCart(b.http, guest)).lines).toEqual([]);
  });

  it('an order: quoted on A, placed on B, read on A; one key sent to A and B at once makes one order and takes the stock once', async () => {
    const shopper = await signedInShopper(b);
    const addressId = await addAddress(database.db, shopper, PIN.local);
    const bench = (on: Instance): CheckoutBench => ({ app: on.http, gateway: fakeGateway() });
    const browser = newSession();
    const fillOn = async (on: Instance, qty: number) => {
      await expectLine(await addToCart(on.as(shopper.cookie), browser, productId, { user_id: shopper.userId, qty }), 'Added to cart');
    };
    const choice = { user_id: shopper.userId, address_id: addressId, payment_method: 'cod' };
    const placedOf = async (res: Response): Promise<PlacedOrder> => {
      if (res.status !== 200) throw new Error(`place-order answered ${res.status}: ${await res.text()}`);
      return placedEnvelope.parse(await json(res)).data;
    };

    await fillOn(b, 1);
    const first = await quote(bench(a), shopper, choice);
    const placed = await placedOf(await post(bench(b), shopper, checkoutPaths.placeOrder, { ...choice, expected_total_paise: first.total_paise, idempotency_key: randomUUID() }));
    const read = await a.as(shopper.cookie).request(`/api/${orderPaths.one(placed.order_id)}?user_id=${shopper.userId}`, { headers: storefrontAuth });
    expect(read.status).toBe(200);
    const detail = envelopeSchema(orderDetailSchema).parse(await json(read)).data;
    expect([detail.id, detail.order_number, detail.status, detail.totals.total_paise]).toEqual([placed.order_id, placed.order_number, 'placed', first.total_paise]);
    expect(detail.items.map((i) => [i.product_id, i.qty])).toEqual([[productId, 1]]);

    // The same press of the button reaching both instances at the same moment (a retry through the balancer).
    await fillOn(a, 2);
    const second = await quote(bench(b), shopper, choice);
    const before = await stock();
    const fields = { ...choice, expected_total_paise: second.total_paise, idempotency_key: `twice-${randomUUID()}` };
    const [onA, onB] = await Promise.all([post(bench(a), shopper, checkoutPaths.placeOrder, fields), post(bench(b), shopper, checkoutPaths.placeOrder, fields)]);
    const [fromA, fromB] = [await placedOf(onA), await placedOf(onB)];
    expect(fromB.order_id).toBe(fromA.order_id);
    const rows = await database.db.selectFrom('orders').select('id').where('idempotency_key', '=', fields.idempotency_key).execute();
    expect(rows).toEqual([{ id: fromA.order_id }]);
    expect(await stock()).toBe(before - 2);

    const replay = await placedOf(await post(bench(a), shopper, checkoutPaths.placeOrder, fields));
    expect(replay.order_id).toBe(fromA.order_id);
    expect(await stock()).toBe(before - 2);
    const items = await database.db.selectFrom('order_items').select(['product_id', 'qty']).where('order_id', '=', fromA.order_id).execute();
    expect(items).toEqual([{ product_id: productId, qty: 2 }]);
  });

  it("a studio session made on A works on B: a draft saved on B and published on A reaches both instances' API and HTML, once", async () => {
    const signedIn = await signIn(a.http);
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);

    const sessionOnB = await b.http.request('/api/admin/studio/session', { headers: { Cookie: cookie } });
    expect(sessionOnB.status).toBe(200);
    expect(envelopeSchema(studioSessionSchema).parse(await json(sessionOnB)).data.user).toBe(ADMIN_CREDENTIAL.user);

    const live = await storefrontLayout(a.http, 'home');
    // The first section hidden: a change a shopper would see.
    const next = live.map((entry, index) => (index === 0 ? { ...entry, visibility: entry.visibility === 'Y' ? 'N' : 'Y' } : entry));
    const draft = await studioAs(b.http, cookie).data(configViewSchema, 'PUT', 'admin/studio/configs/home/draft', { document: next, revision: 0 });
    const version = await studioAs(a.http, cookie).data(versionSchema, 'POST', 'admin/studio/configs/home/publish', { revision: draft.draft_revision });

    // The same publish replayed through B (a double click landing elsewhere) publishes nothing more.
    const replay = await studioAs(b.http, cookie).call('POST', 'admin/studio/configs/home/publish', { revision: draft.draft_revision });
    expect(replay.status).toBe(409);

    for (const instance of [a, b]) {
      expect(await storefrontLayout(instance.http, 'home')).toEqual(next);
      expect(await bootstrapHome(instance.http)).toEqual(next);
    }
    const versions = await database.db.selectFrom('config_versions').select(['version', 'source']).where('key', '=', 'home').orderBy('version').execute();
    expect(versions).toEqual([
      { version: 1, source: 'baseline' },
      { version: version.version, source: 'publish' },
    ]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', sql<number>`count(*)::int`.as('n')])
      .where('key', '=', 'home')
      .groupBy('action')
      .orderBy('action')
      .execute();
    expect(audit).toEqual([
      { action: 'publish', n: 1 },
      { action: 'save-draft', n: 1 },
    ]);

    // Signed out on B, the cookie is refused on A.
    expect((await studioAs(b.http, cookie).call('DELETE', 'admin/studio/session')).status).toBe(200);
    expect((await a.http.request('/api/admin/studio/session', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
