import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutPaths, couponOfferListSchema } from '../../schemas/api/checkout';
import { couponDeskListSchema, couponDeskPaths, couponDeskRowSchema, type CouponDeskRow, type CouponInput } from '../../schemas/api/coupon-desk';
import { envelopeSchema } from '../../schemas/api/envelope';
import type { StaffRole } from '../../schemas/api/staff';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { addAddress, CAT, createCheckoutBench, fillCart, insertCheckoutFixtures, newShopper, P, PIN, placedEnvelope, post, quote, type CheckoutBench, type Shopper } from './checkout-fixtures';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { cookieOf, problemsBodySchema, signIn, studioAs, type Studio } from './studio-client';

let t: TestServer;
let bench: CheckoutBench;
type Desk = Studio & { staffId: number; login: string };
const desks = new Map<StaffRole, Desk>();
function deskOf(role: StaffRole): Desk {
  const found = desks.get(role);
  if (!found) throw new Error(`no ${role} signed in`);
  return found;
}
let catalogSignals = 0;

const DAY = 24 * 60 * 60 * 1000;
const rowEnvelope = envelopeSchema(couponDeskRowSchema);
const refusalSchema = z.object({ status: z.literal(false), message: z.string() });

beforeAll(async () => {
  t = await createTestServer();
  await insertCheckoutFixtures(t.db);
  bench = createCheckoutBench(t);
  t.hub.subscribeCatalog(() => {
    catalogSignals += 1;
  });
  for (const role of ['merchandiser', 'catalogue', 'support', 'viewer'] as const) {
    const login = `${role}@coupons.test`;
    const password = `${role}-password-123`;
    const staff = await createStaffAccount(t.db, { login, display_name: `${role} tester`, password, role });
    const res = await signIn(t.app, { user: login, password });
    expect(res.status).toBe(200);
    desks.set(role, { ...studioAs(t.app, cookieOf(res)), staffId: staff.id, login });
  }
});
afterAll(async () => {
  await t.close();
});

/** The form as a merchandiser fills it: rupees as typed, limits as text, live from yesterday for a month. */
function form(overrides: Partial<CouponInput> = {}): CouponInput {
  return {
    code: `T${randomUUID().slice(0, 8).replace(/-/g, '').toUpperCase()}`,
    title: '10% off audio',
    description: 'Headphones and speakers',
    kind: 'percent',
    percent: '10',
    max_discount: '2,000',
    min_order: '',
    starts_at: new Date(Date.now() - DAY).toISOString(),
    ends_at: new Date(Date.now() + 30 * DAY).toISOString(),
    per_user_limit: '',
    total_limit: '500',
    category_ids: [CAT.audio.id],
    ...overrides,
  };
}

const merch = () => deskOf('merchandiser');

async function create(overrides: Partial<CouponInput> = {}): Promise<CouponDeskRow> {
  const res = await merch().call('POST', couponDeskPaths.list, form(overrides));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return rowEnvelope.parse(await json(res)).data;
}

const list = (path: string = couponDeskPaths.list) => merch().data(couponDeskListSchema, 'GET', path);
const one = (id: number) => merch().data(couponDeskRowSchema, 'GET', couponDeskPaths.coupon(id));

/** Every coupon row and audit entry as text: equal before and after means a refusal stored nothing. */
async function stored(): Promise<string> {
  const coupons = await t.db.selectFrom('coupons').selectAll().orderBy('id').execute();
  const audit = await t.db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').execute();
  return JSON.stringify({ coupons, audit });
}

async function shopperAtHome(): Promise<{ shopper: Shopper; addressId: number }> {
  const shopper = await newShopper(t.db);
  return { shopper, addressId: await addAddress(t.db, shopper, PIN.local) };
}

/** A cash-on-delivery order of two earbuds with the coupon, through the real checkout: quote, then place. */
async function placeWith(code: string, buyer?: { shopper: Shopper; addressId: number }): Promise<{ orderId: number; shopper: Shopper; discount: number; total: number }> {
  const { shopper, addressId } = buyer ?? (await shopperAtHome());
  await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 2 }]);
  const q = await quote(bench, shopper, { address_id: addressId, coupon_code: code, payment_method: 'cod' });
  expect(q.coupon?.code).toBe(code);
  const res = await post(bench, shopper, checkoutPaths.placeOrder, {
    user_id: shopper.userId,
    address_id: addressId,
    coupon_code: code,
    payment_method: 'cod',
    expected_total_paise: q.total_paise,
    idempotency_key: randomUUID(),
  });
  expect(res.status).toBe(200);
  const placed = placedEnvelope.parse(await json(res)).data;
  return { orderId: placed.order_id, shopper, discount: q.coupon?.discount_paise ?? 0, total: q.total_paise };
}

async function quoteFor(code: string) {
  const { shopper, addressId } = await shopperAtHome();
  await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
  return { shopper, quote: await quote(bench, shopper, { address_id: addressId, coupon_code: code }) };
}

describe(`the coupons desk (${databaseKind})`, () => {
  it('lists the demo coupons newest first with their rules and status, counts each status, and filters by status and code', async () => {
    const all = await list();
    const byCode = new Map(all.rows.map((r) => [r.code, r]));
    expect(byCode.get('WELCOME200')).toMatchObject({ kind: 'flat', value: 200_00, min_order_paise: 999_00, per_user_limit: 1, status: 'live', uses_total: 0 });
    expect(byCode.get('TECH10')).toMatchObject({ kind: 'percent', value: 10, max_discount_paise: 2_500_00, status: 'live' });
    expect(byCode.get('LAPTOP5000')?.category_titles).toEqual(['Laptops']);
    expect(byCode.get('FESTIVE')?.status).toBe('ended');
    expect(byCode.get('SOON')?.status).toBe('scheduled');
    expect(all.rows.map((r) => r.id)).toEqual([...all.rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(all.counts.ended).toBeGreaterThanOrEqual(1);
    expect(all.counts.live + all.counts.scheduled + all.counts.paused + all.counts.ended).toBe(all.rows.length);

    const ended = await list(`${couponDeskPaths.list}?status=ended`);
    expect(ended.rows.map((r) => r.code)).toContain('FESTIVE');
    expect(ended.rows.every((r) => r.status === 'ended')).toBe(true);
    expect((await list(`${couponDeskPaths.list}?q=tech`)).rows.map((r) => r.code)).toEqual(['TECH10']);
    expect((await list(`${couponDeskPaths.list}?q=%25`)).rows).toEqual([]);

    expect((await merch().call('GET', `${couponDeskPaths.list}?status=gone`)).status).toBe(400);
    expect((await merch().call('GET', `${couponDeskPaths.list}?sort=code`)).status).toBe(400);
    const tech = byCode.get('TECH10');
    expect(tech && (await one(tech.id)).code).toBe('TECH10');
    expect((await merch().call('GET', couponDeskPaths.coupon(99_999_999))).status).toBe(404);
    expect((await merch().call('GET', `${couponDeskPaths.list}/abc`)).status).toBe(404);
  });

  it('creates a coupon from rupees as typed, stores paise, names the staff member in the audit log, and tells storefronts', async () => {
    const signals = catalogSignals;
    const row = await create({ code: ' tdeskmade ', min_order: '₹1,500.50' });
    expect(row).toMatchObject({
      code: 'TDESKMADE',
      kind: 'percent',
      value: 10,
      max_discount_paise: 2_000_00,
      min_order_paise: 1_500_50,
      per_user_limit: null,
      total_limit: 500,
      category_ids: [CAT.audio.id],
      category_titles: ['Audio'],
      status: 'live',
      uses_total: 0,
      revision: 1,
      updated_by: merch().login,
    });
    expect((await list()).rows[0]?.code).toBe('TDESKMADE');
    expect(catalogSignals).toBe(signals + 1);
    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'create-coupon').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor: merch().login, staff_id: merch().staffId, key: 'coupons' });
    expect(entry.summary).toContain('Created coupon TDESKMADE "10% off audio": 10% off, up to ₹2,000, Audio only, orders from ₹1,500.50');

    const flat = await create({ kind: 'flat', amount: '750', percent: undefined, max_discount: '100', category_ids: [], per_user_limit: '2', total_limit: '' });
    expect(flat).toMatchObject({ kind: 'flat', value: 750_00, max_discount_paise: null, per_user_limit: 2, total_limit: null, category_ids: [] });
  });

  const subCategory = async () => (await t.db.selectFrom('categories').select(['id', 'title']).where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow());

  const refusals: [string, Partial<CouponInput> | (() => Promise<Partial<CouponInput>>), number, string, RegExp][] = [
    ['a code too short', { code: 'ab' }, 400, 'code', /at least 3 characters/],
    ['a code with a space', { code: 'SAVE 10' }, 400, 'code', /only letters A–Z and digits/],
    ['a code too long', { code: 'A'.repeat(21) }, 400, 'code', /to 20 characters/],
    ['no title', { title: '  ' }, 400, 'title', /Give a title shoppers see/],
    ['a flat coupon without its amount', { kind: 'flat', percent: undefined, amount: '' }, 400, 'amount', /Give the rupees off/],
    ['a fraction of a paisa', { kind: 'flat', amount: '1.999' }, 400, 'amount', /more than two digits of paise/],
    ['₹0 off', { kind: 'flat', amount: '0' }, 400, 'amount', /more than ₹0/],
    ['a percentage over 90', { percent: '95' }, 400, 'percent', /at most 90/],
    ['a percentage in words', { percent: 'ten' }, 400, 'percent', /whole number/],
    ['a negative cap', { max_discount: '-5' }, 400, 'max_discount', /cannot be negative/],
    ['a minimum order in words', { min_order: 'ten thousand' }, 400, 'min_order', /must be rupees, like 74,990/],
    ['an end before the start', { ends_at: new Date(Date.now() - 2 * DAY).toISOString() }, 400, 'ends_at', /must end after it starts/],
    ['a start that is no time', { starts_at: 'tomorrow' }, 400, 'starts_at', /Choose the day and time the coupon starts/],
    ['zero total uses', { total_limit: '0' }, 400, 'total_limit', /at least 1/],
    ['half a use per customer', { per_user_limit: '1.5' }, 400, 'per_user_limit', /whole number/],
    ['a category that does not exist', { category_ids: [99_999_999] }, 422, 'category_ids.0', /There is no category 99999999/],
    ['a sub-category', async () => ({ category_ids: [(await subCategory()).id] }), 422, 'category_ids.0', /is a sub-category; choose its whole category/],
    ['a code that exists', { code: 'TECH10' }, 409, 'code', /There is already a coupon TECH10/],
    ['a code that exists, typed in lower case', { code: 'tech10' }, 409, 'code', /There is already a coupon TECH10/],
  ];
  for (const [name, overrides, status, field, message] of refusals) {
    it(`refuses ${name} with a message at ${field}, storing nothing`, async () => {
      const before = await stored();
      const signals = catalogSignals;
      const res = await merch().call('POST', couponDeskPaths.list, form(typeof overrides === 'function' ? await overrides() : overrides));
      expect(res.status).toBe(status);
      const body = problemsBodySchema.parse(await json(res));
      expect(body.message).toMatch(/nothing was saved/);
      expect(body.problems.find((p) => p.field === field)?.message).toMatch(message);
      expect(await stored()).toBe(before);
      expect(catalogSignals).toBe(signals);
    });
  }

  it('refuses a body that is not JSON, and one that is malformed, without a 500', async () => {
    const before = await stored();
    const plain = await t.app.request(`/api/${couponDeskPaths.list}`, { method: 'POST', headers: { Cookie: merch().cookie, 'Content-Type': 'text/plain' }, body: JSON.stringify(form()) });
    expect(plain.status).toBe(415);
    const broken = await t.app.request(`/api/${couponDeskPaths.list}`, { method: 'POST', headers: { Cookie: merch().cookie, 'Content-Type': 'application/json' }, body: '{"code":' });
    expect(broken.status).toBe(400);
    expect((await merch().call('POST', couponDeskPaths.list, [])).status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('counts uses on orders that stand: a cancelled order gives its use back', async () => {
    const coupon = await create();
    const first = await placeWith(coupon.code);
    await placeWith(coupon.code);
    expect((await one(coupon.id)).uses_total).toBe(2);
    const listed = (await list(`${couponDeskPaths.list}?q=${coupon.code}`)).rows;
    expect(listed.map((r) => [r.code, r.uses_total, r.total_limit])).toEqual([[coupon.code, 2, 500]]);

    const cancel = await t.app.request(`/api/website/orders/${first.orderId}/cancel`, {
      method: 'POST',
      headers: { ...storefrontAuth, Cookie: first.shopper.cookie },
      body: new URLSearchParams({ user_id: String(first.shopper.userId), reason: 'Ordered twice' }),
    });
    expect(cancel.status).toBe(200);
    expect((await one(coupon.id)).uses_total).toBe(1);
  });

  it('lets one shopper use a coupon again and again when uses per customer are left empty', async () => {
    const coupon = await create({ per_user_limit: '' });
    const buyer = await shopperAtHome();
    await placeWith(coupon.code, buyer);
    await placeWith(coupon.code, buyer);
    expect((await one(coupon.id)).uses_total).toBe(2);

    const once = await create({ per_user_limit: '1' });
    await placeWith(once.code, buyer);
    await fillCart(t.db, buyer.shopper, [{ product: P.earbuds.id, qty: 1 }]);
    expect((await quote(bench, buyer.shopper, { address_id: buyer.addressId, coupon_code: once.code })).coupon_error).toBe('You have already used this coupon');
  });

  it('edits a coupon without changing any order already placed with it', async () => {
    const coupon = await create({ percent: '10', max_discount: '' });
    const placed = await placeWith(coupon.code);
    expect(placed.discount).toBe(Math.floor((2 * P.earbuds.price) / 10));
    const orderBefore = await t.db.selectFrom('orders').selectAll().where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    const itemsBefore = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', placed.orderId).execute();

    const res = await merch().call('PUT', couponDeskPaths.coupon(coupon.id), {
      ...form({ code: coupon.code, percent: '50', max_discount: '', starts_at: coupon.starts_at, ends_at: coupon.ends_at }),
      revision: coupon.revision,
    });
    expect(res.status).toBe(200);
    expect(rowEnvelope.parse(await json(res)).data).toMatchObject({ value: 50, revision: coupon.revision + 1, uses_total: 1 });

    // New quotes take the new rule; the order keeps the discount it was given.
    expect((await quoteFor(coupon.code)).quote.coupon?.discount_paise).toBe(Math.floor(P.earbuds.price / 2));
    expect(await t.db.selectFrom('orders').selectAll().where('id', '=', placed.orderId).executeTakeFirstOrThrow()).toEqual(orderBefore);
    expect(await t.db.selectFrom('order_items').selectAll().where('order_id', '=', placed.orderId).execute()).toEqual(itemsBefore);
    expect(orderBefore).toMatchObject({ coupon_code: coupon.code, coupon_discount_paise: placed.discount, total_paise: placed.total });

    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'change-coupon').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor: merch().login, staff_id: merch().staffId });
    expect(entry.summary).toBe(`Changed coupon ${coupon.code}: rule 10% off, Audio only → 50% off, Audio only`);
  });

  it('refuses a stale edit with 409, saying who saved first, and changes nothing', async () => {
    const coupon = await create();
    const saved = await merch().call('PUT', couponDeskPaths.coupon(coupon.id), { ...form({ code: coupon.code, title: 'Their title' }), revision: coupon.revision });
    expect(saved.status).toBe(200);
    const before = await stored();
    const signals = catalogSignals;
    const stale = await merch().call('PUT', couponDeskPaths.coupon(coupon.id), { ...form({ code: coupon.code, title: 'My title' }), revision: coupon.revision });
    expect(stale.status).toBe(409);
    expect(refusalSchema.parse(await json(stale)).message).toBe(
      `${merch().login} changed ${coupon.code} since you opened it; nothing was saved. Reload to see their version, then make your change again`,
    );
    expect((await merch().call('POST', couponDeskPaths.pause(coupon.id), { revision: coupon.revision })).status).toBe(409);
    expect(await stored()).toBe(before);
    expect(catalogSignals).toBe(signals);
    expect((await one(coupon.id)).title).toBe('Their title');
  });

  it('saves nothing and logs nothing when an edit changes nothing', async () => {
    const coupon = await create();
    const before = await stored();
    const res = await merch().call('PUT', couponDeskPaths.coupon(coupon.id), { ...form({ code: coupon.code, starts_at: coupon.starts_at, ends_at: coupon.ends_at }), revision: coupon.revision });
    expect(res.status).toBe(200);
    expect(refusalSchema.safeParse(await json(res)).success).toBe(false);
    expect(await stored()).toBe(before);
  });

  it('refuses renaming a coupon to a code another one has', async () => {
    const coupon = await create();
    const before = await stored();
    const res = await merch().call('PUT', couponDeskPaths.coupon(coupon.id), { ...form({ code: 'welcome200' }), revision: coupon.revision });
    expect(res.status).toBe(409);
    expect(problemsBodySchema.parse(await json(res)).problems).toEqual([{ index: -1, field: 'code', message: 'There is already a coupon WELCOME200; choose another code' }]);
    expect(await stored()).toBe(before);
  });

  it('pausing makes the checkout refuse the coupon at once; resuming brings it back', async () => {
    const coupon = await create();
    expect((await quoteFor(coupon.code)).quote.coupon?.code).toBe(coupon.code);

    const signals = catalogSignals;
    const paused = await merch().call('POST', couponDeskPaths.pause(coupon.id), { revision: coupon.revision });
    expect(paused.status).toBe(200);
    const pausedRow = rowEnvelope.parse(await json(paused)).data;
    expect(pausedRow).toMatchObject({ active: false, status: 'paused', revision: coupon.revision + 1 });
    expect(catalogSignals).toBe(signals + 1);

    const { shopper, quote: refused } = await quoteFor(coupon.code);
    expect(refused.coupon).toBeNull();
    expect(refused.coupon_error).toBe('No such coupon');
    const offers = await bench.app.request(`/api/${checkoutPaths.coupons}?user_id=${shopper.userId}`, { headers: { ...storefrontAuth, Cookie: shopper.cookie } });
    expect(envelopeSchema(couponOfferListSchema).parse(await json(offers)).data.map((o) => o.code)).not.toContain(coupon.code);
    expect((await list(`${couponDeskPaths.list}?status=paused`)).rows.map((r) => r.code)).toContain(coupon.code);

    const again = await merch().call('POST', couponDeskPaths.pause(coupon.id), { revision: pausedRow.revision });
    expect(again.status).toBe(409);
    expect(refusalSchema.parse(await json(again)).message).toBe(`${coupon.code} is already paused`);

    const resumed = await merch().call('POST', couponDeskPaths.resume(coupon.id), { revision: pausedRow.revision });
    expect(resumed.status).toBe(200);
    expect(rowEnvelope.parse(await json(resumed)).data.status).toBe('live');
    expect((await quoteFor(coupon.code)).quote.coupon?.code).toBe(coupon.code);

    const entries = await t.db.selectFrom('audit_log').select(['action', 'actor', 'staff_id', 'summary']).where('action', 'in', ['pause-coupon', 'resume-coupon']).orderBy('id', 'desc').limit(2).execute();
    expect(entries).toEqual([
      { action: 'resume-coupon', actor: merch().login, staff_id: merch().staffId, summary: `Resumed coupon ${coupon.code}` },
      { action: 'pause-coupon', actor: merch().login, staff_id: merch().staffId, summary: `Paused coupon ${coupon.code}` },
    ]);
  });

  it('answers 404 for an edit or a pause of a coupon that does not exist', async () => {
    expect((await merch().call('PUT', couponDeskPaths.coupon(99_999_999), { ...form(), revision: 1 })).status).toBe(404);
    expect((await merch().call('POST', couponDeskPaths.pause(99_999_999), { revision: 1 })).status).toBe(404);
    expect((await merch().call('POST', `${couponDeskPaths.list}/x/resume`, { revision: 1 })).status).toBe(404);
  });

  it('lets a merchandiser write while support, a viewer and a catalogue manager are refused, changing nothing', async () => {
    const coupon = await create();
    const before = await stored();
    for (const role of ['support', 'viewer', 'catalogue'] as const) {
      const who = deskOf(role);
      for (const [method, path, body] of [
        ['POST', couponDeskPaths.list, form()],
        ['PUT', couponDeskPaths.coupon(coupon.id), { ...form({ code: coupon.code }), revision: coupon.revision }],
        ['POST', couponDeskPaths.pause(coupon.id), { revision: coupon.revision }],
        ['POST', couponDeskPaths.resume(coupon.id), { revision: coupon.revision }],
      ] as const) {
        const res = await who.call(method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(refusalSchema.parse(await json(res)).message).toMatch(/needs the merchandising.write permission/);
      }
    }
    expect(await stored()).toBe(before);
    // Reading is part of merchandising: the viewer and the catalogue manager see the desk; support does not.
    expect((await deskOf('viewer').call('GET', couponDeskPaths.list)).status).toBe(200);
    expect((await deskOf('catalogue').call('GET', couponDeskPaths.coupon(coupon.id))).status).toBe(200);
    expect((await deskOf('support').call('GET', couponDeskPaths.list)).status).toBe(403);
  });
});
