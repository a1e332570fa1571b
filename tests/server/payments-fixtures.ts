/**
 * A payments test bench: the payment routes and the local gateway on one Hono
 * app over the real test database, with orders inserted directly so these
 * tests do not depend on the place-order route.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { checkoutPaths, gatewayCheckoutSchema, type GatewayCheckout } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { jsonb } from '../../server/features/config/settings';
import { createSession, SESSION_COOKIE, sessionIdentify } from '../../server/features/identity/sessions';
import { localGateway, type LocalGateway } from '../../server/features/payments/local/gateway';
import { localGatewayRoutes } from '../../server/features/payments/local/routes';
import { paymentRoutes } from '../../server/features/payments/routes';
import { hmacHex } from '../../server/features/payments/signatures';
import { formBody } from './cart-client';
import { ADMIN_CREDENTIAL, json, STOREFRONT_CREDENTIAL, storefrontAuth, type TestServer } from './harness';

export const KEYS = { keyId: 'rzp_test_local', keySecret: 'test-key-secret', webhookSecret: 'test-webhook-secret' } as const;
export const WEBHOOK_PATH = `/api/${checkoutPaths.webhook}`;

export interface Bench {
  app: Hono;
  gateway: LocalGateway;
  /** Every webhook the gateway sent, with our endpoint's status. */
  delivered: { rawBody: string; headers: Record<string, string>; status: number }[];
}

export function createBench(t: TestServer): Bench {
  const app = new Hono();
  const delivered: Bench['delivered'] = [];
  const gateway = localGateway({
    ...KEYS,
    baseUrl: '/gateway',
    sendWebhook: async (rawBody, headers) => {
      const res = await app.request(WEBHOOK_PATH, { method: 'POST', body: rawBody, headers });
      delivered.push({ rawBody, headers, status: res.status });
    },
  });
  const credentials = { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL };
  app.route('/api', paymentRoutes({ db: t.db, credentials, identify: sessionIdentify(t.db), gateway, production: false, mapTileUrl: '', mailer: t.outbox }));
  app.route('/gateway', localGatewayRoutes(gateway));
  return { app, gateway, delivered };
}

export interface Shopper {
  userId: number;
  cookie: string;
}

export async function newShopper(t: TestServer): Promise<Shopper> {
  const tag = randomUUID().slice(0, 8);
  const user = await t.db
    .insertInto('users')
    .values({ firebase_uid: `pay-${tag}`, email: `pay-${tag}@example.test`, mobile: '+919876543210', fname: 'Asha', lname: 'Rao', referral_code: `P${tag}`.toUpperCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(t.db, user.id, 'test');
  return { userId: user.id, cookie: `${SESSION_COOKIE}=${token}` };
}

const ADDRESS = { name: 'Asha Rao', mobile: '+919876543210', pin: '411041', house: '12 MG Road', locality: 'Dhayari', landmark: '', city: 'Pune', state_code: '27', state: 'Maharashtra' };

/** An order awaiting `onlinePaise` online (part payment: `codPaise` more at the door). */
export async function insertOrder(t: TestServer, shopper: Shopper, onlinePaise: number, codPaise = 0): Promise<number> {
  const total = onlinePaise + codPaise;
  const order = await t.db
    .insertInto('orders')
    .values({
      order_number: `VT${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      user_id: shopper.userId,
      idempotency_key: randomUUID(),
      status: 'awaiting_payment',
      payment_method: codPaise > 0 ? 'part' : 'online',
      address: jsonb(ADDRESS),
      delivery_state_code: '27',
      mrp_total_paise: total,
      items_total_paise: total,
      total_paise: total,
      online_paise: onlinePaise,
      cod_paise: codPaise,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

export function post(bench: Bench, shopper: Shopper | null, path: string, fields: Record<string, string | number>): Promise<Response> {
  const headers: Record<string, string> = { ...storefrontAuth };
  if (shopper) headers.Cookie = shopper.cookie;
  return Promise.resolve(bench.app.request(`/api/${path}`, { method: 'POST', headers, body: formBody(fields) }));
}

export async function startAttempt(bench: Bench, shopper: Shopper, orderId: number): Promise<GatewayCheckout> {
  const res = await post(bench, shopper, checkoutPaths.pay(orderId), { user_id: shopper.userId });
  if (res.status !== 200) throw new Error(`pay answered ${res.status}: ${await res.text()}`);
  return envelopeSchema(gatewayCheckoutSchema).parse(await json(res)).data;
}

export function verify(bench: Bench, shopper: Shopper, orderId: number, fields: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) {
  return post(bench, shopper, checkoutPaths.verifyPayment, { user_id: shopper.userId, order_id: orderId, ...fields });
}

export function webhookBody(event: string, payment: { id: string; order_id: string; amount: number; status: string; error_description?: string }): string {
  const payload: Record<string, unknown> = { payment: { entity: { ...payment, entity: 'payment', currency: 'INR', method: 'card' } } };
  if (event === 'order.paid') payload.order = { entity: { id: payment.order_id, status: 'paid', receipt: 'r' } };
  return JSON.stringify({ entity: 'event', event, payload, created_at: 1_763_700_000 });
}

export function sendWebhook(bench: Bench, rawBody: string, options: { eventId?: string; signature?: string | null } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID().slice(0, 14)}` };
  const signature = options.signature === undefined ? hmacHex(KEYS.webhookSecret, rawBody) : options.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  return Promise.resolve(bench.app.request(WEBHOOK_PATH, { method: 'POST', headers, body: rawBody }));
}

export const messageSchema = z.object({ status: z.boolean(), message: z.string() });

export async function paymentState(t: TestServer, orderId: number) {
  const order = await t.db.selectFrom('orders').select(['status', 'payment_status', 'paid_paise']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const payments = await t.db.selectFrom('payments').select(['attempt', 'status', 'gateway_payment_id', 'failure_reason']).where('order_id', '=', orderId).orderBy('attempt').execute();
  const events = await t.db.selectFrom('order_events').select('status').where('order_id', '=', orderId).orderBy('id').execute();
  return { order, payments, events: events.map((e) => e.status) };
}
