import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutPaths } from '../../schemas/api/checkout';
import { CONFIG_EVENTS_PATH } from '../../schemas/api/studio';
import { startServer } from '../../server/app';
import { parseEnv } from '../../server/env';
import { metricsAccess } from '../../server/observability/metrics-access';
import { basic, databaseKind, json, storefrontAuth } from './harness';
import { insertCheckoutFixtures, P } from './checkout-fixtures';
import { openSse } from './live-sse-reader';
import { createObservedServer, placeThroughApp, readyShopper, scrape, seriesValue, shopPost, type ObservedServer } from './observability-fixtures';
import { hmacHex } from '../../server/features/payments/signatures';

const TOKEN = 'metrics-token-for-tests-0123456789';
const WEBHOOK_SECRET = 'observability-webhook-secret';
const bearer = { Authorization: `Bearer ${TOKEN}` };

let t: ObservedServer;
beforeAll(async () => {
  t = await createObservedServer({
    metrics: { token: TOKEN, user: undefined, password: undefined },
    payments: { razorpayKeyId: undefined, razorpayKeySecret: undefined, webhookSecret: WEBHOOK_SECRET },
  });
  await insertCheckoutFixtures(t.db);
});
afterAll(async () => {
  await t.close();
});

const metrics = () => scrape(t.app, bearer);

describe(`/metrics behind its credential (${databaseKind})`, () => {
  it('refuses without the token or with another credential, and serves the Prometheus text format with it', async () => {
    const none = await t.app.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
    expect((await t.app.request('/metrics', { headers: { Authorization: 'Bearer not-the-token-at-all-000' } })).status).toBe(401);
    // The storefront's shared credential is public (it ships in the SPA): it must not open the metrics.
    expect((await t.app.request('/metrics', { headers: storefrontAuth })).status).toBe(401);

    const ok = await t.app.request('/metrics', { headers: bearer });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await ok.text();
    expect(text).toContain('# TYPE vitrine_http_requests_total counter');
    expect(text).toContain('# TYPE vitrine_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('takes METRICS_USER / METRICS_PASSWORD as HTTP basic, and without any credential is open in development only', () => {
    const basicOnly = { token: undefined, user: 'prometheus', password: 'scrape-pass' };
    expect(metricsAccess(basic('prometheus', 'scrape-pass'), basicOnly, true)).toBe('allowed');
    expect(metricsAccess(basic('prometheus', 'wrong'), basicOnly, true)).toBe('unauthorized');
    expect(metricsAccess(`Bearer scrape-pass`, basicOnly, true)).toBe('unauthorized');
    expect(metricsAccess(undefined, basicOnly, false)).toBe('unauthorized');
    const none = { token: undefined, user: undefined, password: undefined };
    expect(metricsAccess(undefined, none, false)).toBe('allowed');
    expect(metricsAccess(undefined, none, true)).toBe('hidden');
    expect(metricsAccess(undefined, undefined, true)).toBe('hidden');
  });
});

describe('the metrics and log settings', () => {
  it('reads METRICS_TOKEN, METRICS_USER / METRICS_PASSWORD and LOG_LEVEL, refusing half a pair, a short token and an unknown level', () => {
    const both = parseEnv({ METRICS_TOKEN: TOKEN, METRICS_USER: 'prometheus', METRICS_PASSWORD: 'scrape-pass', LOG_LEVEL: 'warn' });
    expect(both.ok && both.config.metrics).toEqual({ token: TOKEN, user: 'prometheus', password: 'scrape-pass' });
    expect(both.ok && both.config.logLevel).toBe('warn');
    const half = parseEnv({ METRICS_USER: 'prometheus' });
    expect(!half.ok && half.message).toMatch(/METRICS_USER and METRICS_PASSWORD go together/);
    const short = parseEnv({ METRICS_TOKEN: 'short' });
    expect(!short.ok && short.message).toMatch(/METRICS_TOKEN must be at least 16 printable characters/);
    expect(parseEnv({ LOG_LEVEL: 'verbose' }).ok).toBe(false);
  });
});

describe(`/metrics without a credential (${databaseKind})`, () => {
  // Two servers: made in the hook, whose time limit allows for a busy machine.
  let production: ObservedServer;
  let development: ObservedServer;
  beforeAll(async () => {
    [production, development] = await Promise.all([createObservedServer({ production: true }), createObservedServer({ production: false })]);
  });
  afterAll(async () => {
    await Promise.all([production.close(), development.close()]);
  });

  it('does not exist in production, and is open in development', async () => {
    const hidden = await production.app.request('/metrics');
    expect(hidden.status).toBe(404);
    expect(await json(hidden)).toMatchObject({ status: false, message: 'No such endpoint: GET /metrics' });
    expect((await production.app.request('/metrics', { headers: bearer })).status).toBe(404);
    expect((await development.app.request('/metrics')).status).toBe(200);
  });
});

describe(`request metrics (${databaseKind})`, () => {
  it('counts a request under its route pattern, never its raw path', async () => {
    const labels = { method: 'GET', route: '/api/website/catalog/products/:id', status_class: '2xx' };
    const before = seriesValue(await metrics(), 'vitrine_http_request_duration_seconds_count', labels);
    const res = await t.app.request(`/api/website/catalog/products/${P.cable.id}`, { headers: storefrontAuth });
    expect(res.status).toBe(200);
    const missing = await t.app.request('/api/website/catalog/products/abc', { headers: storefrontAuth });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    const after = await metrics();
    expect(seriesValue(after, 'vitrine_http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(seriesValue(after, 'vitrine_http_requests_total', labels)).toBe(before + 1);
    expect(seriesValue(after, 'vitrine_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 1);
    expect(seriesValue(after, 'vitrine_http_requests_total', { ...labels, status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`/products/${P.cable.id}`);
    expect(after).not.toContain('/products/abc');
    // An unknown API path is counted under the catch-all's pattern.
    await t.app.request(`/api/no-such-thing/${randomUUID()}`, { headers: storefrontAuth });
    expect(seriesValue(await metrics(), 'vitrine_http_requests_total', { route: '/api/*', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    // The storefront's catch-all: built files apart from pages, by prefix.
    await t.app.request('/assets/index-abc123.js');
    await t.app.request(`/product/${P.cable.id}/checkout-cable`);
    const split = await metrics();
    expect(seriesValue(split, 'vitrine_http_requests_total', { route: '/assets/*' })).toBeGreaterThanOrEqual(1);
    expect(seriesValue(split, 'vitrine_http_requests_total', { route: '/*', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(split).not.toContain('checkout-cable');
  });

  it('times database statements, says which database it is, and reports the pool on PostgreSQL', async () => {
    const before = seriesValue(await metrics(), 'vitrine_db_query_duration_seconds_count', { operation: 'select' });
    await t.app.request(`/api/website/catalog/products/${P.cable.id}`, { headers: storefrontAuth });
    const after = await metrics();
    expect(seriesValue(after, 'vitrine_db_query_duration_seconds_count', { operation: 'select' })).toBeGreaterThan(before);
    expect(seriesValue(after, 'vitrine_db_info', { driver: databaseKind === 'postgres' ? 'postgres' : 'pglite' })).toBe(1);
    if (databaseKind === 'postgres') {
      expect(seriesValue(after, 'vitrine_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(after).toContain('vitrine_db_pool_connections{state="waiting"}');
      expect(seriesValue(after, 'vitrine_db_pool_max_connections')).toBe(10);
    } else {
      expect(after).not.toContain('vitrine_db_pool_connections{');
    }
  });

  it('counts configuration cache hits and misses', async () => {
    const read = () => t.app.request('/api/website/theme-config', { headers: storefrontAuth });
    const before = await metrics();
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    const after = await metrics();
    const delta = (outcome: string) => seriesValue(after, 'vitrine_cache_reads_total', { cache: 'config', outcome }) - seriesValue(before, 'vitrine_cache_reads_total', { cache: 'config', outcome });
    expect(delta('hit')).toBeGreaterThanOrEqual(1);
    expect(delta('hit') + delta('miss')).toBeGreaterThanOrEqual(2);
  });

  it('counts the live event streams open', async () => {
    const running = await startServer({ app: t.app, port: 0, hostname: '127.0.0.1' });
    try {
      const open = () => metrics().then((text) => seriesValue(text, 'vitrine_sse_streams_open'));
      const before = await open();
      const stream = await openSse(`http://127.0.0.1:${running.port}/api/${CONFIG_EVENTS_PATH}`);
      await stream.next((f) => f.event === 'ready');
      expect(await open()).toBe(before + 1);
      stream.close();
      await expect.poll(open, { timeout: 5000 }).toBe(before);
    } finally {
      await running.close();
    }
  });
});

const placedMessage = z.object({ status: z.boolean(), message: z.string() });

describe(`shop counters (${databaseKind})`, () => {
  it('counts an order placed once, however often the button is pressed', async () => {
    const before = seriesValue(await metrics(), 'vitrine_orders_placed_total', { payment_method: 'cod' });
    const who = await readyShopper(t.db);
    const key = randomUUID();
    const first = await placeThroughApp(t.app, who, 'cod', key);
    expect(seriesValue(await metrics(), 'vitrine_orders_placed_total', { payment_method: 'cod' })).toBe(before + 1);
    const again = await placeThroughApp(t.app, who, 'cod', key);
    expect(again.order_id).toBe(first.order_id);
    expect(seriesValue(await metrics(), 'vitrine_orders_placed_total', { payment_method: 'cod' })).toBe(before + 1);
  });

  it('counts a card payment once (callback and webhook), a declined card, a bad callback and a forged webhook', async () => {
    const start = await metrics();
    const paid = () => metrics().then((text) => seriesValue(text, 'vitrine_orders_paid_total', { kind: 'shop' }) - seriesValue(start, 'vitrine_orders_paid_total', { kind: 'shop' }));
    const failures = (reason: string) =>
      metrics().then((text) => seriesValue(text, 'vitrine_payment_failures_total', { reason }) - seriesValue(start, 'vitrine_payment_failures_total', { reason }));

    const who = await readyShopper(t.db);
    const order = await placeThroughApp(t.app, who, 'online');
    if (!order.payment) throw new Error('an online order opens a payment');
    expect(seriesValue(await metrics(), 'vitrine_orders_placed_total', { payment_method: 'online' })).toBe(seriesValue(start, 'vitrine_orders_placed_total', { payment_method: 'online' }) + 1);
    // As the local gateway's modal does: the gateway sends its webhook, and the browser then calls back.
    const pay = await t.app.request('/gateway/v1/payments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key_id: order.payment.key_id, order_id: order.payment.gateway_order_id, method: 'card', card_number: '4111 1111 1111 1111' }),
    });
    expect(pay.status).toBe(200);
    const success = z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }).parse(await json(pay));
    const callback = await shopPost(t.app, who.shopper, checkoutPaths.verifyPayment, { user_id: who.shopper.userId, order_id: order.order_id, ...success });
    expect(placedMessage.parse(await json(callback)).message).toBe('Payment received');
    expect(await paid()).toBe(1);

    const forged = await shopPost(t.app, who.shopper, checkoutPaths.verifyPayment, { user_id: who.shopper.userId, order_id: order.order_id, ...success, razorpay_signature: '0'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(await failures('verification')).toBe(1);

    const other = await readyShopper(t.db);
    const declinedOrder = await placeThroughApp(t.app, other, 'online');
    if (!declinedOrder.payment) throw new Error('an online order opens a payment');
    const declined = await t.app.request('/gateway/v1/payments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key_id: declinedOrder.payment.key_id, order_id: declinedOrder.payment.gateway_order_id, method: 'card', card_number: '4000 0000 0000 0002' }),
    });
    expect(declined.status).toBeGreaterThanOrEqual(400);
    expect(await failures('declined')).toBe(1);
    expect(await paid()).toBe(1);

    const signatureFailures = () => metrics().then((text) => seriesValue(text, 'vitrine_webhook_signature_failures_total') - seriesValue(start, 'vitrine_webhook_signature_failures_total'));
    const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {}, created_at: 1 });
    const webhook = (signature: string | null) =>
      t.app.request(`/api/${checkoutPaths.webhook}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-razorpay-signature': signature }) }, body });
    expect((await webhook(hmacHex('not-the-webhook-secret', body))).status).toBe(400);
    expect((await webhook(null)).status).toBe(400);
    expect(await signatureFailures()).toBe(2);
    // A correctly signed one is not a failure (its empty payload is acknowledged and ignored).
    expect((await webhook(hmacHex(WEBHOOK_SECRET, body))).status).toBe(200);
    expect(await signatureFailures()).toBe(2);
  });
});
