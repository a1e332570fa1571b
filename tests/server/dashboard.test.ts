import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dashboardPath, dashboardPaths, dashboardSchema, type Dashboard, type DashboardPeriod } from '../../schemas/api/dashboard';
import { envelopeSchema } from '../../schemas/api/envelope';
import type { OrderStatus } from '../../schemas/api/orders';
import type { StaffRole } from '../../schemas/api/staff';
import { dashboardRoutes } from '../../server/features/dashboard/routes';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { staffGuard } from '../../server/features/staff/guard';
import { ADMIN_CREDENTIAL, createTestServer, databaseKind, json, STOREFRONT_CREDENTIAL, type TestServer } from './harness';
import { insertOrder, insertOrderCatalogue, newShopper, ofx } from './order-fixtures';
import { cookieOf, signIn } from './studio-client';

/*
 * The dashboard's figures against sums worked out by hand from a handful of
 * orders placed at known moments around midnight in India, where a day or
 * week counted in UTC would put them on the other side. The clock is fixed
 * at Wednesday 25 November 2026, 10:00 IST; the week began on Monday the 23rd.
 */

const ist = (local: string) => new Date(`${local}:00+05:30`);
const NOW = ist('2026-11-25T10:00');

let t: TestServer;
/** The dashboard's routes behind the shop's staff guard, with the clock fixed. */
let fixed: Hono;
const cookies = new Map<StaffRole, string>();
const orderIds = new Map<string, number>();

const dashboardEnvelope = envelopeSchema(dashboardSchema);
const refusalSchema = z.object({ status: z.literal(false), message: z.string() });

async function orderAt(name: string, at: string, status: OrderStatus, money: { total: number; gst?: number; refunded?: number; promised?: string }): Promise<void> {
  const shopper = await newShopper(t.db);
  const placed = await insertOrder(t.db, { userId: shopper.id, status, createdAt: ist(at), lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 1 }] });
  // The order's amounts as the figures need them, paid online in full unless it awaits payment.
  const total = money.total;
  await t.db
    .updateTable('orders')
    .set({
      mrp_total_paise: total,
      items_total_paise: total,
      total_paise: total,
      online_paise: total,
      paid_paise: status === 'awaiting_payment' ? 0 : total,
      gst_paise: money.gst ?? 0,
      refunded_paise: money.refunded ?? 0,
    })
    .where('id', '=', placed.id)
    .execute();
  if (money.promised) await sql`update orders set promised_delivery_date = ${money.promised} where id = ${placed.id}`.execute(t.db);
  orderIds.set(name, placed.id);
}

async function visit(visitor: string, at: string): Promise<void> {
  await t.db
    .insertInto('cart_visits')
    .values({ day: at.slice(0, 10), visitor, first_at: ist(at) })
    .execute();
}

async function read(period: DashboardPeriod, role: StaffRole = 'owner'): Promise<Dashboard> {
  const res = await fixed.request(`/api/${dashboardPath(period)}`, { headers: { Cookie: cookies.get(role) ?? '' } });
  expect(res.status, await res.clone().text()).toBe(200);
  return dashboardEnvelope.parse(await json(res)).data;
}

beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  fixed = new Hono()
    .use('/api/admin/*', staffGuard(t.db, { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL }))
    .route('/api', dashboardRoutes({ db: t.db, now: () => NOW }));

  const owner = await signIn(t.app, ADMIN_CREDENTIAL);
  cookies.set('owner', cookieOf(owner));
  for (const role of ['merchandiser', 'catalogue', 'orders', 'support', 'viewer'] as const) {
    const login = `${role}@dashboard.test`;
    const password = `${role}-password-123`;
    await createStaffAccount(t.db, { login, display_name: `${role} tester`, password, role });
    cookies.set(role, cookieOf(await signIn(t.app, { user: login, password })));
  }

  // Emptying the carts at reset is cart activity too; the figures start from none.
  await t.db.deleteFrom('cart_visits').execute();

  // Today, Wednesday (00:10 IST is still Tuesday in UTC).
  await orderAt('A', '2026-11-25T00:10', 'placed', { total: 1_180_00, gst: 180_00 });
  await orderAt('B', '2026-11-25T09:30', 'delivered', { total: 590_00, gst: 90_00, refunded: 295_00 });
  await orderAt('C', '2026-11-25T08:00', 'cancelled', { total: 1_000_00 });
  await orderAt('D', '2026-11-25T07:00', 'awaiting_payment', { total: 500_00 });
  // Tuesday: before and after this time of day.
  await orderAt('E', '2026-11-24T09:00', 'shipped', { total: 2_360_00, gst: 360_00 });
  await orderAt('F', '2026-11-24T11:00', 'packed', { total: 118_00, gst: 18_00 });
  // Monday 00:05 IST opens this week (Sunday in UTC); Sunday 23:55 IST closes the last one.
  await orderAt('G', '2026-11-23T00:05', 'confirmed', { total: 100_00 });
  await orderAt('H', '2026-11-22T23:55', 'delivered', { total: 200_00 });
  // Last week: Tuesday, and Wednesday after this time of day.
  await orderAt('I', '2026-11-17T12:00', 'delivered', { total: 300_00, gst: 30_00 });
  await orderAt('J', '2026-11-18T11:00', 'delivered', { total: 400_00 });

  // A month ago, outside every figure and the chart: late, delivered and due orders, and returns.
  await orderAt('K', '2026-10-26T12:00', 'placed', { total: 700_00, promised: '2026-11-23' });
  await orderAt('L', '2026-10-26T12:00', 'shipped', { total: 800_00, promised: '2026-11-20' });
  await orderAt('M', '2026-10-26T12:00', 'delivered', { total: 900_00, promised: '2026-11-20' });
  await orderAt('N', '2026-10-26T12:00', 'packed', { total: 600_00, promised: '2026-11-25' });
  await orderAt('O', '2026-10-26T12:00', 'cancelled', { total: 500_00, promised: '2026-11-01' });

  const shopper = await newShopper(t.db);
  const old = await insertOrder(t.db, { userId: shopper.id, status: 'delivered', createdAt: ist('2026-10-20T12:00'), lines: Array.from({ length: 6 }, () => ({ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 1 })) });
  const statuses = ['requested', 'requested', 'approved', 'received', 'refunded', 'rejected'] as const;
  for (const [i, status] of statuses.entries()) {
    await t.db
      .insertInto('returns')
      .values({ order_id: old.id, order_item_id: old.itemIds[i] ?? 0, user_id: shopper.id, kind: 'return', qty: 1, reason: 'Wrong item delivered', pickup_address: '{}', refund_destination: 'wallet', status })
      .execute();
  }

  // Every product well stocked but four: out, 3 and 5 units are low; 6 is not.
  await t.db.updateTable('products').set({ stock: 50 }).execute();
  for (const [id, stock] of [
    [1, 0],
    [2, 3],
    [3, 5],
    [4, 6],
  ] as const)
    await t.db.updateTable('products').set({ stock }).where('id', '=', id).execute();

  // Visitors with a cart: v1 came back on two days of the week and counts once in it.
  await visit('s:v1', '2026-11-25T08:00');
  await visit('s:v1', '2026-11-23T12:00');
  await visit('s:v2', '2026-11-25T09:00');
  await visit('u:77', '2026-11-25T05:00');
  await visit('s:v3', '2026-11-24T09:30');
  await visit('s:v4', '2026-11-24T10:30');
  await visit('s:v7', '2026-11-23T13:00');
  await visit('s:v5', '2026-11-17T09:00');
  // After the clock's moment: not yet happened as far as the figures go.
  await visit('s:late', '2026-11-25T10:30');
});

afterAll(async () => {
  await t.close();
});

describe(`the studio dashboard (${databaseKind})`, () => {
  it("counts today's standing orders in India's day against yesterday up to the same time, with revenue with and without GST less refunds", async () => {
    const d = await read('today');
    expect(d.period).toBe('today');
    expect(d.current.from).toBe(ist('2026-11-25T00:00').toISOString());
    expect(d.current.to).toBe(NOW.toISOString());
    expect(d.previous.from).toBe(ist('2026-11-24T00:00').toISOString());
    expect(d.previous.to).toBe(ist('2026-11-24T10:00').toISOString());
    // A and B; C (cancelled) and D (awaiting payment) do not count.
    expect(d.current.figures).toEqual({
      orders: 2,
      gross_paise: 1_770_00,
      refunds_paise: 295_00,
      revenue_paise: 1_475_00,
      // (1,770 − 270 GST) − (295 refunded − its 45 of GST, in B's proportion 90/590).
      revenue_ex_gst_paise: 1_250_00,
      average_order_paise: 885_00,
      cart_visitors: 3,
      conversion: 2 / 3,
    });
    // E only: F came after 10:00 on Tuesday.
    expect(d.previous.figures).toEqual({
      orders: 1,
      gross_paise: 2_360_00,
      refunds_paise: 0,
      revenue_paise: 2_360_00,
      revenue_ex_gst_paise: 2_000_00,
      average_order_paise: 2_360_00,
      cart_visitors: 1,
      conversion: 1,
    });
  });

  it('starts the week on Monday in India and compares it with last week up to the same weekday and time', async () => {
    const d = await read('week');
    expect(d.current.from).toBe(ist('2026-11-23T00:00').toISOString());
    expect(d.previous.from).toBe(ist('2026-11-16T00:00').toISOString());
    expect(d.previous.to).toBe(ist('2026-11-18T10:00').toISOString());
    // A, B, E, F and G (Monday 00:05 IST); H (Sunday 23:55 IST) is last week's, after its cut-off.
    expect(d.current.figures).toEqual({
      orders: 5,
      gross_paise: 4_348_00,
      refunds_paise: 295_00,
      revenue_paise: 4_053_00,
      revenue_ex_gst_paise: 3_450_00,
      average_order_paise: 869_60,
      // v1 (twice), v2, u:77, v3, v4, v7.
      cart_visitors: 6,
      conversion: 5 / 6,
    });
    // I; J came on Wednesday after 10:00.
    expect(d.previous.figures).toMatchObject({ orders: 1, gross_paise: 300_00, revenue_paise: 300_00, revenue_ex_gst_paise: 270_00, cart_visitors: 1, conversion: 1 });
  });

  it('draws the last 14 days in India, today last, revenue net of refunds, empty days as 0', async () => {
    const { daily } = await read('today');
    expect(daily).toHaveLength(14);
    expect(daily[0]?.day).toBe('2026-11-12');
    expect(daily.at(-1)?.day).toBe('2026-11-25');
    const on = (day: string) => daily.find((d) => d.day === day);
    expect(on('2026-11-25')).toEqual({ day: '2026-11-25', orders: 2, revenue_paise: 1_475_00 });
    expect(on('2026-11-24')).toEqual({ day: '2026-11-24', orders: 2, revenue_paise: 2_478_00 });
    expect(on('2026-11-23')).toEqual({ day: '2026-11-23', orders: 1, revenue_paise: 100_00 });
    expect(on('2026-11-22')).toEqual({ day: '2026-11-22', orders: 1, revenue_paise: 200_00 });
    expect(on('2026-11-18')).toEqual({ day: '2026-11-18', orders: 1, revenue_paise: 400_00 });
    expect(on('2026-11-17')).toEqual({ day: '2026-11-17', orders: 1, revenue_paise: 300_00 });
    expect(daily.reduce((n, d) => n + d.orders, 0)).toBe(8);
  });

  it('lists undelivered orders past their promised day, the longest overdue first; delivered, cancelled and due-today ones are not late', async () => {
    const { late_orders } = await read('today');
    expect(late_orders.count).toBe(2);
    expect(late_orders.unshipped).toBe(1);
    expect(late_orders.oldest).toEqual([
      { id: orderIds.get('L'), order_number: expect.any(String), status: 'shipped', promised_delivery_date: '2026-11-20', days_late: 5, total_paise: 800_00 },
      { id: orderIds.get('K'), order_number: expect.any(String), status: 'placed', promised_delivery_date: '2026-11-23', days_late: 2, total_paise: 700_00 },
    ]);
  });

  it('counts returns waiting on staff by state, and products at or under 5 units with the fewest first', async () => {
    const d = await read('week');
    expect(d.returns_waiting).toEqual({
      total: 4,
      by_status: [
        { status: 'requested', count: 2 },
        { status: 'approved', count: 1 },
        { status: 'picked_up', count: 0 },
        { status: 'received', count: 1 },
      ],
    });
    expect(d.low_stock.threshold).toBe(5);
    expect(d.low_stock.count).toBe(3);
    expect(d.low_stock.out_of_stock).toBe(1);
    expect(d.low_stock.products.map((p) => [p.id, p.stock])).toEqual([
      [1, 0],
      [2, 3],
      [3, 5],
    ]);
  });

  it('opens to roles holding reports.read and refuses the catalogue manager and support with 403', async () => {
    for (const role of ['merchandiser', 'orders', 'viewer'] as const) expect((await read('today', role)).current.figures.orders).toBe(2);
    for (const role of ['catalogue', 'support'] as const) {
      const res = await fixed.request(`/api/${dashboardPath('today')}`, { headers: { Cookie: cookies.get(role) ?? '' } });
      expect(res.status, role).toBe(403);
      expect(refusalSchema.parse(await json(res)).message).toMatch(/role \(.+\) does not allow this/);
    }
    const anonymous = await fixed.request(`/api/${dashboardPath('today')}`);
    expect(anonymous.status).toBe(401);
  });

  it('answers a period it does not know, or an unknown parameter, with 400 and a sentence', async () => {
    const headers = { Cookie: cookies.get('owner') ?? '' };
    const month = await fixed.request(`/api/${dashboardPaths.dashboard}?period=month`, { headers });
    expect(month.status).toBe(400);
    expect(refusalSchema.parse(await json(month)).message).toBe('period must be one of: today, week');
    const extra = await fixed.request(`/api/${dashboardPaths.dashboard}?period=week&from=2026-01-01`, { headers });
    expect(extra.status).toBe(400);
    expect(refusalSchema.parse(await json(extra)).message).toBe('Unknown parameter: from');
  });

  it("is mounted in the shop's app, reading today by default with the real clock", async () => {
    const res = await t.app.request(`/api/${dashboardPaths.dashboard}`, { headers: { Cookie: cookies.get('owner') ?? '' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const d = dashboardEnvelope.parse(await json(res)).data;
    expect(d.period).toBe('today');
    expect(Math.abs(Date.parse(d.as_of) - Date.now())).toBeLessThan(60_000);
  });
});

describe(`cart visits for the conversion (${databaseKind})`, () => {
  it("records each visitor once a day in India when cart lines change, a guest's session and its account as one, and no shopper for a product deleted", async () => {
    await t.db.deleteFrom('cart_visits').execute();
    const line = (owner: string, userId: number, session: string, product: number) => ({ owner_key: owner, user_id: userId, session_id: session, product_id: product, variant_id: 0, size: '{}', qty: 1 });
    await t.db.insertInto('cart_items').values(line('s:browser-1', 0, 'browser-1', ofx.mouse.id)).execute();
    // Signed in on the same browser: the account's lines carry the session, one visitor still.
    await t.db.insertInto('cart_items').values(line('u:4242', 4242, 'browser-1', ofx.laptop.id)).execute();
    await t.db.updateTable('cart_items').set({ qty: 2 }).where('owner_key', '=', 'u:4242').execute();
    // A line written without a session counts as its account.
    await t.db.insertInto('cart_items').values(line('u:5151', 5151, '', ofx.mouse.id)).execute();
    const today = await sql<{ day: string }>`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day`.execute(t.db);
    const visits = async () =>
      (await sql<{ day: string; visitor: string }>`select to_char(day, 'YYYY-MM-DD') as day, visitor from cart_visits order by visitor`.execute(t.db)).rows;
    expect(await visits()).toEqual([
      { day: today.rows[0]?.day, visitor: 's:browser-1' },
      { day: today.rows[0]?.day, visitor: 'u:5151' },
    ]);

    // Deleting a product takes its cart lines with it: nobody touched a cart.
    await t.db.deleteFrom('cart_visits').execute();
    await t.db.deleteFrom('products').where('id', '=', ofx.mouse.id).execute();
    expect(await t.db.selectFrom('cart_items').select('owner_key').where('product_id', '=', ofx.mouse.id).execute()).toEqual([]);
    expect(await visits()).toEqual([]);

    // A shopper removing a line is cart activity.
    await t.db.deleteFrom('cart_items').where('owner_key', '=', 'u:4242').execute();
    expect((await visits()).map((v) => v.visitor)).toEqual(['s:browser-1']);
  });
});
