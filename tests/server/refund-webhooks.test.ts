/**
 * A refund the gateway leaves pending and finishes later by webhook
 * (refund.processed, refund.failed), on the real server and database: staff
 * refund through the order and return desks with a gateway that answers
 * "pending", then the shop's own webhook route gets Razorpay's signed event.
 * The shopper is e-mailed and their open pages told, a received return moves
 * to refunded (or stays received when the refund failed, for staff to refund
 * again), and a repeated event tells nothing twice.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutPaths } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { orderDeskDetailSchema, orderDeskPaths } from '../../schemas/api/order-desk';
import { orderDetailSchema, orderPaths } from '../../schemas/api/orders';
import { returnDeskDetailSchema, returnDeskPaths, type ReturnDeskAction } from '../../schemas/api/return-desk';
import { returnPaths, returnRequestSchema } from '../../schemas/api/returns';
import { createApp } from '../../server/app';
import { orderDeskRoutes } from '../../server/features/order-desk/routes';
import type { GatewayRefund, PaymentGateway } from '../../server/features/payments/gateway';
import { hmacHex } from '../../server/features/payments/signatures';
import { returnDeskRoutes } from '../../server/features/return-desk/routes';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { staffGuard } from '../../server/features/staff/guard';
import { ADMIN_CREDENTIAL, createTestServer, databaseKind, json, STOREFRONT_CREDENTIAL, storefrontAuth, testAppConfig, type TestServer } from './harness';
import { as, form, insertAddress, insertOrder, insertOrderCatalogue, newShopper, ofx, type Shopper } from './order-fixtures';
import { cookieOf, signIn, studioAs, type Studio } from './studio-client';

const WEBHOOK_SECRET = 'refund-webhooks-secret';
const DAY = 24 * 60 * 60 * 1000;
/** Two mice at ₹599, less two thirds of the ₹100 coupon share. */
const TWO_MICE = 2 * ofx.mouse.price - 66_67;

let t: TestServer;
/** The shop itself (its webhook route, the shopper's pages), told Razorpay's webhook secret. */
let shop: Hono;
let desk: Studio;
/** Every order the live hub was told changed, oldest first. */
const changed: number[] = [];
/** What the fake gateway answers for the next refunds: Razorpay's "pending", or done at once. */
let answer: GatewayRefund['status'] = 'pending';

const gateway: PaymentGateway = {
  kind: 'razorpay',
  keyId: 'rzp_test_webhooks',
  scriptUrl: '',
  createOrder: () => Promise.reject(new Error('not used')),
  verifyPaymentSignature: () => false,
  verifyWebhookSignature: () => false,
  refundPayment: ({ amountPaise }) => Promise.resolve({ id: `rfnd_Hook${randomBytes(5).toString('hex')}`, amount: amountPaise, status: answer }),
};

beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  const payments = { razorpayKeyId: undefined, razorpayKeySecret: undefined, webhookSecret: WEBHOOK_SECRET };
  shop = createApp({ db: t.db, config: testAppConfig({ payments }), services: { outbox: t.outbox, configEvents: t.hub } });
  t.hub.subscribeOrders((id) => changed.push(id));
  await createStaffAccount(t.db, { login: 'ravi@refund-hooks.test', display_name: 'Ravi Menon', password: 'ravi-password-123', role: 'orders' });
  const res = await signIn(shop, { user: 'ravi@refund-hooks.test', password: 'ravi-password-123' });
  expect(res.status).toBe(200);
  // The order and return desks as the shop mounts them, with the gateway above; the shop's hub and outbox.
  const desks = new Hono()
    .use('/api/admin/*', staffGuard(t.db, { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL }))
    .route('/api', orderDeskRoutes({ db: t.db, gateway, mailer: t.outbox, hub: t.hub }))
    .route('/api', returnDeskRoutes({ db: t.db, gateway, mailer: t.outbox, orderEvents: t.hub }));
  desk = studioAs(desks, cookieOf(res));
});
afterAll(async () => {
  await t.close();
});

const messageBody = z.object({ status: z.boolean(), message: z.string() });

/** Razorpay's event for a refund it had answered pending, signed as Razorpay signs it. */
async function webhook(event: 'refund.processed' | 'refund.failed', gatewayRefundId: string, amount: number, eventId: string): Promise<string> {
  const rawBody = JSON.stringify({
    entity: 'event',
    event,
    payload: { refund: { entity: { id: gatewayRefundId, entity: 'refund', payment_id: 'pay_Hook000000001', amount, currency: 'INR', status: event === 'refund.processed' ? 'processed' : 'failed' } } },
    created_at: 1_763_700_000,
  });
  const res = await shop.request(`/api/${checkoutPaths.webhook}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-event-id': eventId, 'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, rawBody) },
    body: rawBody,
  });
  expect(res.status).toBe(200);
  return messageBody.parse(await json(res)).message;
}

async function emailOf(shopper: Shopper): Promise<string> {
  return (await t.db.selectFrom('users').select('email').where('id', '=', shopper.id).executeTakeFirstOrThrow()).email ?? '';
}

const mailsTo = (email: string) => t.outbox.messages().filter((m) => m.to === email);

async function refundRow(orderId: number) {
  const rows = await t.db.selectFrom('refunds').select(['status', 'gateway_refund_id', 'amount_paise', 'return_id']).where('order_id', '=', orderId).execute();
  expect(rows).toHaveLength(1);
  return rows[0] ?? { status: '', gateway_refund_id: null, amount_paise: 0, return_id: null };
}

async function shopperOrder(shopper: Shopper, orderId: number) {
  const res = await as(shop, shopper).request(`/api/${orderPaths.one(orderId)}?user_id=${shopper.id}`, { headers: storefrontAuth });
  expect(res.status).toBe(200);
  return envelopeSchema(orderDetailSchema).parse(await json(res)).data;
}

async function shopperReturn(shopper: Shopper, id: number) {
  const res = await as(shop, shopper).request(`/api/${returnPaths.one(id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
  expect(res.status).toBe(200);
  return envelopeSchema(returnRequestSchema).parse(await json(res)).data;
}

const deskStep = async (id: number, action: ReturnDeskAction, body: unknown) => {
  const res = await desk.call('POST', returnDeskPaths.action(id, action), body);
  return { status: res.status, data: envelopeSchema(returnDeskDetailSchema).parse(await json(res)).data };
};

interface Received {
  id: number;
  shopper: Shopper;
  email: string;
  orderId: number;
  orderNumber: string;
}

/** A delivered order of three mice, the shopper's return of two (to the original payment) filed through the shop, and the desk taking it to received. */
async function receivedReturn(): Promise<Received> {
  const shopper = await newShopper(t.db);
  const order = await insertOrder(t.db, {
    userId: shopper.id,
    status: 'delivered',
    deliveredAt: new Date(Date.now() - DAY),
    lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 3, discount: 100_00 }],
  });
  const res = await as(shop, shopper).request(`/api/${returnPaths.create}`, {
    method: 'POST',
    headers: storefrontAuth,
    body: form({
      user_id: shopper.id,
      order_item_id: order.itemIds[0] ?? 0,
      kind: 'return',
      qty: 2,
      reason: 'Stopped working',
      details: 'The scroll wheel skips',
      pickup_address_id: await insertAddress(t.db, shopper.id),
      refund_destination: 'original',
    }),
  });
  expect(res.status).toBe(200);
  const { id } = envelopeSchema(returnRequestSchema).parse(await json(res)).data;
  for (const [action, body] of [
    ['approve', { reason: '' }],
    ['picked-up', {}],
    ['receive', { condition: 'as_new' }],
  ] as const)
    expect((await deskStep(id, action, body)).status).toBe(200);
  return { id, shopper, email: await emailOf(shopper), orderId: order.id, orderNumber: order.orderNumber };
}

/** The return desk's Refund, answered "pending" by the gateway: the request waits at received. */
async function pendingReturnRefund(filed: Received): Promise<string> {
  answer = 'pending';
  const pending = await deskStep(filed.id, 'refund', { destination: 'original' });
  expect(pending.status).toBe(202);
  expect(pending.data).toMatchObject({ status: 'received', refund: { status: 'pending', amount_paise: TWO_MICE } });
  const row = await refundRow(filed.orderId);
  expect(row).toMatchObject({ status: 'pending', return_id: filed.id });
  return row.gateway_refund_id ?? '';
}

describe(`refund webhooks: an order's refund (${databaseKind})`, () => {
  it('refund.processed: the row is processed, the shopper is e-mailed and their open pages told, once', async () => {
    const shopper = await newShopper(t.db);
    const email = await emailOf(shopper);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'delivered' });
    answer = 'pending';
    const res = await desk.call('POST', orderDeskPaths.refunds(order.id), { destination: 'original', reason: 'Price matched', amount: '3,000' });
    expect(res.status).toBe(200);
    expect(messageBody.parse(await json(res)).message).toBe('Refund of ₹3,000.00 to the original payment is with the payment gateway');
    // The desk told the shopper it started.
    expect(mailsTo(email).map((m) => m.text)).toEqual([expect.stringContaining('We have started a refund of ₹3,000.00 to your original payment method')]);
    const { gateway_refund_id: gatewayRefundId } = await refundRow(order.id);
    changed.length = 0;

    expect(await webhook('refund.processed', gatewayRefundId ?? '', 3_000_00, `evt_done_${order.id}`)).toBe('Event processed');
    expect(await refundRow(order.id)).toMatchObject({ status: 'processed', gateway_refund_id: gatewayRefundId });
    expect(changed).toEqual([order.id]);
    const [mail] = mailsTo(email);
    expect(mailsTo(email)).toHaveLength(2);
    expect(mail?.subject).toBe(`Refund of ₹3,000.00 for order ${order.orderNumber}`);
    expect(mail?.text).toContain('We have refunded ₹3,000.00 to your original payment method; banks take 5 to 7 working days to show it.');
    expect(mail?.text).toContain(`/order/${order.id}`);
    expect((await shopperOrder(shopper, order.id)).refunds).toEqual([expect.objectContaining({ amount_paise: 3_000_00, destination: 'original' })]);

    // Razorpay delivers again: nothing changes and nobody is told twice.
    expect(await webhook('refund.processed', gatewayRefundId ?? '', 3_000_00, `evt_done_${order.id}`)).toBe('Duplicate event ignored');
    // Another event id for the refund already processed changes nothing either.
    expect(await webhook('refund.processed', gatewayRefundId ?? '', 3_000_00, `evt_again_${order.id}`)).toBe('Event ignored');
    expect(mailsTo(email)).toHaveLength(2);
    expect(changed).toEqual([order.id]);
  });

  it('refund.failed: the refund is released, the shopper hears it failed and what happens next, and staff can refund again', async () => {
    const shopper = await newShopper(t.db);
    const email = await emailOf(shopper);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'delivered' });
    answer = 'pending';
    expect((await desk.call('POST', orderDeskPaths.refunds(order.id), { destination: 'original', reason: 'Price matched', amount: '3,000' })).status).toBe(200);
    const { gateway_refund_id: gatewayRefundId } = await refundRow(order.id);
    changed.length = 0;

    expect(await webhook('refund.failed', gatewayRefundId ?? '', 3_000_00, `evt_fail_${order.id}`)).toBe('Event processed');
    expect(await refundRow(order.id)).toMatchObject({ status: 'failed' });
    expect(changed).toEqual([order.id]);
    expect(mailsTo(email)).toHaveLength(2);
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe(`Your refund of ₹3,000.00 for order ${order.orderNumber} did not go through`);
    expect(mail?.text).toContain('The refund of ₹3,000.00 to your original payment method failed at the payment gateway, so the money has not come back to you yet.');
    expect(mail?.text).toMatch(/We will refund it again, to your original payment method or to your .+ wallet, and e-mail you when we do\./);
    expect((await shopperOrder(shopper, order.id)).refunds).toEqual([]);

    expect(await webhook('refund.failed', gatewayRefundId ?? '', 3_000_00, `evt_fail_${order.id}`)).toBe('Duplicate event ignored');
    expect(mailsTo(email)).toHaveLength(2);
    expect(changed).toEqual([order.id]);

    // What the failed refund held is released: the desk offers a refund of all of it again.
    const view = envelopeSchema(orderDeskDetailSchema).parse(await json(await desk.call('GET', orderDeskPaths.order(order.id)))).data;
    expect(view.money).toMatchObject({ refunded_paise: 0, refundable_original_paise: order.total });
    expect(view.allowed.refund).toBe(true);
    answer = 'processed';
    expect((await desk.call('POST', orderDeskPaths.refunds(order.id), { destination: 'original', reason: 'Second try', amount: '3,000' })).status).toBe(200);
  });
});

describe(`refund webhooks: a return's refund (${databaseKind})`, () => {
  it('refund.processed moves the received return to refunded through the state machine, and tells the shopper once', async () => {
    const filed = await receivedReturn();
    const gatewayRefundId = await pendingReturnRefund(filed);
    const mailsBefore = mailsTo(filed.email).length;
    expect((await shopperReturn(filed.shopper, filed.id)).status).toBe('received');
    changed.length = 0;

    expect(await webhook('refund.processed', gatewayRefundId, TWO_MICE, `evt_return_${filed.id}`)).toBe('Event processed');
    expect(await refundRow(filed.orderId)).toMatchObject({ status: 'processed' });
    const seen = await shopperReturn(filed.shopper, filed.id);
    expect(seen).toMatchObject({ status: 'refunded', refund: { status: 'processed', amount_paise: TWO_MICE, destination: 'original' } });
    expect(seen.timeline.map((s) => [s.status, s.done])).toContainEqual(['refunded', true]);
    const events = await t.db.selectFrom('return_events as e').leftJoin('staff_accounts as s', 's.id', 'e.staff_id').select(['e.status', 'e.note', 's.display_name']).where('e.return_id', '=', filed.id).orderBy('e.id').execute();
    expect(events.at(-1)).toEqual({ status: 'refunded', note: 'Refunded ₹1,131.33 to the original payment: the payment gateway processed it', display_name: 'Ravi Menon' });
    expect(changed).toEqual([filed.orderId]);
    const mails = mailsTo(filed.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.subject).toBe(`Your refund for ${ofx.mouse.title}`);
    expect(mails[0]?.text).toContain(`We have refunded ₹1,131.33 to your original payment method for ${ofx.mouse.title} (order ${filed.orderNumber}).`);

    expect(await webhook('refund.processed', gatewayRefundId, TWO_MICE, `evt_return_${filed.id}`)).toBe('Duplicate event ignored');
    expect(mailsTo(filed.email)).toHaveLength(mailsBefore + 1);
    expect(changed).toEqual([filed.orderId]);
    expect(await t.db.selectFrom('return_events').select('id').where('return_id', '=', filed.id).where('status', '=', 'refunded').execute()).toHaveLength(1);
    // The desk sees it done: Refund again is a step the request can no longer take.
    expect((await desk.call('POST', returnDeskPaths.action(filed.id, 'refund'), { destination: 'original' })).status).toBe(409);
  });

  it('refund.failed leaves the return received, tells the shopper, and the desk can refund it again', async () => {
    const filed = await receivedReturn();
    const gatewayRefundId = await pendingReturnRefund(filed);
    const mailsBefore = mailsTo(filed.email).length;
    changed.length = 0;

    expect(await webhook('refund.failed', gatewayRefundId, TWO_MICE, `evt_return_fail_${filed.id}`)).toBe('Event processed');
    expect(await refundRow(filed.orderId)).toMatchObject({ status: 'failed' });
    expect(await shopperReturn(filed.shopper, filed.id)).toMatchObject({ status: 'received' });
    expect(changed).toEqual([filed.orderId]);
    const mails = mailsTo(filed.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.subject).toBe(`Your refund of ₹1,131.33 for order ${filed.orderNumber} did not go through`);
    expect(mails[0]?.text).toContain('failed at the payment gateway, so the money has not come back to you yet.');

    expect(await webhook('refund.failed', gatewayRefundId, TWO_MICE, `evt_return_fail_${filed.id}`)).toBe('Duplicate event ignored');
    expect(mailsTo(filed.email)).toHaveLength(mailsBefore + 1);
    expect(changed).toEqual([filed.orderId]);

    // Refund again: the same row is tried again, this time to the wallet, and the request is refunded.
    answer = 'processed';
    const again = await deskStep(filed.id, 'refund', { destination: 'wallet' });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ status: 'refunded', refund: { status: 'processed', destination: 'wallet', amount_paise: TWO_MICE } });
    expect(await refundRow(filed.orderId)).toMatchObject({ status: 'processed', return_id: filed.id });
    expect(await shopperReturn(filed.shopper, filed.id)).toMatchObject({ status: 'refunded' });
  });
});
