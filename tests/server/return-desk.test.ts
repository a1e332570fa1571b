/**
 * The studio's return desk (server/features/return-desk) on the real server
 * and database: the queue, every step of the state machine with the staff
 * account on the timeline and in the audit log, refusals that change nothing,
 * the roles, what the shopper then reads and is e-mailed, the replacement
 * order, and refunds through the refund module (once, even when pressed twice).
 */
import { sql } from 'kysely';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../schemas/api/envelope';
import { returnDeskDetailSchema, returnDeskListPath, returnDeskListSchema, returnDeskPaths, type ReturnDeskAction, type ReturnDeskDetail } from '../../schemas/api/return-desk';
import { indiaDay, returnPaths, returnRequestSchema, type ReturnRequest } from '../../schemas/api/returns';
import type { StaffRole } from '../../schemas/api/staff';
import { GatewayRefusal, type GatewayRefund, type PaymentGateway } from '../../server/features/payments/gateway';
import { returnDeskRoutes } from '../../server/features/return-desk/routes';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { staffGuard } from '../../server/features/staff/guard';
import { walletBalance } from '../../server/features/wallet/ledger';
import { outboxMailer } from '../../server/mail/outbox-mailer';
import { ADMIN_CREDENTIAL, adminAuth, createTestServer, databaseKind, json, STOREFRONT_CREDENTIAL, storefrontAuth, type TestServer } from './harness';
import { as, form, insertAddress, insertOrder, insertOrderCatalogue, newShopper, ofx, type Shopper } from './order-fixtures';
import { cookieOf, signIn, studioAs, type Studio } from './studio-client';

let t: TestServer;
type Desk = Studio & { staffId: number; name: string };
const desks = new Map<StaffRole, Desk>();
const NAMES: Partial<Record<StaffRole, string>> = { orders: 'Ravi Menon', support: 'Sunita Rao', viewer: 'Vikram Shah', catalogue: 'Kiran Das' };

beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  // The first owner (ADMIN_CREDENTIAL) is made on the first admin call while there are no staff accounts: the admin API's caller below.
  expect((await signIn(t.app)).status).toBe(200);
  for (const [role, name] of Object.entries(NAMES)) {
    const found = (['orders', 'support', 'viewer', 'catalogue'] as const).find((r) => r === role);
    if (!found || !name) continue;
    const login = `${found}@returns.test`;
    const password = `${found}-password-123`;
    const staff = await createStaffAccount(t.db, { login, display_name: name, password, role: found });
    const res = await signIn(t.app, { user: login, password });
    expect(res.status).toBe(200);
    desks.set(found, { ...studioAs(t.app, cookieOf(res)), staffId: staff.id, name });
  }
});
afterAll(async () => {
  await t.close();
});

function deskOf(role: StaffRole): Desk {
  const found = desks.get(role);
  if (!found) throw new Error(`no ${role} signed in`);
  return found;
}
const ravi = () => deskOf('orders');

const DAY = 24 * 60 * 60 * 1000;
const requestEnvelope = envelopeSchema(returnRequestSchema);
const detailEnvelope = envelopeSchema(returnDeskDetailSchema);
const refusal = z.object({ status: z.literal(false), message: z.string(), problems: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))) });

interface Filed {
  id: number;
  shopper: Shopper;
  email: string;
  orderId: number;
  orderNumber: string;
}

/** A delivered order of three mice (a ₹100 coupon share), and the shopper's request for two of them, filed through the shop's own route. */
async function file(kind: 'return' | 'replace', options: { destination?: 'original' | 'wallet'; qty?: number } = {}): Promise<Filed> {
  const shopper = await newShopper(t.db);
  const address = await insertAddress(t.db, shopper.id);
  const order = await insertOrder(t.db, {
    userId: shopper.id,
    status: 'delivered',
    deliveredAt: new Date(Date.now() - DAY),
    lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 3, discount: 100_00 }],
  });
  const res = await as(t.app, shopper).request(`/api/${returnPaths.create}`, {
    method: 'POST',
    headers: storefrontAuth,
    body: form({
      user_id: shopper.id,
      order_item_id: order.itemIds[0] ?? 0,
      kind,
      qty: options.qty ?? 2,
      reason: 'Stopped working',
      details: 'The scroll wheel skips',
      pickup_address_id: address,
      refund_destination: options.destination ?? 'wallet',
    }),
  });
  expect(res.status).toBe(200);
  const request = requestEnvelope.parse(await json(res)).data;
  const user = await t.db.selectFrom('users').select('email').where('id', '=', shopper.id).executeTakeFirstOrThrow();
  return { id: request.id, shopper, email: user.email ?? '', orderId: order.id, orderNumber: order.orderNumber };
}

const act = (id: number, action: ReturnDeskAction, body: unknown, who: Desk = ravi()) => who.call('POST', returnDeskPaths.action(id, action), body);

/** A step that must succeed: the request as the desk then shows it. */
async function step(id: number, action: ReturnDeskAction, body: unknown, who: Desk = ravi()): Promise<ReturnDeskDetail> {
  const res = await act(id, action, body, who);
  expect(res.status, await res.clone().text()).toBe(200);
  return detailEnvelope.parse(await json(res)).data;
}

const detail = (id: number, who: Desk = ravi()) => who.data(returnDeskDetailSchema, 'GET', returnDeskPaths.request(id));

async function shopperView(filed: Filed): Promise<ReturnRequest> {
  const res = await as(t.app, filed.shopper).request(`/api/${returnPaths.one(filed.id)}?user_id=${filed.shopper.id}`, { headers: storefrontAuth });
  expect(res.status).toBe(200);
  return requestEnvelope.parse(await json(res)).data;
}

const mailsTo = (email: string) => t.outbox.messages().filter((m) => m.to === email);

const mouseStock = async () => (await t.db.selectFrom('products').select('stock').where('id', '=', ofx.mouse.id).executeTakeFirstOrThrow()).stock;

/** Everything a step could touch, as text: equal before and after means a refusal changed nothing. */
async function everything(filed: Filed): Promise<string> {
  const [request, events, refunds, audit, orders, wallet, stock, mails] = await Promise.all([
    t.db.selectFrom('returns').selectAll().where('id', '=', filed.id).executeTakeFirstOrThrow(),
    t.db.selectFrom('return_events').selectAll().where('return_id', '=', filed.id).orderBy('id').execute(),
    t.db.selectFrom('refunds').selectAll().where('order_id', '=', filed.orderId).execute(),
    t.db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').execute(),
    t.db.selectFrom('orders').select(['id', 'status', 'refunded_paise']).where('user_id', '=', filed.shopper.id).orderBy('id').execute(),
    walletBalance(t.db, filed.shopper.id),
    mouseStock(),
    mailsTo(filed.email).length,
  ]);
  return JSON.stringify({ request, events, refunds, audit, orders, wallet, stock, mails });
}

const soon = () => indiaDay(new Date(), 2);

/** Two mice at ₹599, less two thirds of the ₹100 coupon share. */
const TWO_MICE = 2 * ofx.mouse.price - 66_67;

describe(`the return desk: the queue (${databaseKind})`, () => {
  it('lists one state at a time with counts per state and age, finds a request by part of its order number, and shows one request whole', async () => {
    const first = await file('return');
    const second = await file('replace');
    await step(second.id, 'reject', { reason: 'The photos show a broken cable, which is not covered' });

    const queue = await ravi().data(returnDeskListSchema, 'GET', returnDeskListPath({ status: 'requested' }));
    expect(queue.rows.every((r) => r.status === 'requested')).toBe(true);
    expect(queue.rows.map((r) => r.id)).toContain(first.id);
    expect(queue.rows.map((r) => r.id)).not.toContain(second.id);
    expect(queue.counts.requested).toBe(queue.total);
    expect(queue.counts.rejected).toBeGreaterThanOrEqual(1);
    // Open states list the longest-waiting first.
    const created = queue.rows.map((r) => r.created_at);
    expect([...created].sort()).toEqual(created);
    const row = queue.rows.find((r) => r.id === first.id);
    expect(row).toMatchObject({ kind: 'return', order_number: first.orderNumber, title: ofx.mouse.title, qty: 2, reason: 'Stopped working', shopper_name: 'Asha Kulkarni' });
    expect(Date.now() - Date.parse(row?.created_at ?? '')).toBeLessThan(60_000);

    const found = await ravi().data(returnDeskListSchema, 'GET', returnDeskListPath({ q: first.orderNumber.toLowerCase() }));
    expect(found.rows.map((r) => r.id)).toEqual([first.id]);
    expect(found.counts).toMatchObject({ requested: 1, rejected: 0 });
    expect((await ravi().call('GET', `${returnDeskPaths.list}?status=lost`)).status).toBe(400);
    expect((await ravi().call('GET', `${returnDeskPaths.list}?page=0`)).status).toBe(400);
    const later = await ravi().data(returnDeskListSchema, 'GET', returnDeskListPath({ status: 'requested', page: 2 }));
    expect(later).toMatchObject({ page: 2, page_size: 25, total: queue.total, rows: queue.total > 25 ? expect.any(Array) : [] });

    const one = await detail(first.id);
    expect(one).toMatchObject({
      status: 'requested',
      details: 'The scroll wheel skips',
      refund_destination: 'wallet',
      order: { id: first.orderId, order_number: first.orderNumber, status: 'delivered' },
      line: { title: ofx.mouse.title, qty: 3, unit_price_paise: ofx.mouse.price, discount_paise: 100_00 },
      shopper: { email: first.email },
      pickup_address: { city: 'Pune', pin: '411045' },
      refund_amount_paise: TWO_MICE,
      next: ['approved', 'rejected'],
    });
    expect(one.events).toEqual([expect.objectContaining({ status: 'requested', by: null, note: 'The scroll wheel skips' })]);
    expect((await ravi().call('GET', returnDeskPaths.request(999_999))).status).toBe(404);
  });

  it('lets the roles holding orders.read read it, and no one else', async () => {
    const filed = await file('return');
    for (const role of ['support', 'viewer'] as const) expect((await detail(filed.id, deskOf(role))).id).toBe(filed.id);
    const catalogue = deskOf('catalogue');
    expect((await catalogue.call('GET', returnDeskPaths.list)).status).toBe(403);
    expect((await catalogue.call('GET', returnDeskPaths.request(filed.id))).status).toBe(403);
  });
});

describe(`the return desk: a return, step by step (${databaseKind})`, () => {
  it('approves with a reason and a pickup, marks it picked up and received with its condition, and refunds to the wallet: each step on the timeline with its staff name, audited and e-mailed', async () => {
    const filed = await file('return', { destination: 'wallet' });
    const walletBefore = await walletBalance(t.db, filed.shopper.id);

    const approved = await step(filed.id, 'approve', { reason: 'Within the 10-day window', pickup_date: soon(), pickup_slot: 'morning' });
    expect(approved).toMatchObject({ status: 'approved', decision_reason: 'Within the 10-day window', pickup: { date: soon(), slot: 'morning' }, next: ['picked_up'] });
    let seen = await shopperView(filed);
    expect(seen).toMatchObject({ status: 'approved', decision_reason: 'Within the 10-day window', pickup: { date: soon(), slot: 'morning' } });

    // The courier moves to the afternoon: the shopper is told, and the desk's audit says what it was.
    const moved = await step(filed.id, 'pickup', { pickup_date: soon(), pickup_slot: 'afternoon' });
    expect(moved.pickup).toEqual({ date: soon(), slot: 'afternoon' });

    await step(filed.id, 'picked-up', { note: 'Courier AWB 7781' });
    const received = await step(filed.id, 'receive', { condition: 'opened_complete', note: 'Box opened, all parts there' });
    expect(received).toMatchObject({ status: 'received', condition: 'opened_complete', condition_note: 'Box opened, all parts there', next: ['refunded'] });
    seen = await shopperView(filed);
    expect(seen.condition).toBe('opened_complete');
    expect(seen.timeline.map((s) => [s.status, s.done])).toEqual([
      ['requested', true],
      ['approved', true],
      ['picked_up', true],
      ['received', true],
      ['refunded', false],
    ]);

    const refunded = await step(filed.id, 'refund', { destination: 'wallet', note: '' });
    expect(refunded).toMatchObject({ status: 'refunded', refund: { amount_paise: TWO_MICE, destination: 'wallet', status: 'processed' }, next: [] });
    expect(await walletBalance(t.db, filed.shopper.id)).toBe(walletBefore + TWO_MICE);
    seen = await shopperView(filed);
    expect(seen).toMatchObject({ status: 'refunded', refund: { amount_paise: TWO_MICE, destination: 'wallet', status: 'processed' } });
    expect(seen.timeline.every((s) => s.done && s.at !== null)).toBe(true);

    expect(refunded.events.map((e) => [e.status, e.by])).toEqual([
      ['requested', null],
      ['approved', 'Ravi Menon'],
      ['picked_up', 'Ravi Menon'],
      ['received', 'Ravi Menon'],
      ['refunded', 'Ravi Menon'],
    ]);
    expect(refunded.events.find((e) => e.status === 'received')?.note).toBe('Opened, complete. Box opened, all parts there');

    const audit = await t.db.selectFrom('audit_log').select(['actor', 'staff_id', 'action', 'summary']).where('key', '=', `return:${filed.id}`).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['approve-return', 'book-return-pickup', 'return-picked-up', 'receive-return', 'refund-return']);
    expect(audit.every((a) => a.actor === 'orders@returns.test' && a.staff_id === ravi().staffId)).toBe(true);
    expect(audit[0]?.summary).toMatch(new RegExp(`^Approved return #${filed.id} \\(order ${filed.orderNumber}, ${ofx.mouse.title} × 2\\): "Within the 10-day window"; pickup .+, 9 am – 1 pm$`));
    expect(audit[1]?.summary).toMatch(/, 1 pm – 5 pm \(was .+, 9 am – 1 pm\)$/);
    expect(audit[4]?.summary).toBe(`Refunded ₹1,131.33 to the wallet for return #${filed.id} (order ${filed.orderNumber}, ${ofx.mouse.title} × 2)`);

    const subjects = mailsTo(filed.email).map((m) => m.subject).reverse();
    expect(subjects).toEqual([
      `Your return of ${ofx.mouse.title} is approved`,
      `Pickup booked for ${ofx.mouse.title}`,
      `We have picked up ${ofx.mouse.title}`,
      `We have received ${ofx.mouse.title}`,
      `Your refund for ${ofx.mouse.title}`,
    ]);
    const approvedMail = mailsTo(filed.email).at(-1)?.text ?? '';
    expect(approvedMail).toContain('Our note: Within the 10-day window');
    expect(approvedMail).toMatch(/Pickup: .+, 9 am – 1 pm, from 12 Lake View, Pune 411045\./);
    expect(mailsTo(filed.email)[0]?.text).toContain('We have refunded ₹1,131.33 to your wallet');
  });

  it('rejects with the reason the shopper reads and is e-mailed; a rejection needs one', async () => {
    const filed = await file('return');
    const before = await everything(filed);
    const bare = await act(filed.id, 'reject', { reason: '   ' });
    expect(bare.status).toBe(400);
    expect(refusal.parse(await json(bare)).problems).toEqual([expect.objectContaining({ field: 'reason', message: 'Give the shopper a reason: they read it on their request' })]);
    expect(await everything(filed)).toBe(before);

    const rejected = await step(filed.id, 'reject', { reason: 'The item was bought 40 days ago' });
    expect(rejected).toMatchObject({ status: 'rejected', decision_reason: 'The item was bought 40 days ago', next: [] });
    const seen = await shopperView(filed);
    expect(seen).toMatchObject({ status: 'rejected', decision_reason: 'The item was bought 40 days ago' });
    expect(seen.timeline.map((s) => s.status)).toEqual(['requested', 'rejected']);
    const mail = mailsTo(filed.email)[0];
    expect(mail?.subject).toBe(`We could not accept your return of ${ofx.mouse.title}`);
    expect(mail?.text).toContain('Our note: The item was bought 40 days ago');
  });

  it('e-mails the shopper of an order placed from a Hindi page in Hindi (issue 22)', async () => {
    const filed = await file('return');
    // The fixture inserts the order directly; a Hindi checkout records the same (tests/server/shopper-locale.test.ts).
    await sql`update orders set locale = 'hi-IN' where id = ${filed.orderId}`.execute(t.db);
    await step(filed.id, 'reject', { reason: 'The item was bought 40 days ago' });
    const mail = mailsTo(filed.email)[0];
    expect(mail?.subject).toBe(`हम ${ofx.mouse.title} के रिटर्न का आपका अनुरोध स्वीकार नहीं कर सके`);
    expect(mail?.text.split('\n').slice(0, 5)).toEqual([
      'नमस्ते,',
      '',
      `हम ${ofx.mouse.title} (ऑर्डर ${filed.orderNumber}) के लिए आपका अनुरोध स्वीकार नहीं कर सके।`,
      // What staff wrote stays as they wrote it.
      'हमारा नोट: The item was bought 40 days ago',
      'कोई सवाल हो, तो अपने अकाउंट में मदद और सहायता से जवाब दें।',
    ]);
  });

  it('refuses a step its state does not allow, a bad pickup day or condition, and a role without returns.write, changing nothing', async () => {
    const filed = await file('return');
    const before = await everything(filed);
    for (const [action, body] of [
      ['picked-up', {}],
      ['receive', { condition: 'as_new' }],
      ['refund', { destination: 'wallet' }],
      ['replace', {}],
      ['pickup', { pickup_date: soon() }],
    ] as const) {
      const res = await act(filed.id, action, body);
      expect(res.status, action).toBe(409);
      expect(refusal.parse(await json(res)).message).toMatch(/^This return is requested|^A pickup is booked while the request is approved/);
    }
    expect(await everything(filed)).toBe(before);

    const past = await act(filed.id, 'approve', { reason: '', pickup_date: indiaDay(new Date(), -1), pickup_slot: 'evening' });
    expect(past.status).toBe(400);
    expect(refusal.parse(await json(past)).problems).toEqual([expect.objectContaining({ field: 'pickup_date', message: 'The pickup date has passed; choose today or a later day' })]);
    const far = await act(filed.id, 'approve', { reason: '', pickup_date: indiaDay(new Date(), 30) });
    expect(refusal.parse(await json(far)).problems).toEqual([expect.objectContaining({ field: 'pickup_date', message: 'Book a pickup at most 14 days ahead' })]);
    expect((await act(filed.id, 'approve', { reason: '', pickup_date: 'soon' })).status).toBe(400);
    const slotOnly = await act(filed.id, 'approve', { reason: '', pickup_slot: 'morning' });
    expect(refusal.parse(await json(slotOnly)).problems).toEqual([expect.objectContaining({ field: 'pickup_date', message: 'Choose the day for this slot' })]);
    expect((await act(filed.id, 'approve', { reason: 'x'.repeat(301) })).status).toBe(400);
    expect((await act(filed.id, 'approve', { reason: '', surprise: true })).status).toBe(400);
    for (const role of ['support', 'viewer', 'catalogue'] as const) {
      const res = await act(filed.id, 'approve', { reason: '' }, deskOf(role));
      expect(res.status, role).toBe(403);
    }
    expect(await everything(filed)).toBe(before);

    await step(filed.id, 'approve', { reason: '' });
    await step(filed.id, 'picked-up', {});
    const afterPickup = await everything(filed);
    const badCondition = await act(filed.id, 'receive', { condition: 'fine' });
    expect(badCondition.status).toBe(400);
    expect(refusal.parse(await json(badCondition)).problems).toEqual([expect.objectContaining({ field: 'condition', message: "Choose the item's condition" })]);
    const again = await act(filed.id, 'approve', { reason: '' });
    expect(again.status).toBe(409);
    expect(refusal.parse(await json(again)).message).toBe('This return is picked up, so it cannot be approved: next it can be received. Nothing was changed');
    expect(await everything(filed)).toBe(afterPickup);
  });

  it('refunds to the wallet once when Refund is pressed twice at the same moment', async () => {
    const filed = await file('return', { destination: 'original' });
    for (const [action, body] of [
      ['approve', { reason: '' }],
      ['picked-up', {}],
      ['receive', { condition: 'as_new' }],
    ] as const)
      await step(filed.id, action, body);
    const walletBefore = await walletBalance(t.db, filed.shopper.id);
    const answers = await Promise.all([act(filed.id, 'refund', { destination: 'wallet' }), act(filed.id, 'refund', { destination: 'wallet' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletBalance(t.db, filed.shopper.id)).toBe(walletBefore + TWO_MICE);
    const refunds = await t.db.selectFrom('refunds').select(['amount_paise', 'destination', 'status', 'kind', 'staff_id']).where('return_id', '=', filed.id).execute();
    expect(refunds).toEqual([{ amount_paise: TWO_MICE, destination: 'wallet', status: 'processed', kind: 'return', staff_id: ravi().staffId }]);
    const events = await t.db.selectFrom('return_events').select('status').where('return_id', '=', filed.id).where('status', '=', 'refunded').execute();
    expect(events).toHaveLength(1);
    expect(mailsTo(filed.email).filter((m) => m.subject.startsWith('Your refund'))).toHaveLength(1);
  });

  it('refunds to the original payment through the gateway (the shopper’s choice by default)', async () => {
    const filed = await file('return', { destination: 'original' });
    for (const [action, body] of [
      ['approve', { reason: '' }],
      ['picked-up', {}],
      ['receive', { condition: 'as_new' }],
    ] as const)
      await step(filed.id, action, body);
    const refunded = await step(filed.id, 'refund', { destination: 'original' });
    expect(refunded.refund).toMatchObject({ amount_paise: TWO_MICE, destination: 'original', status: 'processed' });
    const row = await t.db.selectFrom('refunds').select(['gateway_refund_id']).where('return_id', '=', filed.id).executeTakeFirstOrThrow();
    expect(row.gateway_refund_id).toMatch(/^rfnd_/);
    expect(mailsTo(filed.email)[0]?.text).toContain('to your original payment method');
  });
});

describe(`the return desk: a replacement (${databaseKind})`, () => {
  async function received(): Promise<Filed> {
    const filed = await file('replace');
    for (const [action, body] of [
      ['approve', { reason: 'A known fault in this batch' }],
      ['picked-up', {}],
      ['receive', { condition: 'damaged', note: 'Wheel broken' }],
    ] as const)
      await step(filed.id, action, body);
    return filed;
  }

  it('places a replacement order at no charge to the original address, taking the units from stock', async () => {
    const filed = await received();
    const stock = await mouseStock();
    const replaced = await step(filed.id, 'replace', { note: 'Priority dispatch' });
    expect(replaced.status).toBe('replaced');
    expect(replaced.replacement?.order_number).toMatch(/^CB\d{6}-\d{6}$/);
    expect(await mouseStock()).toBe(stock - 2);

    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', replaced.replacement?.order_id ?? 0).executeTakeFirstOrThrow();
    const original = await t.db.selectFrom('orders').select(['address']).where('id', '=', filed.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: filed.shopper.id, status: 'placed', payment_status: 'paid', total_paise: 0, items_total_paise: 0, online_paise: 0, cod_paise: 0, wallet_paise: 0 });
    expect(order.address).toEqual(original.address);
    const items = await t.db.selectFrom('order_items').select(['product_id', 'variant_id', 'qty', 'unit_price_paise', 'title']).where('order_id', '=', order.id).execute();
    expect(items).toEqual([{ product_id: ofx.mouse.id, variant_id: 0, qty: 2, unit_price_paise: 0, title: ofx.mouse.title }]);
    const orderEvents = await t.db.selectFrom('order_events').select(['status', 'note']).where('order_id', '=', order.id).execute();
    expect(orderEvents).toEqual([{ status: 'placed', note: `Replacement for order ${filed.orderNumber} (request #${filed.id})` }]);

    const seen = await shopperView(filed);
    expect(seen).toMatchObject({ status: 'replaced', replacement: { order_id: order.id, order_number: order.order_number }, refund: null });
    expect(mailsTo(filed.email)[0]).toMatchObject({ subject: `Your replacement ${ofx.mouse.title} is on its way` });
    expect(mailsTo(filed.email)[0]?.text).toContain(order.order_number);
    const audit = await t.db.selectFrom('audit_log').select('summary').where('key', '=', `return:${filed.id}`).where('action', '=', 'replace-return').executeTakeFirstOrThrow();
    expect(audit.summary).toBe(`Placed replacement order ${order.order_number} at no charge for replacement #${filed.id} (order ${filed.orderNumber}, ${ofx.mouse.title} × 2); 2 taken from stock: "Priority dispatch"`);
    // Once: a second press finds it replaced.
    expect((await act(filed.id, 'replace', {})).status).toBe(409);
    expect(await mouseStock()).toBe(stock - 2);
  });

  it('refuses a replacement the shelf cannot fill, with a clear 409 that changes nothing', async () => {
    const filed = await received();
    const stock = await mouseStock();
    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', ofx.mouse.id).execute();
    try {
      const before = await everything(filed);
      const res = await act(filed.id, 'replace', {});
      expect(res.status).toBe(409);
      expect(refusal.parse(await json(res)).message).toBe(`${ofx.mouse.title} is out of stock for this replacement: it needs 2 and only 1 is in stock. Nothing was changed: restock it, then try again`);
      expect(await everything(filed)).toBe(before);
      expect((await detail(filed.id)).stock).toBe(1);
    } finally {
      await t.db.updateTable('products').set({ stock }).where('id', '=', ofx.mouse.id).execute();
    }
  });

  it('never refunds a replacement request', async () => {
    const filed = await received();
    const res = await act(filed.id, 'refund', { destination: 'wallet' });
    expect(res.status).toBe(409);
    expect(refusal.parse(await json(res)).message).toBe('This replacement request is received, so it cannot be refunded: next it can be replaced. Nothing was changed');
  });
});

describe(`the return desk: the gateway (${databaseKind})`, () => {
  /** The desk's routes alone, on the same database and sessions, with a gateway the test steers. */
  function deskWith(refundPayment: PaymentGateway['refundPayment']) {
    const gateway: PaymentGateway = {
      kind: 'local',
      keyId: 'rzp_test_desk',
      scriptUrl: '',
      createOrder: () => Promise.reject(new Error('not used')),
      verifyPaymentSignature: () => false,
      verifyWebhookSignature: () => false,
      refundPayment,
    };
    const app = new Hono()
      .use('/api/admin/*', staffGuard(t.db, { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL }))
      .route('/api', returnDeskRoutes({ db: t.db, gateway, mailer: outboxMailer({ from: 'shop@example.in', log: false }) }));
    return studioAs(app, ravi().cookie);
  }

  async function receivedReturn(): Promise<Filed> {
    const filed = await file('return', { destination: 'original' });
    for (const [action, body] of [
      ['approve', { reason: '' }],
      ['picked-up', {}],
      ['receive', { condition: 'as_new' }],
    ] as const)
      await step(filed.id, action, body);
    return filed;
  }

  it('keeps the request received when the gateway fails, so Refund can be pressed again', async () => {
    const filed = await receivedReturn();
    let failing = true;
    const desk = deskWith(({ amountPaise }) =>
      failing ? Promise.reject(new GatewayRefusal('The bank is not taking refunds right now', 400)) : Promise.resolve<GatewayRefund>({ id: 'rfnd_DeskRetry01', amount: amountPaise, status: 'processed' }),
    );
    const failed = await desk.call('POST', returnDeskPaths.action(filed.id, 'refund'), { destination: 'original' });
    expect(failed.status).toBe(502);
    expect(refusal.parse(await json(failed)).message).toMatch(/The bank is not taking refunds right now.*The request is still received: try the refund again$/);
    expect((await detail(filed.id)).status).toBe('received');
    expect(await t.db.selectFrom('refunds').select('status').where('return_id', '=', filed.id).execute()).toEqual([{ status: 'failed' }]);

    failing = false;
    const retried = await desk.call('POST', returnDeskPaths.action(filed.id, 'refund'), { destination: 'original' });
    expect(retried.status).toBe(200);
    expect(detailEnvelope.parse(await json(retried)).data).toMatchObject({ status: 'refunded', refund: { status: 'processed', amount_paise: TWO_MICE } });
    expect(await t.db.selectFrom('refunds').select(['status', 'gateway_refund_id']).where('return_id', '=', filed.id).execute()).toEqual([{ status: 'processed', gateway_refund_id: 'rfnd_DeskRetry01' }]);
  });

  it('waits at received while the gateway processes the refund, and moves once it is processed', async () => {
    const filed = await receivedReturn();
    const desk = deskWith(({ amountPaise }) => Promise.resolve<GatewayRefund>({ id: 'rfnd_DeskPending1', amount: amountPaise, status: 'pending' }));
    const pending = await desk.call('POST', returnDeskPaths.action(filed.id, 'refund'), { destination: 'original' });
    expect(pending.status).toBe(202);
    const body = detailEnvelope.parse(await json(pending));
    expect(body.data).toMatchObject({ status: 'received', refund: { status: 'pending' } });
    expect(body.message).toMatch(/is with the payment gateway/);
    expect((await shopperView(filed)).refund).toMatchObject({ status: 'pending', amount_paise: TWO_MICE });

    // The gateway's webhook settles it; the next press moves the request (the refund module answers the refund it made).
    await t.db.updateTable('refunds').set({ status: 'processed' }).where('return_id', '=', filed.id).execute();
    const done = await desk.call('POST', returnDeskPaths.action(filed.id, 'refund'), { destination: 'original' });
    expect(done.status).toBe(200);
    expect(detailEnvelope.parse(await json(done)).data.status).toBe('refunded');
    expect(await t.db.selectFrom('refunds').select('id').where('return_id', '=', filed.id).execute()).toHaveLength(1);
  });
});

describe(`the return desk and the admin status call (${databaseKind})`, () => {
  it('takes the same steps over the admin API, audited as the API caller, and skips the e-mail for a shopper without an address', async () => {
    const filed = await file('return');
    await t.db.updateTable('users').set({ email: null }).where('id', '=', filed.shopper.id).execute();
    const newest = t.outbox.messages()[0];
    const call = (fields: Record<string, string>) => t.app.request(`/api/${returnPaths.adminStatus(filed.id)}`, { method: 'POST', headers: adminAuth, body: form(fields) });
    expect((await call({ status: 'rejected' })).status).toBe(400);
    expect((await call({ status: 'approved', note: 'Approved by the API', pickup_date: soon(), pickup_slot: 'evening' })).status).toBe(200);
    expect((await call({ status: 'picked_up' })).status).toBe(200);
    const noCondition = await call({ status: 'received' });
    expect(noCondition.status).toBe(400);
    expect(refusal.parse(await json(noCondition)).message).toMatch(/^Give the item's condition/);
    expect((await call({ status: 'received', condition: 'missing_parts', note: 'No receiver' })).status).toBe(200);
    const refunded = await call({ status: 'refunded', destination: 'wallet' });
    expect(refunded.status).toBe(200);
    expect(requestEnvelope.parse(await json(refunded)).data).toMatchObject({ status: 'refunded', condition: 'missing_parts', decision_reason: 'Approved by the API', pickup: { slot: 'evening' } });
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'action']).where('key', '=', `return:${filed.id}`).orderBy('id').execute();
    expect(audit).toEqual([
      { actor: `${ADMIN_CREDENTIAL.user} (API)`, action: 'approve-return' },
      { actor: `${ADMIN_CREDENTIAL.user} (API)`, action: 'return-picked-up' },
      { actor: `${ADMIN_CREDENTIAL.user} (API)`, action: 'receive-return' },
      { actor: `${ADMIN_CREDENTIAL.user} (API)`, action: 'refund-return' },
    ]);
    expect(t.outbox.messages()[0]).toBe(newest);
  });
});
