/**
 * The studio's order desk (server/features/order-desk) on the real server and
 * database: the table (filters, search, paging, sorting, CSV), an order's
 * page, every action with its e-mail, audit line and live signal, role
 * refusals, and bad input that changes nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../schemas/api/envelope';
import { orderDeskDetailSchema, orderDeskExportPath, orderDeskListPath, orderDeskPageSchema, orderDeskPaths, type OrderDeskDetail, type OrderDeskFilter } from '../../schemas/api/order-desk';
import { invoiceSchema, orderDetailSchema, orderPaths } from '../../schemas/api/orders';
import { CONFIG_EVENTS_PATH } from '../../schemas/api/studio';
import type { StaffRole } from '../../schemas/api/staff';
import { startServer, type RunningServer } from '../../server/app';
import { postgresHub } from '../../server/features/live/pg-hub';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { walletBalance } from '../../server/features/wallet/ledger';
import { adminUrl, basic, createTestDatabase, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { openSse } from './live-sse-reader';
import { form, insertOrder, insertOrderCatalogue, newShopper, ofx, type Shopper } from './order-fixtures';
import { cookieOf, problemsBodySchema, signIn, studioAs, type Studio } from './studio-client';

let t: TestServer;
let shopper: Shopper;
let shopperEmail = '';
type Desk = Studio & { staffId: number; name: string };
const desks = new Map<StaffRole, Desk>();
const as = (role: StaffRole): Desk => {
  const desk = desks.get(role);
  if (!desk) throw new Error(`no ${role} signed in`);
  return desk;
};

const detailEnvelope = envelopeSchema(orderDeskDetailSchema);
const pageEnvelope = envelopeSchema(orderDeskPageSchema);
const refusal = z.object({ status: z.literal(false), message: z.string() });

beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  shopper = await newShopper(t.db);
  shopperEmail = (await t.db.selectFrom('users').select('email').where('id', '=', shopper.id).executeTakeFirstOrThrow()).email ?? '';
  for (const role of ['orders', 'support', 'merchandiser', 'viewer'] as const) {
    const login = `${role}@order-desk.test`;
    const password = `${role}-password-123`;
    const name = `${role[0]?.toUpperCase()}${role.slice(1)} Desk`;
    const staff = await createStaffAccount(t.db, { login, display_name: name, password, role });
    const res = await signIn(t.app, { user: login, password });
    expect(res.status).toBe(200);
    desks.set(role, { ...studioAs(t.app, cookieOf(res)), staffId: staff.id, name });
  }
});
afterAll(async () => {
  await t.close();
});

async function detail(id: number, role: StaffRole = 'orders'): Promise<OrderDeskDetail> {
  const res = await as(role).call('GET', orderDeskPaths.order(id));
  expect(res.status).toBe(200);
  return detailEnvelope.parse(await json(res)).data;
}

async function act(role: StaffRole, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await as(role).call('POST', path, body);
  return { status: res.status, body: await json(res) };
}

async function page(filter: OrderDeskFilter) {
  const res = await as('orders').call('GET', orderDeskListPath(filter));
  expect(res.status, JSON.stringify(filter)).toBe(200);
  return pageEnvelope.parse(await json(res)).data;
}

/** The delivery address's name, mobile, PIN and state, as a shopper gave them. */
async function shipTo(id: number, to: { name?: string; mobile?: string; pin?: string; state?: string }): Promise<void> {
  const patch = JSON.stringify({ ...(to.name ? { name: to.name } : {}), ...(to.mobile ? { mobile: to.mobile } : {}), ...(to.pin ? { pin: to.pin } : {}), ...(to.state ? { state_code: to.state } : {}) });
  await sql`update orders set address = address || ${patch}::jsonb, delivery_state_code = coalesce(${to.state ?? null}, delivery_state_code) where id = ${id}`.execute(t.db);
}

function mailsTo(email: string) {
  return t.outbox.messages().filter((m) => m.to === email);
}

async function orderRow(id: number) {
  return t.db.selectFrom('orders').select(['status', 'carrier', 'awb', 'payment_status', 'paid_paise', 'cod_collected_paise', 'refunded_paise', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function shopperView(id: number) {
  const res = await t.app.request(`/api/${orderPaths.one(id)}?user_id=${shopper.id}`, { headers: { ...storefrontAuth, Cookie: shopper.cookie } });
  expect(res.status).toBe(200);
  return envelopeSchema(orderDetailSchema).parse(await json(res)).data;
}

describe(`order desk: the table (${databaseKind})`, () => {
  const PIN = '799001';
  let ids: Record<string, number> = {};
  let numbers: Record<string, string> = {};

  beforeAll(async () => {
    const specs = {
      kolkata: { status: 'placed', method: 'online', name: 'Ananya Banerjee', mobile: '9830012345', state: 'WB', created: '2026-10-02T10:00:00+05:30', lines: 1 },
      pune: { status: 'shipped', method: 'cod', name: 'Rohit Deshpande', mobile: '9822012345', state: 'MH', created: '2026-10-05T23:30:00+05:30', lines: 2 },
      chennai: { status: 'delivered', method: 'online', name: 'Ananya Raman', mobile: '9840012345', state: 'TN', created: '2026-10-09T09:00:00+05:30', lines: 3 },
    } as const;
    ids = {};
    numbers = {};
    for (const [key, spec] of Object.entries(specs)) {
      const order = await insertOrder(t.db, {
        userId: shopper.id,
        status: spec.status,
        method: spec.method,
        lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: spec.lines }],
        createdAt: new Date(spec.created),
      });
      await shipTo(order.id, { name: spec.name, mobile: spec.mobile, pin: PIN, state: spec.state });
      ids[key] = order.id;
      numbers[key] = order.orderNumber;
    }
  });

  const numbersOf = (rows: { order_number: string }[]) => rows.map((r) => r.order_number);

  it('filters by status, payment, state, PIN, dates and amount, newest first, paged and counted', async () => {
    expect(numbersOf((await page({ pin: PIN })).rows)).toEqual([numbers.chennai, numbers.pune, numbers.kolkata]);
    expect(numbersOf((await page({ pin: PIN, status: 'shipped' })).rows)).toEqual([numbers.pune]);
    expect(numbersOf((await page({ pin: PIN, payment_method: 'cod' })).rows)).toEqual([numbers.pune]);
    expect(numbersOf((await page({ pin: PIN, payment_status: 'paid' })).rows)).toEqual([numbers.chennai, numbers.kolkata]);
    expect(numbersOf((await page({ pin: PIN, state: 'TN' })).rows)).toEqual([numbers.chennai]);
    // India's days: 23:30 IST on the 5th is still the 5th, though it is the 5th in UTC too; the 9th is outside.
    expect(numbersOf((await page({ pin: PIN, from: '2026-10-03', to: '2026-10-05' })).rows)).toEqual([numbers.pune]);
    expect(numbersOf((await page({ pin: PIN, min_total: '1,000', max_total: '1500.00' })).rows)).toEqual([numbers.pune]);
    expect(numbersOf((await page({ pin: PIN, sort: 'total', dir: 'asc' })).rows)).toEqual([numbers.kolkata, numbers.pune, numbers.chennai]);
    const second = await page({ pin: PIN, page_size: '2', page: '2' });
    expect(second).toMatchObject({ total: 3, total_capped: false, page: 2, page_size: 2 });
    expect(numbersOf(second.rows)).toEqual([numbers.kolkata]);
    const [row] = (await page({ pin: PIN, status: 'delivered' })).rows;
    expect(row).toMatchObject({ name: 'Ananya Raman', state: 'Tamil Nadu', pin: PIN, item_count: 3, total_paise: 3 * ofx.mouse.price, payment_method: 'online' });
  });

  it('searches by what the input looks like: order number, id, phone, e-mail, words of the name', async () => {
    const search = async (q: string) => numbersOf((await page({ q, pin: PIN })).rows);
    expect(await search(numbers.pune ?? '')).toEqual([numbers.pune]);
    expect(await search((numbers.pune ?? '').toLowerCase())).toEqual([numbers.pune]);
    expect(await search(String(ids.chennai).padStart(6, '0'))).toEqual([numbers.chennai]);
    expect(await search('+91 98220 12345')).toEqual([numbers.pune]);
    expect(await search('09830012345')).toEqual([numbers.kolkata]);
    expect(await search(shopperEmail.toUpperCase())).toEqual([numbers.chennai, numbers.pune, numbers.kolkata]);
    expect(await search('ananya')).toEqual([numbers.chennai, numbers.kolkata]);
    expect(await search('Anan Ram')).toEqual([numbers.chennai]);
    expect(await search('nobody here')).toEqual([]);
  });

  it('refuses a malformed query with a sentence', async () => {
    for (const [query, message] of [
      ['status=lost', 'status must be one of'],
      ['page=0', 'page must be at least 1'],
      ['from=2026-13-01', 'from must be a day'],
      ['min_total=abc', 'min_total must be rupees'],
      ['from=2026-10-05&to=2026-10-01', 'from must be on or before to'],
      ['colour=red', 'Unknown parameter: colour'],
    ] as const) {
      const res = await as('orders').call('GET', `${orderDeskPaths.list}?${query}`);
      expect(res.status, query).toBe(400);
      expect(refusal.parse(await json(res)).message, query).toContain(message);
    }
  });

  it('exports what the filter shows as CSV, every match in the table\'s order', async () => {
    const res = await as('viewer').call('GET', orderDeskExportPath({ pin: PIN, sort: 'total', dir: 'desc', page: '2', page_size: '1' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Order number,Placed (India),Status,Payment,Payment status,Name,Mobile,City,State,PIN,Items,Total (Rs),Refunded (Rs)');
    expect(lines.slice(1)).toEqual([
      `${numbers.chennai},2026-10-09 09:00,Delivered,Online,Paid,Ananya Raman,9840012345,Pune,Tamil Nadu,${PIN},3,1797.00,0.00`,
      `${numbers.pune},2026-10-05 23:30,Shipped,Cash on delivery,Cash due,Rohit Deshpande,9822012345,Pune,Maharashtra,${PIN},2,1198.00,0.00`,
      `${numbers.kolkata},2026-10-02 10:00,Placed,Online,Paid,Ananya Banerjee,9830012345,Pune,West Bengal,${PIN},1,599.00,0.00`,
    ]);
  });
});

describe(`order desk: an order's page and its steps (${databaseKind})`, () => {
  it('shows the lines, shopper, address, payments, timeline and what may be done', async () => {
    const order = await insertOrder(t.db, { userId: shopper.id, lines: [{ product: ofx.laptop, categoryId: ofx.laptops.id, qty: 1 }, { product: ofx.mouse, categoryId: ofx.accessories.id, qty: 2, discount: 100_00 }] });
    const view = await detail(order.id);
    expect(view).toMatchObject({
      order_number: order.orderNumber,
      status: 'placed',
      shopper: { user_id: shopper.id, email: shopperEmail },
      address: { name: 'Asha Kulkarni', pin: '411045', state: 'Maharashtra' },
      money: { paid_paise: order.total, refunded_paise: 0, refundable_paise: order.total, refundable_original_paise: order.total, cod_due_paise: 0 },
      payments: [{ attempt: 1, status: 'paid', amount_paise: order.total, gateway_payment_id: `pay_fx${order.orderNumber}` }],
      // Not past shipping: the courier and AWB number come with it.
      allowed: { moves: ['confirmed', 'packed', 'shipped'], cancel: true, collect_cod: false, refund: true },
      invoice_available: true,
    });
    expect(view.lines.map((l) => [l.title, l.qty, l.total_paise, l.refund_paise_by_qty])).toEqual([
      ['Orderfix Laptop 14', 1, ofx.laptop.price, [ofx.laptop.price]],
      ['Orderfix Mouse', 2, 2 * ofx.mouse.price - 100_00, [ofx.mouse.price - 50_00, 2 * ofx.mouse.price - 100_00]],
    ]);
    expect(view.timeline.map((s) => [s.status, s.done])).toEqual([
      ['placed', true],
      ['confirmed', false],
      ['packed', false],
      ['shipped', false],
      ['out_for_delivery', false],
      ['delivered', false],
    ]);
    expect((await as('orders').call('GET', orderDeskPaths.order(99_999_999))).status).toBe(404);
  });

  it('moves an order along, e-mails each step, audits it, and shows the courier on the shopper\'s tracking', async () => {
    const order = await insertOrder(t.db, { userId: shopper.id });
    const before = mailsTo(shopperEmail).length;
    expect(await act('orders', orderDeskPaths.move(order.id), { to: 'confirmed' })).toMatchObject({ status: 200, body: { message: `Order ${order.orderNumber} is confirmed` } });
    expect(await act('orders', orderDeskPaths.move(order.id), { to: 'packed', note: 'Packed in box 3' })).toMatchObject({ status: 200 });

    // Shipping without its courier details: a sentence per field, and nothing changes.
    expect(await act('orders', orderDeskPaths.move(order.id), { to: 'delivered' })).toMatchObject({
      status: 409,
      body: { message: "Ship the order first: the shopper's tracking needs the courier and AWB number" },
    });
    const packed = await orderRow(order.id);
    for (const [body, field, message] of [
      [{ to: 'shipped' }, 'carrier', 'expected string'],
      [{ to: 'shipped', carrier: 'Blue Dart', awb: '' }, 'awb', 'Enter the AWB number from the courier'],
      [{ to: 'shipped', carrier: '', awb: 'BD12345678' }, 'carrier', 'Enter the courier the parcel goes with'],
      [{ to: 'shipped', carrier: 'Blue Dart', awb: 'BD-1' }, 'awb', 'An AWB number has 6 to 20 letters and digits'],
      [{ to: 'packed', carrier: 'Blue Dart' }, '', 'Unrecognized key'],
    ] as const) {
      const res = await act('orders', orderDeskPaths.move(order.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const problems = problemsBodySchema.parse(res.body).problems;
      expect(problems.some((p) => p.field === field && p.message.includes(message)), JSON.stringify(problems)).toBe(true);
    }
    expect(await orderRow(order.id)).toEqual(packed);

    const shipped = await act('orders', orderDeskPaths.move(order.id), { to: 'shipped', carrier: 'Blue Dart', awb: 'bd12345678' });
    expect(shipped).toMatchObject({ status: 200, body: { message: `Order ${order.orderNumber} is shipped with Blue Dart, AWB BD12345678`, data: { status: 'shipped', shipping: { carrier: 'Blue Dart', awb: 'BD12345678' } } } });
    expect((await shopperView(order.id)).shipping).toMatchObject({ carrier: 'Blue Dart', awb: 'BD12345678' });
    const tracked = await t.app.request(`/api/${orderPaths.track}?user_id=${shopper.id}&order_number=${order.orderNumber}`, { headers: { ...storefrontAuth, Cookie: shopper.cookie } });
    expect(envelopeSchema(orderDetailSchema).parse(await json(tracked)).data.shipping).toMatchObject({ carrier: 'Blue Dart', awb: 'BD12345678' });

    expect((await act('orders', orderDeskPaths.move(order.id), { to: 'out_for_delivery' })).status).toBe(200);
    expect((await act('orders', orderDeskPaths.move(order.id), { to: 'delivered' })).status).toBe(200);
    // The order's state no longer allows these: a 409 and a sentence.
    expect(await act('orders', orderDeskPaths.move(order.id), { to: 'packed' })).toMatchObject({ status: 409, body: { message: 'An order only moves forward' } });
    expect(await act('orders', orderDeskPaths.cancel(order.id), { destination: 'wallet', reason: 'Too late' })).toMatchObject({
      status: 409,
      body: { message: 'This order has shipped and can no longer be cancelled' },
    });

    const mails = mailsTo(shopperEmail).slice(0, mailsTo(shopperEmail).length - before).reverse();
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${order.orderNumber}: Confirmed`,
      `Order ${order.orderNumber}: Packed`,
      `Order ${order.orderNumber}: Shipped`,
      `Order ${order.orderNumber}: Out for delivery`,
      `Order ${order.orderNumber}: Delivered`,
    ]);
    expect(mails[2]?.text).toContain('Courier: Blue Dart, AWB number BD12345678.');
    expect(mails[2]?.text).toContain(`/order/${order.id}`);

    const view = await detail(order.id);
    expect(view.history.map((h) => [h.actor, h.summary]).reverse()).toEqual([
      ['orders@order-desk.test', `Order ${order.orderNumber}: placed → confirmed`],
      ['orders@order-desk.test', `Order ${order.orderNumber}: confirmed → packed`],
      ['orders@order-desk.test', `Order ${order.orderNumber}: packed → shipped with Blue Dart, AWB BD12345678`],
      ['orders@order-desk.test', `Order ${order.orderNumber}: shipped → out for delivery`],
      ['orders@order-desk.test', `Order ${order.orderNumber}: out for delivery → delivered`],
    ]);
    expect(view.events.find((e) => e.status === 'packed')?.note).toBe('Packed in box 3');
    expect(view.allowed).toEqual({ moves: [], cancel: false, collect_cod: false, refund: true });
  });

  it('marks cash on delivery collected once, when the parcel is at the door', async () => {
    const order = await insertOrder(t.db, { userId: shopper.id, method: 'cod', status: 'shipped' });
    expect(await act('orders', orderDeskPaths.codCollected(order.id), {})).toMatchObject({
      status: 409,
      body: { message: 'Cash is collected on delivery: mark the order out for delivery or delivered first' },
    });
    await act('orders', orderDeskPaths.move(order.id), { to: 'out_for_delivery' });
    const collected = await act('orders', orderDeskPaths.codCollected(order.id), { note: 'Cash from the courier' });
    expect(collected).toMatchObject({
      status: 200,
      body: { message: `Collected ₹54,999.00 cash on delivery for order ${order.orderNumber}`, data: { payment_status: 'paid', money: { paid_paise: order.total, cod_collected_paise: order.total, cod_due_paise: 0 } } },
    });
    expect(mailsTo(shopperEmail)[0]).toMatchObject({ subject: `Payment received for order ${order.orderNumber}` });
    expect(await act('orders', orderDeskPaths.codCollected(order.id), {})).toMatchObject({ status: 409, body: { message: 'The cash for this order has already been collected' } });
    const online = await insertOrder(t.db, { userId: shopper.id, status: 'delivered' });
    expect(await act('orders', orderDeskPaths.codCollected(online.id), {})).toMatchObject({ status: 409, body: { message: 'This order was paid online: there is no cash to collect' } });
    // Cash can only go back to the wallet.
    const refund = await act('orders', orderDeskPaths.refunds(order.id), { destination: 'original', reason: 'Damaged box', amount: '100' });
    expect(refund).toMatchObject({ status: 409, body: { message: 'Nothing more can go back to the original payment: cash collected and wallet shares can only go to the wallet', problems: [{ field: 'destination' }] } });
  });
});

describe(`order desk: cancellations and refunds (${databaseKind})`, () => {
  it('cancels with a refund to the wallet or the original payment, once, telling the shopper', async () => {
    const toWallet = await insertOrder(t.db, { userId: shopper.id, status: 'confirmed' });
    const balance = await walletBalance(t.db, shopper.id);
    const stock = (await t.db.selectFrom('products').select('stock').where('id', '=', ofx.laptop.id).executeTakeFirstOrThrow()).stock;
    const cancelled = await act('orders', orderDeskPaths.cancel(toWallet.id), { destination: 'wallet', reason: 'Out of stock at the warehouse' });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: `Order ${toWallet.orderNumber} is cancelled; ₹54,999.00 refunded (₹54,999.00 to the wallet)`, data: { status: 'cancelled', payment_status: 'refunded' } },
    });
    expect(await walletBalance(t.db, shopper.id)).toBe(balance + toWallet.total);
    expect((await t.db.selectFrom('products').select('stock').where('id', '=', ofx.laptop.id).executeTakeFirstOrThrow()).stock).toBe(stock + 1);
    const view = detailEnvelope.parse(cancelled.body).data;
    expect(view.refunds).toEqual([expect.objectContaining({ kind: 'cancel', amount_paise: toWallet.total, destination: 'wallet', status: 'processed', staff_name: 'Orders Desk', reason: 'Out of stock at the warehouse' })]);
    const mail = mailsTo(shopperEmail)[0];
    expect(mail?.subject).toBe(`Order ${toWallet.orderNumber}: Cancelled`);
    expect(mail?.text).toMatch(/We have refunded ₹54,999\.00 to your .+ wallet, ready to spend at once\./);
    expect(await act('orders', orderDeskPaths.cancel(toWallet.id), { destination: 'wallet', reason: 'Again' })).toMatchObject({ status: 409, body: { message: 'This order is already cancelled' } });

    const toCard = await insertOrder(t.db, { userId: shopper.id, status: 'packed' });
    const card = await act('orders', orderDeskPaths.cancel(toCard.id), { destination: 'original', reason: 'Shopper asked by phone' });
    expect(card.status).toBe(200);
    expect(detailEnvelope.parse(card.body).data.refunds).toEqual([expect.objectContaining({ kind: 'cancel', destination: 'original', status: 'processed', gateway_refund_id: expect.stringMatching(/^rfnd_/) })]);
  });

  it('refunds chosen lines at what they were paid, or an amount, and refuses more than is refundable beside the field', async () => {
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'delivered', lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 3, discount: 150_00 }] });
    const itemId = order.itemIds[0] ?? 0;
    const lines = await act('orders', orderDeskPaths.refunds(order.id), { destination: 'original', reason: 'One arrived scratched', lines: [{ order_item_id: itemId, qty: 1 }] });
    expect(lines).toMatchObject({ status: 200, body: { message: 'Refunded ₹549.00 to the original payment' } });
    const view = detailEnvelope.parse(lines.body).data;
    expect(view.refunds).toEqual([expect.objectContaining({ kind: 'partial', amount_paise: 549_00, lines: [{ order_item_id: itemId, qty: 1 }], staff_name: 'Orders Desk' })]);
    expect(view.lines[0]?.refunded_qty).toBe(1);
    expect(mailsTo(shopperEmail)[0]).toMatchObject({ subject: `Refund of ₹549.00 for order ${order.orderNumber}` });

    const before = await orderRow(order.id);
    for (const [body, status, field, message] of [
      [{ destination: 'wallet', reason: 'Too much', amount: '2,000' }, 409, 'amount', 'At most ₹1,098.00 is left to refund on this order'],
      [{ destination: 'wallet', reason: 'Too many', lines: [{ order_item_id: itemId, qty: 3 }] }, 400, 'lines', 'At most 2 of Orderfix Mouse can still be refunded'],
      [{ destination: 'wallet', reason: 'Both', amount: '10', lines: [{ order_item_id: itemId, qty: 1 }] }, 400, 'amount', 'Choose items to refund or type an amount'],
      [{ destination: 'wallet', reason: 'Neither' }, 400, 'amount', 'Choose items to refund or type an amount'],
      [{ destination: 'wallet', reason: 'Paise', amount: '1.999' }, 400, 'amount', 'The amount has more than two digits of paise'],
      [{ destination: 'wallet', reason: '', amount: '10' }, 400, 'reason', 'Say why you are refunding'],
      [{ destination: 'bank', reason: 'Where', amount: '10' }, 400, 'destination', ''],
      [{ destination: 'wallet', reason: 'Stranger', lines: [{ order_item_id: 99_999_999, qty: 1 }] }, 400, 'lines.0.order_item_id', 'Item 99999999 is not part of this order'],
    ] as const) {
      const res = await act('orders', orderDeskPaths.refunds(order.id), body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const problems = problemsBodySchema.parse(res.body).problems;
      expect(problems.some((p) => p.field === field && p.message.includes(message)), `${JSON.stringify(body)} → ${JSON.stringify(problems)}`).toBe(true);
    }
    expect(await orderRow(order.id)).toEqual(before);
    expect(await act('orders', orderDeskPaths.refunds(order.id), { destination: 'wallet', reason: 'Goodwill', amount: '1,098' })).toMatchObject({
      status: 200,
      body: { message: 'Refunded ₹1,098.00 to the wallet', data: { payment_status: 'refunded', allowed: { refund: false } } },
    });
  });

  it('e-mails the tax invoice again, and serves it for printing', async () => {
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'shipped' });
    const sent = await act('orders', orderDeskPaths.invoiceEmail(order.id), {});
    expect(sent.status).toBe(200);
    const mail = mailsTo(shopperEmail)[0];
    expect(mail?.subject).toMatch(new RegExp(`^Your tax invoice CB/\\d{4}/\\d{6} for order ${order.orderNumber}$`));
    expect(mail?.text).toContain('1 × Orderfix Laptop 14: ₹54,999.00');
    expect(mail?.text).toContain(`/order/invoice/${order.id}`);
    const invoice = await as('viewer').call('GET', orderDeskPaths.invoice(order.id));
    expect(envelopeSchema(invoiceSchema).parse(await json(invoice)).data).toMatchObject({ order_number: order.orderNumber, totals: { total_paise: order.total } });

    const unpaid = await insertOrder(t.db, { userId: shopper.id, status: 'awaiting_payment' });
    expect(await act('orders', orderDeskPaths.invoiceEmail(unpaid.id), {})).toMatchObject({ status: 409, body: { message: 'The invoice is issued once the order is placed' } });
    const phoneOnly = await t.db.insertInto('users').values({ firebase_uid: 'order-desk-phone', email: null, mobile: '+919811122233', referral_code: 'RPHONEDESK', referred_by: null }).returning('id').executeTakeFirstOrThrow();
    const noMail = await insertOrder(t.db, { userId: phoneOnly.id, status: 'placed' });
    expect(await act('orders', orderDeskPaths.invoiceEmail(noMail.id), {})).toMatchObject({ status: 409, body: { message: 'This shopper has no e-mail address on their account: print the invoice instead' } });
    // Steps still go ahead for a shopper without an e-mail address; there is simply no mail.
    expect((await act('orders', orderDeskPaths.move(noMail.id), { to: 'confirmed' })).status).toBe(200);
  });
});

describe(`order desk: roles (${databaseKind})`, () => {
  it('lets each role do only what its permissions hold, changing nothing when refused', async () => {
    const order = await insertOrder(t.db, { userId: shopper.id });
    const before = await orderRow(order.id);
    const refusedCalls: [StaffRole, string, string, unknown][] = [
      ['support', 'POST', orderDeskPaths.move(order.id), { to: 'confirmed' }],
      ['support', 'POST', orderDeskPaths.refunds(order.id), { destination: 'wallet', reason: 'x', amount: '1' }],
      ['support', 'POST', orderDeskPaths.cancel(order.id), { destination: 'wallet', reason: 'x' }],
      ['viewer', 'POST', orderDeskPaths.codCollected(order.id), {}],
      ['viewer', 'POST', orderDeskPaths.invoiceEmail(order.id), {}],
      ['merchandiser', 'GET', orderDeskPaths.list, undefined],
      ['merchandiser', 'GET', orderDeskPaths.order(order.id), undefined],
    ];
    for (const [role, method, path, body] of refusedCalls) {
      const res = await as(role).call(method, path, body);
      expect(res.status, `${role} ${method} ${path}`).toBe(403);
      expect(refusal.parse(await json(res)).message).toMatch(/^Your role \(\w+\) does not allow this: it needs the (orders|returns)\.(read|write) permission$/);
    }
    expect(await orderRow(order.id)).toEqual(before);
    expect(await t.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect((await as('support').call('GET', orderDeskPaths.order(order.id))).status).toBe(200);
    expect((await as('viewer').call('GET', orderDeskPaths.list)).status).toBe(200);
    // A cookie-less call to the studio's orders is refused before anything else.
    expect((await t.app.request(`/api/${orderDeskPaths.list}`)).status).toBe(401);
    // Writes must be JSON (the CSRF guard).
    const form = await t.app.request(`/api/${orderDeskPaths.move(order.id)}`, { method: 'POST', headers: { Cookie: as('orders').cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'to=confirmed' });
    expect(form.status).toBe(415);
  });
});

describe(`order desk: the shopper's open pages hear of changes (${databaseKind})`, () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer({ app: t.app, port: 0, hostname: '127.0.0.1' });
  });
  afterAll(() => running.close());

  it('sends an event carrying only the order\'s key, which the shopper\'s own order detail holds', async () => {
    const order = await insertOrder(t.db, { userId: shopper.id });
    const key = (await shopperView(order.id)).live_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const reader = await openSse(`http://127.0.0.1:${running.port}/api/${CONFIG_EVENTS_PATH}`);
    try {
      await reader.next((f) => f.event === 'ready');
      expect((await act('orders', orderDeskPaths.move(order.id), { to: 'confirmed' })).status).toBe(200);
      const frame = await reader.next((f) => f.event === 'order');
      expect(JSON.parse(frame.data)).toEqual({ key });
      // Nothing in it names the order.
      expect(frame.data).not.toContain(String(order.id));
      expect(frame.data).not.toContain(order.orderNumber);
      // Another order's change carries another key.
      const other = await insertOrder(t.db, { userId: shopper.id });
      expect((await act('orders', orderDeskPaths.move(other.id), { to: 'confirmed' })).status).toBe(200);
      const next = await reader.next((f) => f.event === 'order' && f !== frame);
      expect(JSON.parse(next.data)).toEqual({ key: (await shopperView(other.id)).live_key });
      expect(JSON.parse(next.data).key).not.toBe(key);
    } finally {
      reader.close();
    }
  });

  it('keeps the admin status call for scripts, which e-mails and signals the same way', async () => {
    const order = await insertOrder(t.db, { userId: shopper.id });
    await createStaffAccount(t.db, { login: 'warehouse@order-desk.test', display_name: 'Warehouse script', password: 'warehouse-password-123', role: 'orders' });
    const script = { Authorization: basic('warehouse@order-desk.test', 'warehouse-password-123') };
    const res = await t.app.request(`/api/${orderPaths.adminStatus(order.id)}`, { method: 'POST', headers: script, body: form({ status: 'packed', note: 'From the warehouse script' }) });
    expect(res.status).toBe(200);
    expect(envelopeSchema(orderDetailSchema).parse(await json(res)).data.status).toBe('packed');
    expect(mailsTo(shopperEmail)[0]?.subject).toBe(`Order ${order.orderNumber}: Packed`);
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'summary']).where('key', '=', `order:${order.id}`).execute();
    expect(audit).toEqual([{ actor: 'warehouse@order-desk.test (API)', summary: `Order ${order.orderNumber}: placed → packed` }]);
  });
});

describe.skipIf(!adminUrl)('order signals between instances (postgres)', () => {
  it('reach every instance once: at once on the sender, through NOTIFY on the others', async () => {
    const database = await createTestDatabase();
    const url = database.url ?? '';
    const [a, b] = [await postgresHub(database.db, url), await postgresHub(database.db, url)];
    try {
      const heard = { a: [] as number[], b: [] as number[] };
      a.subscribeOrders((id) => heard.a.push(id));
      b.subscribeOrders((id) => heard.b.push(id));
      a.orderChanged(42);
      expect(heard.a).toEqual([42]);
      for (let i = 0; i < 100 && heard.b.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(heard.b).toEqual([42]);
      // The sender's own NOTIFY comes back to it too: it is not told twice.
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual({ a: [42], b: [42] });
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
