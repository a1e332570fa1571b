import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../schemas/api/envelope';
import { orderDetailSchema, orderPaths } from '../../schemas/api/orders';
import { returnPaths, returnRequestSchema, type ReturnStatus } from '../../schemas/api/returns';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { as, form, insertAddress, insertOrder, insertOrderCatalogue, newShopper, ofx, orderApp, type LineSpec, type Shopper } from './order-fixtures';

let t: TestServer;
let app: Hono;
beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  app = orderApp(t.db);
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const requestEnvelope = envelopeSchema(returnRequestSchema);
const failure = z.object({ status: z.literal(false), message: z.string() });

function fileReturn(shopper: Shopper, fields: Record<string, string | number>) {
  return as(app, shopper).request(`/api/${returnPaths.create}`, {
    method: 'POST',
    headers: storefrontAuth,
    body: form({ user_id: shopper.id, kind: 'return', qty: 1, reason: 'Stopped working', ...fields }),
  });
}

function adminStatus(id: number, status: ReturnStatus, fields: Record<string, string> = {}) {
  return app.request(`/api/${returnPaths.adminStatus(id)}`, { method: 'POST', headers: adminAuth, body: form({ status, ...fields }) });
}

async function deliveredOrder(shopper: Shopper, daysAgo: number, lines: LineSpec[] = [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 3, discount: 100_00 }]) {
  return insertOrder(t.db, { userId: shopper.id, status: 'delivered', deliveredAt: new Date(Date.now() - daysAgo * DAY), lines });
}

describe(`returns: eligibility (${databaseKind})`, () => {
  it('files a return for a delivered line inside its window, with the pickup address copied', async () => {
    const shopper = await newShopper(t.db);
    const address = await insertAddress(t.db, shopper.id);
    const order = await deliveredOrder(shopper, 9);
    const res = await fileReturn(shopper, { order_item_id: order.itemIds[0] ?? 0, qty: 2, pickup_address_id: address, details: 'Left click sticks' });
    expect(res.status).toBe(200);
    const request = requestEnvelope.parse(await json(res)).data;
    expect(request).toMatchObject({ kind: 'return', qty: 2, status: 'requested', order_number: order.orderNumber, refund: null });
    expect(request.pickup_address).toMatchObject({ city: 'Pune', state: 'Maharashtra' });
    expect(request.timeline.map((s) => [s.status, s.done])).toEqual([
      ['requested', true],
      ['approved', false],
      ['picked_up', false],
      ['received', false],
      ['refunded', false],
    ]);

    const detail = await as(app, shopper).request(`/api/${orderPaths.one(order.id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
    const item = envelopeSchema(orderDetailSchema).parse(await json(detail)).data.items[0];
    expect(item?.returnable).toMatchObject({ eligible: false, request: { id: request.id, kind: 'return', status: 'requested' } });
    expect((await fileReturn(shopper, { order_item_id: order.itemIds[0] ?? 0, pickup_address_id: address })).status).toBe(409);
  });

  it('closes the window per category: 7 days for computers, 10 for accessories, never for 0', async () => {
    const shopper = await newShopper(t.db);
    const address = await insertAddress(t.db, shopper.id);
    const laptop = await deliveredOrder(shopper, 8, [{ product: ofx.laptop, categoryId: ofx.laptops.id, qty: 1, discount: 0 }]);
    const late = await fileReturn(shopper, { order_item_id: laptop.itemIds[0] ?? 0, pickup_address_id: address });
    expect(late.status).toBe(409);
    expect(failure.parse(await json(late)).message).toBe('The return window has closed');
    const mouse = await deliveredOrder(shopper, 8);
    expect((await fileReturn(shopper, { order_item_id: mouse.itemIds[0] ?? 0, pickup_address_id: address })).status).toBe(200);
    const licence = await deliveredOrder(shopper, 0, [{ product: ofx.licence, categoryId: ofx.software.id, qty: 1, discount: 0 }]);
    const never = await fileReturn(shopper, { order_item_id: licence.itemIds[0] ?? 0, pickup_address_id: address });
    expect(failure.parse(await json(never)).message).toBe('This item cannot be returned');
  });

  it('refuses an undelivered order, too many units, another\'s item or address', async () => {
    const shopper = await newShopper(t.db);
    const address = await insertAddress(t.db, shopper.id);
    const shipped = await insertOrder(t.db, { userId: shopper.id, status: 'shipped' });
    expect((await fileReturn(shopper, { order_item_id: shipped.itemIds[0] ?? 0, pickup_address_id: address })).status).toBe(409);
    const order = await deliveredOrder(shopper, 1);
    expect((await fileReturn(shopper, { order_item_id: order.itemIds[0] ?? 0, qty: 4, pickup_address_id: address })).status).toBe(400);

    const stranger = await newShopper(t.db);
    const theirAddress = await insertAddress(t.db, stranger.id);
    expect((await fileReturn(stranger, { order_item_id: order.itemIds[0] ?? 0, pickup_address_id: theirAddress })).status).toBe(404);
    expect((await fileReturn(shopper, { order_item_id: order.itemIds[0] ?? 0, pickup_address_id: theirAddress })).status).toBe(404);
  });
});

describe(`returns: the state machine and refunds (${databaseKind})`, () => {
  it('walks a return through received to refunded, recording the line\'s paid share once', async () => {
    const shopper = await newShopper(t.db);
    const address = await insertAddress(t.db, shopper.id);
    const order = await deliveredOrder(shopper, 1);
    const filed = requestEnvelope.parse(await json(await fileReturn(shopper, { order_item_id: order.itemIds[0] ?? 0, qty: 2, pickup_address_id: address, refund_destination: 'wallet' }))).data;
    expect((await adminStatus(filed.id, 'picked_up')).status).toBe(409);
    expect((await adminStatus(filed.id, 'approved')).status).toBe(200);
    expect((await adminStatus(filed.id, 'replaced')).status).toBe(409);
    expect((await adminStatus(filed.id, 'picked_up')).status).toBe(200);
    // The warehouse checks the item before any money moves.
    expect((await adminStatus(filed.id, 'refunded')).status).toBe(409);
    expect((await adminStatus(filed.id, 'received', { condition: 'as_new' })).status).toBe(200);
    const results = await Promise.all([adminStatus(filed.id, 'refunded'), adminStatus(filed.id, 'refunded')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);

    const refunds = await t.db.selectFrom('refunds').selectAll().where('return_id', '=', filed.id).execute();
    // Two of three units at ₹599, less two thirds of the ₹100 coupon share.
    expect(refunds).toEqual([expect.objectContaining({ amount_paise: 2 * ofx.mouse.price - 66_67, destination: 'wallet', status: 'processed' })]);
    const read = await as(app, shopper).request(`/api/${returnPaths.one(filed.id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
    const request = requestEnvelope.parse(await json(read)).data;
    expect(request.status).toBe('refunded');
    expect(request.refund?.amount_paise).toBe(2 * ofx.mouse.price - 66_67);
    expect(request.timeline.every((s) => s.done && s.at !== null)).toBe(true);
  });

  it('ends a replacement replaced, never refunded; a rejection allows a new request', async () => {
    const shopper = await newShopper(t.db);
    const address = await insertAddress(t.db, shopper.id);
    const order = await deliveredOrder(shopper, 1);
    const itemId = order.itemIds[0] ?? 0;
    const first = requestEnvelope.parse(await json(await fileReturn(shopper, { order_item_id: itemId, kind: 'replace', pickup_address_id: address }))).data;
    // A rejection owes the shopper a reason (the note), which their request then shows.
    expect((await adminStatus(first.id, 'rejected')).status).toBe(400);
    expect((await adminStatus(first.id, 'rejected', { note: 'Cable damage is not covered' })).status).toBe(200);
    expect((await adminStatus(first.id, 'approved')).status).toBe(409);
    const rejected = await as(app, shopper).request(`/api/${returnPaths.one(first.id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
    expect(requestEnvelope.parse(await json(rejected)).data).toMatchObject({ status: 'rejected', decision_reason: 'Cable damage is not covered' });

    const second = requestEnvelope.parse(await json(await fileReturn(shopper, { order_item_id: itemId, kind: 'replace', pickup_address_id: address }))).data;
    for (const step of ['approved', 'picked_up'] as const) expect((await adminStatus(second.id, step)).status).toBe(200);
    expect((await adminStatus(second.id, 'replaced')).status).toBe(409);
    expect((await adminStatus(second.id, 'received', { condition: 'damaged' })).status).toBe(200);
    expect((await adminStatus(second.id, 'refunded')).status).toBe(409);
    expect((await adminStatus(second.id, 'replaced')).status).toBe(200);
    expect(await t.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('shows a request only to its owner', async () => {
    const shopper = await newShopper(t.db);
    const address = await insertAddress(t.db, shopper.id);
    const order = await deliveredOrder(shopper, 1);
    const filed = requestEnvelope.parse(await json(await fileReturn(shopper, { order_item_id: order.itemIds[0] ?? 0, pickup_address_id: address }))).data;
    const stranger = await newShopper(t.db);
    const res = await as(app, stranger).request(`/api/${returnPaths.one(filed.id)}?user_id=${stranger.id}`, { headers: storefrontAuth });
    expect(res.status).toBe(404);
    const storefrontAdmin = await app.request(`/api/${returnPaths.adminStatus(filed.id)}`, { method: 'POST', headers: storefrontAuth, body: form({ status: 'approved' }) });
    expect(storefrontAdmin.status).toBe(403);
  });
});
