import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths, placedOrderSchema, razorpayDetailsSchema } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { paymentSignature } from '../../server/features/payments/signatures';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import {
  createBench,
  insertOrder,
  KEYS,
  messageSchema,
  newShopper,
  paymentState,
  post,
  sendWebhook,
  startAttempt,
  verify,
  webhookBody,
  type Bench,
} from './payments-fixtures';

let t: TestServer;
let bench: Bench;
beforeAll(async () => {
  t = await createTestServer();
  bench = createBench(t);
});
afterAll(async () => {
  await t.close();
});

const AMOUNT = 1_234_56;

function signed(gatewayOrderId: string, paymentId: string) {
  return { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(KEYS.keySecret, gatewayOrderId, paymentId) };
}

async function message(res: Response): Promise<string> {
  return messageSchema.parse(await json(res)).message;
}

describe(`payments: details and attempts (${databaseKind})`, () => {
  it('gives the public key, the script and the brand name, never the secret', async () => {
    const res = await bench.app.request(`/api/${checkoutPaths.razorpayDetails}`, { headers: storefrontAuth });
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    expect(text).not.toContain(KEYS.keySecret);
    const details = envelopeSchema(razorpayDetailsSchema).parse(await json(res)).data;
    expect(details).toEqual({ key_id: KEYS.keyId, script_url: '/gateway/checkout.js', gateway: 'local', name: 'Circuit Bazaar' });
    expect((await bench.app.request(`/api/${checkoutPaths.razorpayDetails}`)).status).toBe(401);
  });

  it('creates one gateway order per attempt, for what is due online, receipt = order number', async () => {
    const shopper = await newShopper(t);
    const orderId = await insertOrder(t, shopper, AMOUNT);
    const first = await startAttempt(bench, shopper, orderId);
    const second = await startAttempt(bench, shopper, orderId);
    expect(first.gateway_order_id).not.toBe(second.gateway_order_id);
    expect(first).toMatchObject({ key_id: KEYS.keyId, amount_paise: AMOUNT, currency: 'INR', name: 'Circuit Bazaar', prefill: { name: 'Asha Rao', contact: '+919876543210' } });
    const rows = await t.db.selectFrom('payments').select(['attempt', 'gateway_order_id', 'amount_paise', 'status']).where('order_id', '=', orderId).orderBy('attempt').execute();
    expect(rows).toEqual([
      { attempt: 1, gateway_order_id: first.gateway_order_id, amount_paise: AMOUNT, status: 'created' },
      { attempt: 2, gateway_order_id: second.gateway_order_id, amount_paise: AMOUNT, status: 'created' },
    ]);
    const order = await t.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(bench.gateway.findOrder(first.gateway_order_id)).toMatchObject({ amount: AMOUNT, receipt: order.order_number, status: 'created' });
  });

  it('racing "Pay" presses each get their own attempt number', async () => {
    const shopper = await newShopper(t);
    const orderId = await insertOrder(t, shopper, AMOUNT);
    const results = await Promise.all([1, 2, 3, 4].map(() => startAttempt(bench, shopper, orderId)));
    expect(new Set(results.map((r) => r.gateway_order_id)).size).toBe(4);
    const rows = await t.db.selectFrom('payments').select('attempt').where('order_id', '=', orderId).orderBy('attempt').execute();
    expect(rows.map((r) => r.attempt)).toEqual([1, 2, 3, 4]);
  });

  it('refuses another shopper\'s order (404), a stranger (401), a wrong user_id (403), and a paid or cancelled order (409)', async () => {
    const owner = await newShopper(t);
    const other = await newShopper(t);
    const orderId = await insertOrder(t, owner, AMOUNT);
    expect((await post(bench, other, checkoutPaths.pay(orderId), { user_id: other.userId })).status).toBe(404);
    expect((await post(bench, null, checkoutPaths.pay(orderId), { user_id: owner.userId })).status).toBe(401);
    expect((await post(bench, other, checkoutPaths.pay(orderId), { user_id: owner.userId })).status).toBe(403);
    await t.db.updateTable('orders').set({ status: 'placed' }).where('id', '=', orderId).execute();
    const paid = await post(bench, owner, checkoutPaths.pay(orderId), { user_id: owner.userId });
    expect([paid.status, await message(paid)]).toEqual([409, 'This order is already paid']);
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();
    const cancelled = await post(bench, owner, checkoutPaths.pay(orderId), { user_id: owner.userId });
    expect([cancelled.status, await message(cancelled)]).toEqual([409, 'This order was cancelled']);
  });
});

describe(`payments: the browser's callback (${databaseKind})`, () => {
  it('a valid signature pays the order once; repeating it changes nothing', async () => {
    const shopper = await newShopper(t);
    const orderId = await insertOrder(t, shopper, AMOUNT);
    const attempt = await startAttempt(bench, shopper, orderId);
    const fields = signed(attempt.gateway_order_id, 'pay_Valid0000000001');
    const res = await verify(bench, shopper, orderId, fields);
    expect(res.status).toBe(200);
    expect(envelopeSchema(placedOrderSchema).parse(await json(res)).data).toMatchObject({ order_id: orderId, status: 'placed', payment: null });
    expect((await verify(bench, shopper, orderId, fields)).status).toBe(200);
    const state = await paymentState(t, orderId);
    expect(state.order).toEqual({ status: 'placed', payment_status: 'paid', paid_paise: AMOUNT });
    expect(state.payments).toEqual([{ attempt: 1, status: 'paid', gateway_payment_id: 'pay_Valid0000000001', failure_reason: '' }]);
    expect(state.events).toEqual(['placed']);
  });

  it('a forged signature is refused (400) and nothing changes', async () => {
    const shopper = await newShopper(t);
    const orderId = await insertOrder(t, shopper, AMOUNT);
    const attempt = await startAttempt(bench, shopper, orderId);
    const forged = { ...signed(attempt.gateway_order_id, 'pay_Forged00000001'), razorpay_signature: 'a'.repeat(64) };
    const res = await verify(bench, shopper, orderId, forged);
    expect([res.status, await message(res)]).toEqual([400, 'Payment verification failed']);
    // A signature for another payment id is just as forged.
    const swapped = { ...signed(attempt.gateway_order_id, 'pay_Other000000001'), razorpay_payment_id: 'pay_Forged00000001' };
    expect((await verify(bench, shopper, orderId, swapped)).status).toBe(400);
    const malformed = { ...signed(attempt.gateway_order_id, 'pay_Forged00000001'), razorpay_signature: 'short' };
    expect((await verify(bench, shopper, orderId, malformed)).status).toBe(400);
    const state = await paymentState(t, orderId);
    expect(state.order).toEqual({ status: 'awaiting_payment', payment_status: 'pending', paid_paise: 0 });
    expect(state.payments[0]?.status).toBe('created');
  });

  it('a valid signature made for ANOTHER order\'s gateway order is refused', async () => {
    const shopper = await newShopper(t);
    const cheap = await insertOrder(t, shopper, 100_00);
    const dear = await insertOrder(t, shopper, 90_000_00);
    const cheapAttempt = await startAttempt(bench, shopper, cheap);
    await startAttempt(bench, shopper, dear);
    // Paid the cheap order at the gateway, then claims the dear order with that proof.
    const res = await verify(bench, shopper, dear, signed(cheapAttempt.gateway_order_id, 'pay_Cheap000000001'));
    expect([res.status, await message(res)]).toEqual([400, 'Payment verification failed']);
    expect((await paymentState(t, dear)).order.status).toBe('awaiting_payment');
    expect((await paymentState(t, cheap)).order.status).toBe('awaiting_payment');
  });

  it('another shopper cannot verify (404) and part payment leaves the rest due on delivery', async () => {
    const shopper = await newShopper(t);
    const other = await newShopper(t);
    const orderId = await insertOrder(t, shopper, 2_000_00, 8_000_00);
    const attempt = await startAttempt(bench, shopper, orderId);
    expect(attempt.amount_paise).toBe(2_000_00);
    const fields = signed(attempt.gateway_order_id, 'pay_Part0000000001');
    expect((await post(bench, other, checkoutPaths.verifyPayment, { user_id: other.userId, order_id: orderId, ...fields })).status).toBe(404);
    expect((await verify(bench, shopper, orderId, fields)).status).toBe(200);
    expect((await paymentState(t, orderId)).order).toEqual({ status: 'placed', payment_status: 'partly_paid', paid_paise: 2_000_00 });
  });
});

describe(`payments: the webhook (${databaseKind})`, () => {
  async function openOrder() {
    const shopper = await newShopper(t);
    const orderId = await insertOrder(t, shopper, AMOUNT);
    const attempt = await startAttempt(bench, shopper, orderId);
    return { shopper, orderId, gatewayOrderId: attempt.gateway_order_id };
  }

  it('refuses a bad or missing signature (400) without touching anything', async () => {
    const { orderId, gatewayOrderId } = await openOrder();
    const body = webhookBody('payment.captured', { id: 'pay_Bad00000000001', order_id: gatewayOrderId, amount: AMOUNT, status: 'captured' });
    const bad = await sendWebhook(bench, body, { signature: 'f'.repeat(64) });
    expect([bad.status, await message(bad)]).toEqual([400, 'Invalid signature']);
    expect((await sendWebhook(bench, body, { signature: null })).status).toBe(400);
    expect((await sendWebhook(bench, body, { signature: 'xyz' })).status).toBe(400);
    // Re-serialised JSON is not the signed body.
    const respaced = JSON.stringify(JSON.parse(body), null, 1);
    expect((await sendWebhook(bench, respaced, { signature: (await import('../../server/features/payments/signatures')).hmacHex(KEYS.webhookSecret, body) })).status).toBe(400);
    expect((await paymentState(t, orderId)).order.status).toBe('awaiting_payment');
  });

  it('payment.captured pays the order; a duplicate event id is ignored', async () => {
    const { orderId, gatewayOrderId } = await openOrder();
    const body = webhookBody('payment.captured', { id: 'pay_Hook000000001', order_id: gatewayOrderId, amount: AMOUNT, status: 'captured' });
    const first = await sendWebhook(bench, body, { eventId: `evt_dup_${orderId}` });
    expect([first.status, await message(first)]).toEqual([200, 'Event processed']);
    const again = await sendWebhook(bench, body, { eventId: `evt_dup_${orderId}` });
    expect([again.status, await message(again)]).toEqual([200, 'Duplicate event ignored']);
    const state = await paymentState(t, orderId);
    expect(state.order).toEqual({ status: 'placed', payment_status: 'paid', paid_paise: AMOUNT });
    expect(state.events).toEqual(['placed']);
    expect(await t.db.selectFrom('webhook_events').select('event').where('event_id', '=', `evt_dup_${orderId}`).execute()).toEqual([{ event: 'payment.captured' }]);
  });

  it('out of order: payment.failed after payment.captured leaves it paid', async () => {
    const { orderId, gatewayOrderId } = await openOrder();
    await sendWebhook(bench, webhookBody('payment.captured', { id: 'pay_Ooo00000000001', order_id: gatewayOrderId, amount: AMOUNT, status: 'captured' }));
    const late = await sendWebhook(bench, webhookBody('payment.failed', { id: 'pay_Ooo00000000002', order_id: gatewayOrderId, amount: AMOUNT, status: 'failed', error_description: 'declined' }));
    expect(late.status).toBe(200);
    const state = await paymentState(t, orderId);
    expect(state.order).toEqual({ status: 'placed', payment_status: 'paid', paid_paise: AMOUNT });
    expect(state.payments).toEqual([{ attempt: 1, status: 'paid', gateway_payment_id: 'pay_Ooo00000000001', failure_reason: '' }]);
  });

  it('order.paid before payment.captured pays once', async () => {
    const { orderId, gatewayOrderId } = await openOrder();
    const payment = { id: 'pay_Early0000000001', order_id: gatewayOrderId, amount: AMOUNT, status: 'captured' };
    expect((await sendWebhook(bench, webhookBody('order.paid', payment))).status).toBe(200);
    expect((await sendWebhook(bench, webhookBody('payment.captured', payment))).status).toBe(200);
    const state = await paymentState(t, orderId);
    expect(state.order).toEqual({ status: 'placed', payment_status: 'paid', paid_paise: AMOUNT });
    expect(state.events).toEqual(['placed']);
  });

  it('payment.failed marks the attempt failed and keeps the order awaiting payment; a later success still pays', async () => {
    const { shopper, orderId, gatewayOrderId } = await openOrder();
    await sendWebhook(bench, webhookBody('payment.failed', { id: 'pay_Fail00000000001', order_id: gatewayOrderId, amount: AMOUNT, status: 'failed', error_description: 'Declined by bank' }));
    let state = await paymentState(t, orderId);
    expect(state.order.status).toBe('awaiting_payment');
    expect(state.payments).toEqual([{ attempt: 1, status: 'failed', gateway_payment_id: null, failure_reason: 'Declined by bank' }]);
    expect((await verify(bench, shopper, orderId, signed(gatewayOrderId, 'pay_Retry0000000001'))).status).toBe(200);
    state = await paymentState(t, orderId);
    expect(state.order).toEqual({ status: 'placed', payment_status: 'paid', paid_paise: AMOUNT });
  });

  it('acknowledges unknown events and unknown gateway orders with 200', async () => {
    const refund = JSON.stringify({ entity: 'event', event: 'refund.processed', payload: {}, created_at: 1 });
    expect((await sendWebhook(bench, refund)).status).toBe(200);
    const stranger = webhookBody('payment.captured', { id: 'pay_Nobody00000001', order_id: 'order_Nobody0000001', amount: 1, status: 'captured' });
    const res = await sendWebhook(bench, stranger);
    expect([res.status, await message(res)]).toEqual([200, 'Event ignored']);
  });
});

describe(`payments: exactly once under races (${databaseKind})`, () => {
  it('the callback and the webhook at the same time make one paid payment, credited once', async () => {
    for (let round = 0; round < 12; round += 1) {
      const shopper = await newShopper(t);
      const orderId = await insertOrder(t, shopper, AMOUNT);
      const attempt = await startAttempt(bench, shopper, orderId);
      const paymentId = `pay_Race${String(round).padStart(10, '0')}`;
      const payment = { id: paymentId, order_id: attempt.gateway_order_id, amount: AMOUNT, status: 'captured' };
      const answers = await Promise.all([
        verify(bench, shopper, orderId, signed(attempt.gateway_order_id, paymentId)),
        sendWebhook(bench, webhookBody('payment.captured', payment)),
        sendWebhook(bench, webhookBody('order.paid', payment)),
        verify(bench, shopper, orderId, signed(attempt.gateway_order_id, paymentId)),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const state = await paymentState(t, orderId);
      expect(state.order).toEqual({ status: 'placed', payment_status: 'paid', paid_paise: AMOUNT });
      expect(state.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
      expect(state.events).toEqual(['placed']);
    }
  }, 60_000);
});
