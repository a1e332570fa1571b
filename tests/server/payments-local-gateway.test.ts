import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCheckoutScript } from '../../server/features/payments/local/checkout-script';
import { razorpayGateway } from '../../server/features/payments/razorpay';
import { paymentSignature, signatureMatches, verifyPayment, verifyWebhook } from '../../server/features/payments/signatures';
import { webhookEventSchema } from '../../server/features/payments/webhook-payload';
import { basic, createTestServer, databaseKind, json, type TestServer } from './harness';
import { createBench, insertOrder, KEYS, newShopper, paymentState, startAttempt, type Bench } from './payments-fixtures';

let t: TestServer;
let bench: Bench;
beforeAll(async () => {
  t = await createTestServer();
  bench = createBench(t);
});
afterAll(async () => {
  await t.close();
});

const apiAuth = { Authorization: basic(KEYS.keyId, KEYS.keySecret), 'Content-Type': 'application/json' };

const orderEntitySchema = z.object({
  id: z.string().check(z.regex(/^order_[A-Za-z0-9]{14}$/)),
  entity: z.literal('order'),
  amount: z.int(),
  amount_paid: z.int(),
  amount_due: z.int(),
  currency: z.literal('INR'),
  receipt: z.string(),
  status: z.string(),
  attempts: z.int(),
  notes: z.record(z.string(), z.string()),
  created_at: z.int(),
});
const successSchema = z.object({
  razorpay_payment_id: z.string().check(z.regex(/^pay_[A-Za-z0-9]{14}$/)),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string().check(z.regex(/^[a-f0-9]{64}$/)),
});
const failureSchema = z.object({
  error: z.object({ code: z.string(), description: z.string(), reason: z.string(), metadata: z.object({ order_id: z.string(), payment_id: z.string() }) }),
});

function pay(body: Record<string, string>): Promise<Response> {
  return Promise.resolve(bench.app.request('/gateway/v1/payments', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key_id: KEYS.keyId, ...body }) }));
}

describe('signatures', () => {
  it('matches Razorpay\'s documented construction and never throws on a wrong length', () => {
    const signature = paymentSignature('secret', 'order_A', 'pay_B');
    expect(signature).toMatch(/^[a-f0-9]{64}$/);
    expect(verifyPayment('secret', 'order_A', 'pay_B', signature)).toBe(true);
    expect(verifyPayment('secret', 'order_A', 'pay_C', signature)).toBe(false);
    expect(verifyPayment('other', 'order_A', 'pay_B', signature)).toBe(false);
    expect(signatureMatches(signature, '')).toBe(false);
    expect(signatureMatches(signature, signature.slice(1))).toBe(false);
    expect(verifyWebhook('w', '{"a":1}', 'nope')).toBe(false);
  });
});

describe(`local gateway (${databaseKind})`, () => {
  it('answers the Orders API with Razorpay\'s order shape, behind the key', async () => {
    const res = await bench.app.request('/gateway/v1/orders', {
      method: 'POST',
      headers: apiAuth,
      body: JSON.stringify({ amount: 50_000, currency: 'INR', receipt: 'VT0001', notes: { order_id: '7' } }),
    });
    expect(res.status).toBe(200);
    const order = orderEntitySchema.parse(await json(res));
    expect(order).toMatchObject({ amount: 50_000, amount_paid: 0, amount_due: 50_000, receipt: 'VT0001', status: 'created', attempts: 0, notes: { order_id: '7' } });
    const read = await bench.app.request(`/gateway/v1/orders/${order.id}`, { headers: apiAuth });
    expect(orderEntitySchema.parse(await json(read)).id).toBe(order.id);
    const wrongKey = await bench.app.request('/gateway/v1/orders', { method: 'POST', headers: { ...apiAuth, Authorization: basic(KEYS.keyId, 'guess') }, body: '{}' });
    expect(wrongKey.status).toBe(401);
    const bad = await bench.app.request('/gateway/v1/orders', { method: 'POST', headers: apiAuth, body: JSON.stringify({ amount: 5, currency: 'INR', receipt: 'x' }) });
    expect(bad.status).toBe(400);
  });

  it('serves an ES5 checkout script defining window.Razorpay', async () => {
    const res = await bench.app.request('/gateway/checkout.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const text = await res.text();
    expect(text).toBe(localCheckoutScript('/gateway'));
    expect(text).toContain('window.Razorpay = Razorpay');
    expect(text).toContain('"/gateway"');
    // ES5: no arrow functions, let/const, template literals or classes.
    expect(text).not.toMatch(/=>|\blet\s|\bconst\s|`|\bclass\s/);
    expect(() => new Function(text)).not.toThrow();
  });

  it('the success card pays: a signature our verify accepts, then signed webhooks that pay the order', async () => {
    const shopper = await newShopper(t);
    const orderId = await insertOrder(t, shopper, 2_499_00);
    const attempt = await startAttempt(bench, shopper, orderId);
    const sent = bench.delivered.length;
    const res = await pay({ order_id: attempt.gateway_order_id, method: 'card', card_number: '4111 1111 1111 1111' });
    expect(res.status).toBe(200);
    const success = successSchema.parse(await json(res));
    expect(success.razorpay_order_id).toBe(attempt.gateway_order_id);
    expect(bench.gateway.verifyPaymentSignature(attempt.gateway_order_id, success.razorpay_payment_id, success.razorpay_signature)).toBe(true);

    const hooks = bench.delivered.slice(sent);
    expect(hooks.map((h) => webhookEventSchema.parse(JSON.parse(h.rawBody)).event)).toEqual(['payment.captured', 'order.paid']);
    for (const hook of hooks) {
      expect(hook.status).toBe(200);
      expect(verifyWebhook(KEYS.webhookSecret, hook.rawBody, hook.headers['x-razorpay-signature'] ?? '')).toBe(true);
      expect(hook.headers['x-razorpay-event-id']).toMatch(/^evt_/);
      expect(webhookEventSchema.parse(JSON.parse(hook.rawBody)).payload.payment?.entity).toMatchObject({ id: success.razorpay_payment_id, order_id: attempt.gateway_order_id, amount: 2_499_00, method: 'card' });
    }
    expect(new Set(hooks.map((h) => h.headers['x-razorpay-event-id'])).size).toBe(2);
    expect((await paymentState(t, orderId)).order).toEqual({ status: 'placed', payment_status: 'paid', paid_paise: 2_499_00 });
    expect(bench.gateway.findOrder(attempt.gateway_order_id)).toMatchObject({ status: 'paid', amount_paid: 2_499_00, amount_due: 0 });

    // The same gateway order cannot be paid twice.
    expect((await pay({ order_id: attempt.gateway_order_id, method: 'upi', vpa: 'success@razorpay' })).status).toBe(400);
  });

  it('the failure card and failure@razorpay fail, send payment.failed, and leave a retry', async () => {
    const shopper = await newShopper(t);
    const orderId = await insertOrder(t, shopper, 999_00);
    const attempt = await startAttempt(bench, shopper, orderId);
    const sent = bench.delivered.length;
    const declined: Record<string, string>[] = [
      { method: 'card', card_number: '4000000000000002' },
      { method: 'upi', vpa: 'failure@razorpay' },
    ];
    for (const body of declined) {
      const res = await pay({ order_id: attempt.gateway_order_id, ...body });
      expect(res.status).toBe(400);
      const failure = failureSchema.parse(await json(res));
      expect(failure.error.metadata.order_id).toBe(attempt.gateway_order_id);
      expect(failure.error.metadata.payment_id).toMatch(/^pay_/);
    }
    const hooks = bench.delivered.slice(sent);
    expect(hooks.map((h) => [webhookEventSchema.parse(JSON.parse(h.rawBody)).event, h.status])).toEqual([
      ['payment.failed', 200],
      ['payment.failed', 200],
    ]);
    let state = await paymentState(t, orderId);
    expect(state.order.status).toBe('awaiting_payment');
    expect(state.payments[0]?.status).toBe('failed');

    // An unknown test number makes no payment at all.
    const unknown = await pay({ order_id: attempt.gateway_order_id, method: 'card', card_number: '5555555555554444' });
    expect(failureSchema.parse(await json(unknown)).error.metadata.payment_id).toBe('');

    // Retrying in the same modal with the success UPI ID pays.
    expect((await pay({ order_id: attempt.gateway_order_id, method: 'upi', vpa: 'success@razorpay' })).status).toBe(200);
    state = await paymentState(t, orderId);
    expect(state.order).toEqual({ status: 'placed', payment_status: 'paid', paid_paise: 999_00 });
  });

  it('refuses a wrong key id and an unknown order', async () => {
    expect((await pay({ order_id: 'order_Unknown0000001', method: 'card', card_number: '4111111111111111' })).status).toBe(404);
    const created = await bench.gateway.createOrder({ amountPaise: 100_00, receipt: 'r', notes: {} });
    expect((await pay({ order_id: created.id, method: 'card', card_number: '4111111111111111', key_id: 'rzp_test_other' })).status).toBe(400);
  });
});

describe('razorpayGateway', () => {
  it('creates orders through Razorpay\'s API with basic auth and parses the answer', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = (input, init) => {
      calls.push({ url: String(input), init });
      return Promise.resolve(Response.json({ id: 'order_Real0000000001', entity: 'order', amount: 500, currency: 'INR', receipt: 'VT1', status: 'created', amount_paid: 0 }));
    };
    const gateway = razorpayGateway({ keyId: 'rzp_live_x', keySecret: 'sec', webhookSecret: 'wh' }, fakeFetch);
    expect(gateway.scriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
    const order = await gateway.createOrder({ amountPaise: 500, receipt: 'VT1', notes: { order_id: '1' } });
    expect(order).toEqual({ id: 'order_Real0000000001', amount: 500, currency: 'INR', receipt: 'VT1', status: 'created' });
    expect(calls[0]?.url).toBe('https://api.razorpay.com/v1/orders');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe(basic('rzp_live_x', 'sec'));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ amount: 500, currency: 'INR', receipt: 'VT1', notes: { order_id: '1' } });
    expect(gateway.verifyPaymentSignature('order_Real0000000001', 'pay_1', paymentSignature('sec', 'order_Real0000000001', 'pay_1'))).toBe(true);

    const refusing = razorpayGateway({ keyId: 'k', keySecret: 's', webhookSecret: 'w' }, () =>
      Promise.resolve(Response.json({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }, { status: 401 })),
    );
    await expect(refusing.createOrder({ amountPaise: 500, receipt: 'r', notes: {} })).rejects.toThrow(/Authentication failed/);
  });
});
