/**
 * The whole app (every middleware, the local payment gateway) over a seeded
 * test database, with the configuration the observability tests vary: the
 * metrics credential and production. Also reads /metrics as numbers.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { createApp, type AppConfig } from '../../server/app';
import type { Database } from '../../server/db/types';
import { serverLifecycle, type Lifecycle } from '../../server/observability/lifecycle';
import { outboxMailer, type OutboxMailer } from '../../server/mail/outbox-mailer';
import { checkoutPaths, placedOrderSchema, quoteSchema, type PlacedOrder } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { formBody } from './cart-client';
import { addAddress, fillCart, newShopper, P, PIN, type Shopper } from './checkout-fixtures';
import { createTestDatabase, json, storefrontAuth, testAppConfig } from './harness';

export interface ObservedServer {
  app: Hono;
  db: Kysely<Database>;
  outbox: OutboxMailer;
  lifecycle: Lifecycle;
  close(): Promise<void>;
}

export async function createObservedServer(overrides: Partial<AppConfig> = {}): Promise<ObservedServer> {
  const database = await createTestDatabase('seeded');
  const outbox = outboxMailer({ from: 'Vitrine <no-reply@vitrine.test>', log: false });
  const lifecycle = serverLifecycle();
  const app = createApp({ db: database.db, config: testAppConfig(overrides), services: { outbox, lifecycle } });
  return { app, db: database.db, outbox, lifecycle, close: () => database.close() };
}

/** One series' value in a Prometheus text exposition; 0 when the series is absent. */
export function seriesValue(exposition: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of exposition.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
    const all = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => all[k] === v)) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

export async function scrape(app: Hono, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.request('/metrics', { headers });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}: ${await res.text()}`);
  return res.text();
}

export function shopPost(app: Hono, shopper: Shopper, path: string, fields: Record<string, string | number>): Promise<Response> {
  return Promise.resolve(app.request(`/api/${path}`, { method: 'POST', headers: { ...storefrontAuth, Cookie: shopper.cookie }, body: formBody(fields) }));
}

/** A shopper with an address in Pune and one demo-fixture line in the cart (insertCheckoutFixtures must have run). */
export async function readyShopper(db: Kysely<Database>): Promise<{ shopper: Shopper; addressId: number }> {
  const shopper = await newShopper(db);
  const addressId = await addAddress(db, shopper, PIN.local);
  await fillCart(db, shopper, [{ product: P.cable.id, qty: 1 }]);
  return { shopper, addressId };
}

/** Quotes, then places the order as the storefront does; `key` repeats a press. */
export async function placeThroughApp(app: Hono, who: { shopper: Shopper; addressId: number }, paymentMethod: 'cod' | 'online', key = randomUUID()): Promise<PlacedOrder> {
  const fields = { user_id: who.shopper.userId, address_id: who.addressId, payment_method: paymentMethod };
  const quoted = await shopPost(app, who.shopper, checkoutPaths.quote, fields);
  if (quoted.status !== 200) throw new Error(`quote answered ${quoted.status}: ${await quoted.text()}`);
  const total = envelopeSchema(quoteSchema).parse(await json(quoted)).data.total_paise;
  const res = await shopPost(app, who.shopper, checkoutPaths.placeOrder, { ...fields, expected_total_paise: total, idempotency_key: key });
  if (res.status !== 200) throw new Error(`place-order answered ${res.status}: ${await res.text()}`);
  return envelopeSchema(placedOrderSchema).parse(await json(res)).data;
}
