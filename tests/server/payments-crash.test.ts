/**
 * A loop of checkouts against the real server process while it is killed
 * with SIGKILL at random points and restarted on the same data: every
 * idempotency key ends with exactly one order, the stock falls by exactly
 * what was ordered, and every online order is paid exactly once (payments
 * through the local gateway, interrupted too). PGlite (a DATA_DIR) by default, PostgreSQL with
 * TEST_DATABASE_URL.
 *
 * Shoppers, sessions, addresses and carts are written straight into the
 * database before the first start (PGlite allows one process at a time), so
 * no sign-in service is needed.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutPaths, gatewayCheckoutSchema, placedOrderSchema, quoteSchema, type GatewayCheckout } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { createSession, SESSION_COOKIE } from '../../server/features/identity/sessions';
import { seedIfEmpty } from '../../server/seed/seed';
import { formBody } from './cart-client';
import { fx, insertFixtures } from './cart-fixtures';
import { ServerProcess, sleep } from './server-process';
import { adminUrl, createTestDist, databaseKind, storefrontAuth, STOREFRONT_CREDENTIAL, withAdminClient } from './harness';

const SHOPPERS = 12;
const PRODUCT = fx.keyboard;
const PIN = '411041';


interface Store {
  env: Record<string, string>;
  open(): Kysely<Database>;
  remove(): Promise<void>;
}

async function createStore(): Promise<Store> {
  const admin = adminUrl;
  if (!admin) {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-crash-'));
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), remove: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })) };
  }
  const name = `vitrine_crash_${randomBytes(6).toString('hex')}`;
  await withAdminClient(admin, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString() }),
    remove: () => withAdminClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

interface Shopper {
  userId: number;
  cookie: string;
  addressId: number;
  qty: number;
  key: string;
}

async function prepare(db: Kysely<Database>): Promise<Shopper[]> {
  await migrateToLatest(db);
  await seedIfEmpty(db);
  await insertFixtures(db);
  await db
    .insertInto('pin_codes')
    .values({ pin: PIN, city: 'Pune', district: 'Pune', state_code: '27', serviceable: true, cod_available: true, zone: 'local', delivery_days: 2 })
    .onConflict((oc) => oc.column('pin').doUpdateSet({ serviceable: true, cod_available: true }))
    .execute();
  const shoppers: Shopper[] = [];
  for (let i = 0; i < SHOPPERS; i += 1) {
    const tag = randomUUID().slice(0, 8);
    const user = await db
      .insertInto('users')
      .values({ firebase_uid: `crash-${tag}`, email: `crash-${tag}@example.test`, mobile: null, fname: 'Crash', lname: `Tester ${i}`, referral_code: `C${tag}`.toUpperCase() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(db, user.id, 'crash-test');
    const address = await db
      .insertInto('addresses')
      .values({ user_id: user.id, name: 'Crash Tester', mobile: '+919876543210', pin: PIN, house: '1 Test Lane', locality: 'Dhayari', city: 'Pune', state_code: '27', type: 'home', is_default: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const qty = 1 + (i % 3);
    await db.insertInto('cart_items').values({ owner_key: `u:${user.id}`, user_id: user.id, session_id: '', product_id: PRODUCT.id, variant_id: 0, size: '{}', qty }).execute();
    shoppers.push({ userId: user.id, cookie: `${SESSION_COOKIE}=${token}`, addressId: address.id, qty, key: randomUUID() });
  }
  return shoppers;
}

/**
 * Sends one call until the server answers it with something other than a
 * 5xx; a killed server shows up as a network error and is simply retried
 * (after a restart the base URL changes: the port is picked afresh).
 */
async function untilAnswered(server: ServerProcess, path: string, init: { headers: Record<string, string>; body: string | URLSearchParams }): Promise<{ status: number; body: unknown }> {
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      const base = await server.ready;
      const res = await fetch(`${base}${path}`, { method: 'POST', ...init, signal: AbortSignal.timeout(10_000) });
      const body: unknown = await res.json();
      if (res.status < 500) return { status: res.status, body };
    } catch {
      // Refused, reset or timed out: the server is down or restarting.
    }
    await sleep(50);
  }
  throw new Error(`${path} was never answered`);
}

function shopCall(server: ServerProcess, shopper: Shopper, path: string, fields: Record<string, string | number>) {
  return untilAnswered(server, `/api/${path}`, { headers: { ...storefrontAuth, Cookie: shopper.cookie }, body: formBody(fields) });
}

const gatewaySuccessSchema = z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });

/**
 * Pays an online order through the local gateway with the success card, as
 * the modal would, then sends the callback. A restarted gateway has forgotten
 * its orders (they live in its memory, as at Razorpay), so a 404 means: open
 * a new attempt; 409 from the shop means the webhook already paid it.
 */
async function payOnline(server: ServerProcess, shopper: Shopper, orderId: number, first: GatewayCheckout | null): Promise<void> {
  let checkout = first;
  for (let tries = 0; tries < 20; tries += 1) {
    if (!checkout) {
      const attempt = await shopCall(server, shopper, checkoutPaths.pay(orderId), { user_id: shopper.userId });
      if (attempt.status === 409) return;
      checkout = envelopeSchema(gatewayCheckoutSchema).parse(attempt.body).data;
    }
    const paid = await untilAnswered(server, '/gateway/v1/payments', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: checkout.gateway_order_id, key_id: checkout.key_id, method: 'card', card_number: '4111 1111 1111 1111' }),
    });
    if (paid.status === 200) {
      const callback = await shopCall(server, shopper, checkoutPaths.verifyPayment, { user_id: shopper.userId, order_id: orderId, ...gatewaySuccessSchema.parse(paid.body) });
      expect(callback.status).toBe(200);
      return;
    }
    checkout = null;
  }
  throw new Error(`order ${orderId} could not be paid`);
}

const stores: Store[] = [];
const dist = createTestDist();
afterAll(async () => {
  for (const store of stores) await store.remove();
  dist.remove();
});

describe(`checkout survives SIGKILL (${databaseKind})`, () => {
  it('loses and doubles nothing: one order per key, stock down by exactly what was ordered, online orders paid once', async () => {
    const store = await createStore();
    stores.push(store);
    const setup = store.open();
    const shoppers = await prepare(setup);
    const stockBefore = (await setup.selectFrom('products').select('stock').where('id', '=', PRODUCT.id).executeTakeFirstOrThrow()).stock;
    await setup.destroy();

    const server = new ServerProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: dist.dir,
      API_USER: STOREFRONT_CREDENTIAL.user,
      API_KEY: STOREFRONT_CREDENTIAL.password,
      ...store.env,
    });
    await server.start();
    const answered = new Map<string, number>();
    const refusals: string[] = [];
    try {
      for (const [i, shopper] of shoppers.entries()) {
        const choice = { user_id: shopper.userId, address_id: shopper.addressId, payment_method: i % 2 === 0 ? 'cod' : 'online' };
        const quote = await shopCall(server, shopper, checkoutPaths.quote, choice);
        const total = envelopeSchema(quoteSchema).parse(quote.body).data.total_paise;
        // Every other order, the server is killed a moment after the request leaves: before, during or after the commit.
        const crash = i % 2 === 0 || i === 1 ? sleep(randomInt(0, 60)).then(() => server.crashAndRestart()) : Promise.resolve();
        const placed = await shopCall(server, shopper, checkoutPaths.placeOrder, { ...choice, expected_total_paise: total, idempotency_key: shopper.key });
        await crash;
        if (placed.status !== 200) {
          refusals.push(`${shopper.key}: ${placed.status} ${JSON.stringify(placed.body)}`);
          continue;
        }
        const order = envelopeSchema(placedOrderSchema).parse(placed.body).data;
        answered.set(shopper.key, order.order_id);
        // A late retry of the same press (the browser never heard back) finds the same order.
        const again = await shopCall(server, shopper, checkoutPaths.placeOrder, { ...choice, expected_total_paise: total, idempotency_key: shopper.key });
        expect(envelopeSchema(placedOrderSchema).parse(again.body).data.order_id).toBe(order.order_id);
        if (choice.payment_method === 'online') {
          // Some payments are interrupted too: the callback or the webhook may never arrive.
          const payCrash = i % 4 === 1 ? sleep(randomInt(0, 40)).then(() => server.crashAndRestart()) : Promise.resolve();
          await payOnline(server, shopper, order.order_id, order.payment);
          await payCrash;
        }
      }
    } finally {
      await server.kill('SIGTERM');
    }
    expect(refusals).toEqual([]);
    expect(server.kills).toBeGreaterThanOrEqual(SHOPPERS / 2);

    const db = store.open();
    try {
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'user_id', 'idempotency_key'])
        .where('user_id', 'in', shoppers.map((s) => s.userId))
        .execute();
      expect(orders).toHaveLength(SHOPPERS);
      for (const shopper of shoppers) {
        const own = orders.filter((o) => o.user_id === shopper.userId);
        expect(own.map((o) => o.idempotency_key)).toEqual([shopper.key]);
        expect(own[0]?.id).toBe(answered.get(shopper.key));
      }
      const items = await db
        .selectFrom('order_items')
        .select(['order_id', 'product_id', 'qty'])
        .where('order_id', 'in', orders.map((o) => o.id))
        .execute();
      const ordered = shoppers.reduce((sum, s) => sum + s.qty, 0);
      expect(items.every((item) => item.product_id === PRODUCT.id)).toBe(true);
      expect(items.reduce((sum, item) => sum + item.qty, 0)).toBe(ordered);
      const stockAfter = (await db.selectFrom('products').select('stock').where('id', '=', PRODUCT.id).executeTakeFirstOrThrow()).stock;
      expect(stockBefore - stockAfter).toBe(ordered);
      const carts = await db.selectFrom('cart_items').select('id').where('user_id', 'in', shoppers.map((s) => s.userId)).execute();
      expect(carts).toEqual([]);
      // Every online order was paid exactly once, however the callback and the webhooks were cut off.
      const online = await db
        .selectFrom('orders')
        .select(['id', 'status', 'payment_status', 'paid_paise', 'online_paise'])
        .where('id', 'in', orders.map((o) => o.id))
        .where('payment_method', '=', 'online')
        .execute();
      expect(online).toHaveLength(SHOPPERS / 2);
      for (const order of online) {
        expect(order).toMatchObject({ status: 'placed', payment_status: 'paid', paid_paise: order.online_paise });
        const paid = await db.selectFrom('payments').select('id').where('order_id', '=', order.id).where('status', '=', 'paid').execute();
        expect(paid).toHaveLength(1);
      }
    } finally {
      await db.destroy();
    }
  }, 300_000);
});
