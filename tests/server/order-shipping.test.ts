/**
 * How an order travels: the promise made at placement from the delivery
 * PIN's zone, and the courier and AWB number operations give when it ships,
 * on the order page and the tracking page alike.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutPaths } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { orderDetailSchema, orderListSchema, orderPaths, SHIPPING_MESSAGES, type OrderDetail } from '../../schemas/api/orders';
import { promisedDeliveryDate } from '../../server/features/orders/promise';
import {
  addAddress,
  createCheckoutBench,
  fillCart,
  insertCheckoutFixtures,
  newShopper as newCheckoutShopper,
  P,
  PIN,
  placedEnvelope,
  post,
  quote,
  type CheckoutBench,
} from './checkout-fixtures';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { as, form, insertOrder, insertOrderCatalogue, newShopper, orderApp, type Shopper } from './order-fixtures';

let t: TestServer;
let app: Hono;
let bench: CheckoutBench;
beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  await insertCheckoutFixtures(t.db);
  app = orderApp(t.db);
  bench = createCheckoutBench(t);
});
afterAll(async () => {
  await t.close();
});

const detailEnvelope = envelopeSchema(orderDetailSchema);
const failure = z.object({ status: z.literal(false), message: z.string() });

async function detail(shopper: Shopper, id: number): Promise<OrderDetail> {
  const res = await as(app, shopper).request(`/api/${orderPaths.one(id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
  expect(res.status).toBe(200);
  return detailEnvelope.parse(await json(res)).data;
}

function adminStatus(id: number, fields: Record<string, string>) {
  return app.request(`/api/${orderPaths.adminStatus(id)}`, { method: 'POST', headers: adminAuth, body: form(fields) });
}

async function refused(res: Response): Promise<{ status: number; message: string }> {
  return { status: res.status, message: failure.parse(await json(res)).message };
}

/** The day in India the instant falls on, plus some days: worked out apart from the code under test. */
function indianDayPlus(at: Date, days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at).split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

describe(`order shipping (${databaseKind})`, () => {
  it('ships with a courier and AWB number: the order page and the tracking page show both', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'packed' });
    expect((await detail(shopper, order.id)).shipping).toMatchObject({ carrier: null, awb: null });

    const res = await adminStatus(order.id, { status: 'shipped', carrier: '  Blue   Dart ', awb: 'bd12345678in' });
    expect(res.status).toBe(200);
    expect(detailEnvelope.parse(await json(res)).data.shipping).toMatchObject({ carrier: 'Blue Dart', awb: 'BD12345678IN' });

    const shown = await detail(shopper, order.id);
    expect(shown.status).toBe('shipped');
    expect(shown.shipping).toMatchObject({ carrier: 'Blue Dart', awb: 'BD12345678IN' });
    const tracked = await as(app, shopper).request(`/api/${orderPaths.track}?user_id=${shopper.id}&order_number=${order.orderNumber}`, { headers: storefrontAuth });
    expect(detailEnvelope.parse(await json(tracked)).data.shipping).toMatchObject({ carrier: 'Blue Dart', awb: 'BD12345678IN' });

    // Later steps keep them.
    expect((await adminStatus(order.id, { status: 'out_for_delivery' })).status).toBe(200);
    expect((await detail(shopper, order.id)).shipping).toMatchObject({ carrier: 'Blue Dart', awb: 'BD12345678IN' });
  });

  it('ships with a courier alone (no AWB yet), and without either as before', async () => {
    const shopper = await newShopper(t.db);
    const withCourier = await insertOrder(t.db, { userId: shopper.id, status: 'packed' });
    expect((await adminStatus(withCourier.id, { status: 'shipped', carrier: 'Delhivery', awb: '' })).status).toBe(200);
    expect((await detail(shopper, withCourier.id)).shipping).toMatchObject({ carrier: 'Delhivery', awb: null });
    const plain = await insertOrder(t.db, { userId: shopper.id, status: 'placed' });
    expect((await adminStatus(plain.id, { status: 'shipped' })).status).toBe(200);
    expect((await detail(shopper, plain.id)).shipping).toMatchObject({ carrier: null, awb: null });
  });

  it('refuses courier details that are malformed, orphaned or given for another step, and changes nothing', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'placed' });
    expect(await refused(await adminStatus(order.id, { status: 'shipped', carrier: 'Blue Dart', awb: 'AB-12' }))).toEqual({ status: 400, message: `awb: ${SHIPPING_MESSAGES.awbFormat}` });
    expect(await refused(await adminStatus(order.id, { status: 'shipped', carrier: '<script>', awb: 'AB123456' }))).toEqual({
      status: 400,
      message: `carrier: ${SHIPPING_MESSAGES.carrierFormat}`,
    });
    expect(await refused(await adminStatus(order.id, { status: 'shipped', awb: 'AB123456' }))).toEqual({ status: 400, message: `awb: ${SHIPPING_MESSAGES.awbNeedsCarrier}` });
    expect(await refused(await adminStatus(order.id, { status: 'confirmed', carrier: 'Blue Dart' }))).toEqual({ status: 400, message: `carrier: ${SHIPPING_MESSAGES.onlyWhenShipping}` });
    const unchanged = await detail(shopper, order.id);
    expect([unchanged.status, unchanged.shipping.carrier, unchanged.shipping.awb]).toEqual(['placed', null, null]);
  });

  it('promises delivery by the PIN zone\'s days after the day the order was placed in India', async () => {
    for (const [pin, method] of [
      [PIN.local, 'cod'],
      [PIN.national, 'cod'],
      [PIN.remoteNoCod, 'online'],
    ] as const) {
      const shopper = await newCheckoutShopper(t.db);
      const addressId = await addAddress(t.db, shopper, pin);
      await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
      const q = await quote(bench, shopper, { address_id: addressId, payment_method: method });
      const res = await post(bench, shopper, checkoutPaths.placeOrder, {
        user_id: shopper.userId,
        address_id: addressId,
        payment_method: method,
        expected_total_paise: q.total_paise,
        idempotency_key: `promise-${pin.pin}`,
      });
      expect(res.status).toBe(200);
      const placed = placedEnvelope.parse(await json(res)).data;
      const row = await t.db.selectFrom('orders').select('created_at').where('id', '=', placed.order_id).executeTakeFirstOrThrow();
      const promised = indianDayPlus(new Date(row.created_at), pin.delivery_days);
      const shown = await detail({ id: shopper.userId, cookie: shopper.cookie }, placed.order_id);
      expect(shown.shipping).toEqual({ carrier: null, awb: null, zone: pin.zone, promised_date: promised });
      // The orders list says it too.
      const list = await as(app, { id: shopper.userId, cookie: shopper.cookie }).request(`/api/${orderPaths.list}?user_id=${shopper.userId}`, { headers: storefrontAuth });
      expect(envelopeSchema(orderListSchema).parse(await json(list)).data.orders.map((o) => [o.id, o.promised_date, o.delivered_at])).toEqual([[placed.order_id, promised, null]]);
    }
  });

  it('counts the promise from the Indian day: 00:10 IST on 1 April is still 31 March in UTC', () => {
    expect(promisedDeliveryDate(new Date('2026-03-31T18:40:00Z'), 2)).toBe('2026-04-03');
    expect(promisedDeliveryDate(new Date('2026-03-31T18:20:00Z'), 2)).toBe('2026-04-02');
    expect(promisedDeliveryDate(new Date('2026-12-30T10:00:00Z'), 4)).toBe('2027-01-03');
  });
});
