import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../schemas/api/envelope';
import { orderDetailSchema, orderListSchema, orderPaths, type OrderStatus } from '../../schemas/api/orders';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { as, form, insertOrder, insertOrderCatalogue, newShopper, ofx, orderApp, type Shopper } from './order-fixtures';

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

const detailEnvelope = envelopeSchema(orderDetailSchema);
const failure = z.object({ status: z.literal(false), message: z.string() });

async function detail(shopper: Shopper, id: number) {
  const res = await as(app, shopper).request(`/api/${orderPaths.one(id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
  return { res, body: res.status === 200 ? detailEnvelope.parse(await json(res)).data : null };
}

function cancel(shopper: Shopper, id: number, fields: Record<string, string> = {}) {
  return as(app, shopper).request(`/api/${orderPaths.cancel(id)}`, {
    method: 'POST',
    headers: storefrontAuth,
    body: form({ user_id: shopper.id, reason: 'Changed my mind', ...fields }),
  });
}

function adminStatus(id: number, status: OrderStatus) {
  return app.request(`/api/${orderPaths.adminStatus(id)}`, { method: 'POST', headers: adminAuth, body: form({ status }) });
}

async function stockOf(productId: number): Promise<number> {
  const row = await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.stock;
}

describe(`orders: list and detail (${databaseKind})`, () => {
  it('lists the shopper\'s orders newest first, ten to a page, filtered by status', async () => {
    const shopper = await newShopper(t.db);
    const base = Date.UTC(2026, 5, 1);
    for (let i = 0; i < 12; i++)
      await insertOrder(t.db, { userId: shopper.id, status: i < 3 ? 'delivered' : 'placed', createdAt: new Date(base + i * 60_000) });
    const other = await newShopper(t.db);
    await insertOrder(t.db, { userId: other.id });

    const read = async (query: string) => {
      const res = await as(app, shopper).request(`/api/${orderPaths.list}?user_id=${shopper.id}${query}`, { headers: storefrontAuth });
      expect(res.headers.get('cache-control')).toBe('no-store');
      return envelopeSchema(orderListSchema).parse(await json(res)).data;
    };
    const first = await read('');
    expect(first).toMatchObject({ page: 1, page_count: 2, total: 12 });
    expect(first.orders).toHaveLength(10);
    const times = first.orders.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.orders[0]?.first_item).toEqual({ title: ofx.laptop.title, image: expect.objectContaining({ url: `/media/catalog/product-${ofx.laptop.id}-1-640.webp` }) });
    expect((await read('&page=2')).orders).toHaveLength(2);
    const delivered = await read('&status=delivered');
    expect(delivered.total).toBe(3);
    expect(delivered.orders.every((o) => o.status === 'delivered')).toBe(true);
  });

  it('needs a session, and refuses another account\'s user_id', async () => {
    const shopper = await newShopper(t.db);
    const guest = await as(app, null).request(`/api/${orderPaths.list}?user_id=${shopper.id}`, { headers: storefrontAuth });
    expect(guest.status).toBe(401);
    const other = await newShopper(t.db);
    const wrong = await as(app, other).request(`/api/${orderPaths.list}?user_id=${shopper.id}`, { headers: storefrontAuth });
    expect(wrong.status).toBe(403);
  });

  it('shows an order\'s items, totals and timeline, and another user\'s order as missing', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'packed', delivery: 40_00 });
    const { body } = await detail(shopper, order.id);
    expect(body).toMatchObject({ id: order.id, status: 'packed', status_label: 'Packed', can_cancel: true, can_pay: false, invoice_available: true });
    expect(body?.totals.total_paise).toBe(ofx.laptop.price + 40_00);
    expect(body?.timeline.map((s) => [s.status, s.done])).toEqual([
      ['placed', true],
      ['confirmed', true],
      ['packed', true],
      ['shipped', false],
      ['out_for_delivery', false],
      ['delivered', false],
    ]);
    expect(body?.items[0]?.returnable).toMatchObject({ eligible: false, reason: 'Returns open once the order is delivered' });

    const stranger = await newShopper(t.db);
    const theirs = await detail(stranger, order.id);
    expect(theirs.res.status).toBe(404);
    const missing = await detail(shopper, 2_000_000_000);
    expect(missing.res.status).toBe(404);
  });

  it('tracks an order by its number, only the shopper\'s own', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'shipped' });
    const res = await as(app, shopper).request(`/api/${orderPaths.track}?user_id=${shopper.id}&order_number=${order.orderNumber}`, { headers: storefrontAuth });
    expect(detailEnvelope.parse(await json(res)).data.status).toBe('shipped');
    const stranger = await newShopper(t.db);
    const other = await as(app, stranger).request(`/api/${orderPaths.track}?user_id=${stranger.id}&order_number=${order.orderNumber}`, { headers: storefrontAuth });
    expect(other.status).toBe(404);
  });
});

describe(`orders: cancellation (${databaseKind})`, () => {
  it('cancels before shipping: stock back, the payment refunded once, the timeline ends cancelled', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'confirmed', lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 3 }], wallet: 100_00 });
    const before = await stockOf(ofx.mouse.id);
    const res = await cancel(shopper, order.id, { refund_destination: 'wallet' });
    expect(res.status).toBe(200);
    const body = detailEnvelope.parse(await json(res));
    expect(body.message).toBe('Your order has been cancelled');
    expect(body.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded', can_cancel: false });
    expect(body.data.refunds).toEqual([{ amount_paise: order.total, destination: 'wallet', created_at: expect.any(String) }]);
    expect(body.data.timeline.map((s) => s.status)).toEqual(['placed', 'confirmed', 'cancelled']);
    expect(await stockOf(ofx.mouse.id)).toBe(before + 3);

    const again = await cancel(shopper, order.id);
    expect(again.status).toBe(409);
    expect(await stockOf(ofx.mouse.id)).toBe(before + 3);
  });

  it('refuses once the order has shipped', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'shipped' });
    const res = await cancel(shopper, order.id);
    expect(res.status).toBe(409);
    expect(failure.parse(await json(res)).message).toBe('This order has shipped and can no longer be cancelled');
  });

  it('records one refund and restores stock once when two cancels race', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'placed', lines: [{ product: ofx.laptop, categoryId: ofx.laptops.id, qty: 2 }] });
    const before = await stockOf(ofx.laptop.id);
    const results = await Promise.all([cancel(shopper, order.id), cancel(shopper, order.id), cancel(shopper, order.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const refunds = await t.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_paise: order.total, destination: 'original' });
    expect(await stockOf(ofx.laptop.id)).toBe(before + 2);
  });

  it('cancels an unpaid cash-on-delivery order without a refund', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'placed', method: 'cod' });
    const { body } = await detail(shopper, order.id);
    expect(body?.payment_status).toBe('cod_due');
    expect((await cancel(shopper, order.id)).status).toBe(200);
    expect(await t.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('does not cancel another shopper\'s order', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id });
    const stranger = await newShopper(t.db);
    expect((await cancel(stranger, order.id)).status).toBe(404);
  });
});

describe(`orders: the admin status call (${databaseKind})`, () => {
  it('needs the admin credential', async () => {
    const res = await app.request(`/api/${orderPaths.adminStatus(1)}`, { method: 'POST', headers: storefrontAuth, body: form({ status: 'confirmed' }) });
    expect(res.status).toBe(403);
  });

  it('moves forward, records every skipped step and refuses to go back', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'placed' });
    expect((await adminStatus(order.id, 'confirmed')).status).toBe(200);
    const delivered = await adminStatus(order.id, 'delivered');
    expect(delivered.status).toBe(200);
    const body = detailEnvelope.parse(await json(delivered)).data;
    expect(body.status).toBe('delivered');
    expect(body.timeline.every((s) => s.done && s.at !== null)).toBe(true);
    const row = await t.db.selectFrom('orders').select('delivered_at').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.delivered_at).not.toBeNull();

    expect((await adminStatus(order.id, 'shipped')).status).toBe(409);
    expect((await adminStatus(order.id, 'delivered')).status).toBe(409);
    expect((await adminStatus(order.id, 'cancelled')).status).toBe(409);
  });

  it('cancels through the same rules as the shopper', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'packed' });
    expect((await adminStatus(order.id, 'cancelled')).status).toBe(200);
    expect(await t.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute()).toHaveLength(1);
    expect((await adminStatus(order.id, 'shipped')).status).toBe(409);
    expect((await adminStatus(2_000_000_000, 'shipped')).status).toBe(404);
  });
});
