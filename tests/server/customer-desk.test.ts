/**
 * The customers desk against the real server and database: finding customers
 * by phone, e-mail and name; every section of a customer's page; wallet
 * credits and debits (never below zero, not even two at once; support within
 * the owner's limit); disabling an account, which ends its sessions at once
 * and refuses its sign-in; role refusals; and the audit log naming the staff
 * account of every write.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DISABLED_MESSAGE,
  customerDeskPaths as paths,
  customerDetailSchema,
  customerOrdersSchema,
  customerProfileSchema,
  customerSearchPath,
  customerSearchSchema,
  customerWalletSchema,
  walletLimitSchema,
  type WalletAdjustmentInput,
} from '../../schemas/api/customer-desk';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { accountSchema, identityPaths } from '../../schemas/api/identity';
import type { StaffRole } from '../../schemas/api/staff';
import { walletPaths, walletSchema } from '../../schemas/api/wallet';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { createSession, SESSION_COOKIE } from '../../server/features/identity/sessions';
import { createTicket } from '../../server/features/support/tickets';
import { walletLedgerSum } from '../../server/features/wallet/ledger';
import { seedIfEmpty } from '../../server/seed/seed';
import { signInWithPhone } from './auth-emulator-client';
import { formBody } from './cart-client';
import { adminUrl, ADMIN_CREDENTIAL, createTestDatabase, createTestServer, databaseKind, json, storefrontAuth, type TestDatabase, type TestServer } from './harness';
import { startInstance, type Instance } from './instances';
import { insertAddress, insertOrder, insertOrderCatalogue, ofx } from './order-fixtures';
import { newPhone, startSession } from './session-client';
import { cookieOf, problemsBodySchema, signIn, studioAs, type Studio } from './studio-client';
import { post as postWallet } from './wallet-fixtures';

let t: TestServer;
type Desk = Studio & { staffId: number; login: string; name: string };
const desks = new Map<StaffRole | 'first-owner', Desk>();
function deskOf(role: StaffRole | 'first-owner'): Desk {
  const found = desks.get(role);
  if (!found) throw new Error(`no ${role} signed in`);
  return found;
}
const support = () => deskOf('support');
const owner = () => deskOf('owner');

const NAMES: Partial<Record<StaffRole, string>> = { owner: 'Olivia Owner', support: 'Sunil Support', orders: 'Omkar Orders', viewer: 'Vani Viewer', merchandiser: 'Meera Merch' };

interface Customer {
  id: number;
  cookie: string;
}

/** A shopper inserted as sign-in leaves one, with a session cookie. */
async function customer(fields: { fname: string; lname: string; email?: string | null; mobile?: string | null; referredBy?: number | null }): Promise<Customer> {
  const tag = randomBytes(6).toString('hex');
  const row = await t.db
    .insertInto('users')
    .values({ firebase_uid: `desk-${tag}`, email: fields.email ?? null, mobile: fields.mobile ?? null, fname: fields.fname, lname: fields.lname, referral_code: `D${tag}`.toUpperCase(), referred_by: fields.referredBy ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(t.db, row.id, 'test');
  return { id: row.id, cookie: `${SESSION_COOKIE}=${session.token}` };
}

let asha: Customer;
let ravi: Customer;
let ashaOrders: { id: number; orderNumber: string; total: number }[] = [];

beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  const first = await signIn(t.app, ADMIN_CREDENTIAL);
  expect(first.status).toBe(200);
  const firstOwner = await t.db.selectFrom('staff_accounts').select(['id', 'display_name']).where('login', '=', ADMIN_CREDENTIAL.user).executeTakeFirstOrThrow();
  desks.set('first-owner', { ...studioAs(t.app, cookieOf(first)), staffId: firstOwner.id, login: ADMIN_CREDENTIAL.user, name: firstOwner.display_name });
  for (const role of ['owner', 'support', 'orders', 'viewer', 'merchandiser'] as const) {
    const login = `${role}@customers.test`;
    const password = `${role}-password-123`;
    const name = NAMES[role] ?? role;
    const staff = await createStaffAccount(t.db, { login, display_name: name, password, role });
    const res = await signIn(t.app, { user: login, password });
    expect(res.status).toBe(200);
    desks.set(role, { ...studioAs(t.app, cookieOf(res)), staffId: staff.id, login, name });
  }

  asha = await customer({ fname: 'Asha', lname: 'Raghunathan', email: 'asha.raghunathan@example.in', mobile: '9876543210' });
  ravi = await customer({ fname: 'Ravi', lname: 'Kulkarni', email: 'ravi.k@example.in', mobile: '9123456780', referredBy: asha.id });
  await t.db.insertInto('referral_rewards').values({ referrer_id: asha.id, referred_id: ravi.id, status: 'paid', reward_paise: 200_00, paid_at: new Date() }).execute();
  await insertAddress(t.db, asha.id, 'MH');
  ashaOrders = [
    await insertOrder(t.db, { userId: asha.id, status: 'delivered', createdAt: new Date(Date.now() - 5 * 86_400_000) }),
    await insertOrder(t.db, { userId: asha.id, status: 'shipped', lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 2 }] }),
  ];
  // A gift card Asha bought for Ravi, which he redeemed.
  const design = await t.db.selectFrom('gift_card_designs').select('id').orderBy('id').executeTakeFirstOrThrow();
  const giftOrder = await t.db
    .insertInto('gift_card_orders')
    .values({ order_number: `GC${randomBytes(6).toString('hex').toUpperCase()}`, user_id: asha.id, idempotency_key: 'k1', design_id: design.id, amount_paise: 1_000_00, recipient_name: 'Ravi', recipient_email: 'ravi.k@example.in', status: 'paid', paid_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('gift_cards')
    .values({ gift_card_order_id: giftOrder.id, code_hash: randomBytes(16).toString('hex'), pin_hash: 'x', code_last4: 'Q7ZK', amount_paise: 1_000_00, status: 'redeemed', redeemed_by: ravi.id, redeemed_at: new Date() })
    .execute();
  await createTicket(t.db, {
    userId: asha.id,
    source: 'support',
    name: 'Asha Raghunathan',
    email: 'asha.raghunathan@example.in',
    mobile: '9876543210',
    topic: 'order',
    orderNumber: ashaOrders[1]?.orderNumber ?? '',
    subject: 'Mouse not delivered',
    message: 'The tracking has not moved for three days.',
  });
});
afterAll(async () => {
  await t?.close();
});

const searchOf = async (q: string, who: Desk = support()) => who.data(customerSearchSchema, 'GET', customerSearchPath({ q }));
const idsOf = async (q: string) => (await searchOf(q)).rows.map((r) => r.id);
const walletOf = (id: number, who: Desk = support()) => who.data(customerWalletSchema, 'GET', paths.wallet(id));
const adjust = (id: number, body: WalletAdjustmentInput, who: Desk = support()) => who.call('POST', paths.wallet(id), body);

/** The tables a desk write touches, as text: equal before and after means a refusal changed nothing. */
async function stored(): Promise<string> {
  const tables = ['users', 'user_sessions', 'wallet_entries', 'audit_log', 'settings', 'ticket_messages', 'support_tickets'] as const;
  const out: Record<string, string> = {};
  for (const table of tables) {
    const row = await sql<{ digest: string | null }>`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.table(table)} x`.execute(t.db);
    out[table] = row.rows[0]?.digest ?? '';
  }
  return JSON.stringify(out);
}

async function lastAudit() {
  return t.db
    .selectFrom('audit_log as a')
    .leftJoin('staff_accounts as s', 's.id', 'a.staff_id')
    .select(['a.action', 'a.actor', 'a.key', 'a.summary', 'a.staff_id', 's.display_name'])
    .orderBy('a.id', 'desc')
    .executeTakeFirstOrThrow();
}

const refusal = async (res: Response) => errorBodySchema.parse(await json(res));

describe(`the customers desk: finding customers (${databaseKind})`, () => {
  it('finds a customer by phone however it is typed, by part of the e-mail, and by words of the name in any order and case', async () => {
    for (const phone of ['9876543210', '98765 43210', '+91 98765 43210', '+91-98765-43210', '09876543210']) expect(await idsOf(phone), phone).toEqual([asha.id]);
    // Part of a number finds every customer whose number holds it.
    expect(await idsOf('65432')).toContain(asha.id);
    expect(await idsOf('asha.raghunathan@example.in')).toEqual([asha.id]);
    expect(await idsOf('ASHA.RAGHU')).toEqual([asha.id]);
    expect(await idsOf('ravi.k@')).toEqual([ravi.id]);
    expect(await idsOf('raghunathan asha')).toEqual([asha.id]);
    expect(await idsOf('Asha')).toEqual([asha.id]);
    expect(await idsOf('asha kulkarni')).toEqual([]);
    // Wildcards are text, not patterns.
    expect(await idsOf('%')).toEqual([]);
    expect(await idsOf('a_ha')).toEqual([]);

    const found = await searchOf('asha');
    expect(found.rows[0]).toMatchObject({ id: asha.id, name: 'Asha Raghunathan', email: 'asha.raghunathan@example.in', mobile: '9876543210', disabled: false, order_count: 2 });
    expect(found).toMatchObject({ total: 1, total_capped: false, page: 1 });
  });

  it('lists the newest customers first without a search, 25 to a page, and refuses a malformed query', async () => {
    const many: number[] = [];
    for (let i = 0; i < 27; i++) many.push((await customer({ fname: `Bulkbuyer${i}`, lname: 'Sharma' })).id);
    const first = await support().data(customerSearchSchema, 'GET', paths.list);
    expect(first.rows.map((r) => r.id).slice(0, 3)).toEqual([many[26], many[25], many[24]]);
    expect(first.rows).toHaveLength(25);
    const bulk = await searchOf('bulkbuyer sharma');
    expect(bulk.total).toBe(27);
    const second = await support().data(customerSearchSchema, 'GET', customerSearchPath({ q: 'bulkbuyer sharma', page: 2 }));
    expect(second.rows).toHaveLength(2);
    expect(new Set([...bulk.rows, ...second.rows].map((r) => r.id)).size).toBe(27);

    expect((await support().call('GET', `${paths.list}?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await support().call('GET', `${paths.list}?page=0`)).status).toBe(400);
    expect((await support().call('GET', `${paths.list}?sort=name`)).status).toBe(400);
  });
});

describe(`the customers desk: a customer's page (${databaseKind})`, () => {
  it('shows the profile, addresses, gift cards bought and redeemed, referrals with rewards, and tickets with their thread', async () => {
    const detail = await support().data(customerDetailSchema, 'GET', paths.customer(asha.id));
    expect(detail.profile).toMatchObject({ id: asha.id, name: 'Asha Raghunathan', email: 'asha.raghunathan@example.in', mobile: '9876543210', active_sessions: 1, disabled: null });
    expect(detail.order_count).toBe(2);
    expect(detail.addresses).toHaveLength(1);
    expect(detail.addresses[0]).toMatchObject({ city: 'Pune', pin: '411045', is_default: false });
    expect(detail.gift_cards.bought).toHaveLength(1);
    expect(detail.gift_cards.bought[0]).toMatchObject({ amount_paise: 1_000_00, recipient_name: 'Ravi', status: 'redeemed', code_masked: 'XXXX-XXXX-XXXX-Q7ZK' });
    expect(detail.gift_cards.redeemed).toEqual([]);
    expect(detail.referrals.made).toEqual([expect.objectContaining({ user_id: ravi.id, name: 'Ravi Kulkarni', status: 'paid', reward_paise: 200_00 })]);
    expect(detail.referrals.rewards_paid_paise).toBe(200_00);
    expect(detail.referrals.referred_by).toBeNull();
    expect(detail.tickets).toHaveLength(1);
    expect(detail.tickets[0]).toMatchObject({ subject: 'Mouse not delivered', status: 'open', user_id: asha.id });
    expect(detail.tickets[0]?.messages.map((m) => [m.author, m.body])).toEqual([['customer', 'The tracking has not moved for three days.']]);

    const friend = await support().data(customerDetailSchema, 'GET', paths.customer(ravi.id));
    expect(friend.referrals.referred_by).toEqual({ user_id: asha.id, name: 'Asha Raghunathan' });
    expect(friend.gift_cards.redeemed).toEqual([expect.objectContaining({ code_masked: 'XXXX-XXXX-XXXX-Q7ZK', amount_paise: 1_000_00, own_purchase: false })]);

    expect((await support().call('GET', paths.customer(99_999_999))).status).toBe(404);
    expect((await support().call('GET', `${paths.list}/abc`)).status).toBe(404);
  });

  it('lists the orders newest first with status and total, and pages the wallet ledger', async () => {
    const orders = await support().data(customerOrdersSchema, 'GET', paths.orders(asha.id));
    expect(orders.orders.map((o) => [o.id, o.status, o.total_paise])).toEqual([
      [ashaOrders[1]?.id, 'shipped', ashaOrders[1]?.total],
      [ashaOrders[0]?.id, 'delivered', ashaOrders[0]?.total],
    ]);
    expect((await support().call('GET', paths.orders(99_999_999))).status).toBe(404);

    const ledgerOwner = await customer({ fname: 'Ledger', lname: 'Owner' });
    for (let i = 1; i <= 22; i++) await postWallet(t.db, ledgerOwner.id, 100_00, `ref-${i}`);
    const first = await walletOf(ledgerOwner.id);
    expect(first).toMatchObject({ balance_paise: 22 * 100_00, total: 22, page_count: 2, support_limit_paise: 2_000_00 });
    expect(first.entries).toHaveLength(20);
    const second = await support().data(customerWalletSchema, 'GET', `${paths.wallet(ledgerOwner.id)}?page=2`);
    expect(second.entries.map((e) => e.balance_after_paise)).toEqual([200_00, 100_00]);
  });
});

describe(`the customers desk: wallet adjustments (${databaseKind})`, () => {
  it('credits and debits with a reason the shopper reads in their ledger, each audited with the staff account', async () => {
    const shopper = await customer({ fname: 'Kiran', lname: 'Desai' });
    const credited = await adjust(shopper.id, { direction: 'credit', amount: '1,500', reason: 'Delivery was three days late' });
    expect(credited.status).toBe(200);
    const afterCredit = envelopeSchema(customerWalletSchema).parse(await json(credited));
    expect(afterCredit.data.balance_paise).toBe(1_500_00);
    expect(afterCredit.message).toContain('Credited ₹1,500.00 to the wallet of Kiran Desai');
    expect(await lastAudit()).toEqual({
      action: 'adjust-wallet',
      actor: support().login,
      key: `customer:${shopper.id}`,
      summary: `Credited ₹1,500.00 to the wallet of Kiran Desai (#${shopper.id}) ("Delivery was three days late"): balance ₹0.00 → ₹1,500.00`,
      staff_id: support().staffId,
      display_name: 'Sunil Support',
    });

    const debited = await adjust(shopper.id, { direction: 'debit', amount: '499.50', reason: 'Credit given twice by mistake' });
    expect(debited.status).toBe(200);
    expect((await walletOf(shopper.id)).balance_paise).toBe(1_000_50);
    expect((await lastAudit()).summary).toBe(`Debited ₹499.50 from the wallet of Kiran Desai (#${shopper.id}) ("Credit given twice by mistake"): balance ₹1,500.00 → ₹1,000.50`);

    // The shopper's own wallet page shows both, with the reasons.
    const own = await t.app.request(`/api/${walletPaths.wallet}?user_id=${shopper.id}`, { headers: { ...storefrontAuth, Cookie: shopper.cookie } });
    const wallet = envelopeSchema(walletSchema).parse(await json(own)).data;
    expect(wallet.entries.map((e) => [e.kind, e.amount_paise, e.description])).toEqual([
      ['adjustment', -499_50, 'Credit given twice by mistake'],
      ['adjustment', 1_500_00, 'Delivery was three days late'],
    ]);
  });

  it('refuses a debit below zero with a sentence at the amount, changing nothing', async () => {
    const shopper = await customer({ fname: 'Meena', lname: 'Iyer' });
    await postWallet(t.db, shopper.id, 300_00, 'seed');
    const before = await stored();
    const res = await adjust(shopper.id, { direction: 'debit', amount: '500', reason: 'Return not received' });
    expect(res.status).toBe(422);
    const body = problemsBodySchema.parse(await json(res));
    expect(body.message).toBe("Meena Iyer's wallet holds ₹300.00: a debit of ₹500.00 would take it below zero. Nothing was changed");
    expect(body.problems).toEqual([{ index: -1, field: 'amount', message: "Meena Iyer's wallet holds ₹300.00: a debit of ₹500.00 would take it below zero" }]);
    expect(await stored()).toBe(before);
  });

  it('refuses bad input by field, an unknown customer, and a body that is not JSON, changing nothing', async () => {
    const shopper = await customer({ fname: 'Tara', lname: 'Singh' });
    const before = await stored();
    const bad = await adjust(shopper.id, { direction: 'credit', amount: '-5', reason: 'ok' });
    expect(bad.status).toBe(400);
    const problems = problemsBodySchema.parse(await json(bad)).problems.map((p) => [p.field, p.message]);
    expect(problems).toEqual([
      ['amount', 'The amount cannot be negative'],
      ['reason', 'Say why in at least 3 characters: the customer and the audit log see it'],
    ]);
    const zero = problemsBodySchema.parse(await json(await adjust(shopper.id, { direction: 'debit', amount: '0', reason: 'Nothing at all' })));
    expect(zero.problems.map((p) => p.message)).toEqual(['The amount must be more than ₹0']);
    const paise = problemsBodySchema.parse(await json(await adjust(shopper.id, { direction: 'credit', amount: '10.999', reason: 'Paise' })));
    expect(paise.problems.map((p) => p.message)).toEqual(['The amount has more than two digits of paise']);
    expect((await support().call('POST', paths.wallet(shopper.id), { direction: 'refund', amount: '10', reason: 'Refund' })).status).toBe(400);
    expect((await adjust(99_999_999, { direction: 'credit', amount: '10', reason: 'Goodwill' })).status).toBe(404);
    const form = await t.app.request(`/api/${paths.wallet(shopper.id)}`, { method: 'POST', headers: { Cookie: support().cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'direction=credit&amount=10&reason=xyz' });
    expect(form.status).toBe(415);
    expect(await stored()).toBe(before);
  });

  it('lets two debits race without ever overdrawing: one lands, the other is refused, and the ledger adds up', async () => {
    const shopper = await customer({ fname: 'Parallel', lname: 'Debits' });
    await postWallet(t.db, shopper.id, 1_000_00, 'seed');
    const results = await Promise.all(
      [1, 2, 3].map(() => adjust(shopper.id, { direction: 'debit', amount: '700', reason: 'Race test' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const wallet = await walletOf(shopper.id);
    expect(wallet.balance_paise).toBe(300_00);
    expect(await walletLedgerSum(t.db, shopper.id)).toBe(300_00);
    expect(wallet.entries.every((e) => e.balance_after_paise >= 0)).toBe(true);
  });

  it('holds support to the owner’s limit (403 naming it, nothing changed); the owner goes above it and sets it', async () => {
    const shopper = await customer({ fname: 'Limit', lname: 'Tester' });
    expect((await support().data(walletLimitSchema, 'GET', paths.walletLimit)).support_limit_paise).toBe(2_000_00);
    const before = await stored();
    const over = await adjust(shopper.id, { direction: 'credit', amount: '2,000.01', reason: 'Big goodwill' });
    expect(over.status).toBe(403);
    const body = problemsBodySchema.parse(await json(over));
    expect(body.message).toBe('Support can move at most ₹2,000.00 in one adjustment; ₹2,000.01 needs the owner. Nothing was changed');
    expect(body.problems.map((p) => p.field)).toEqual(['amount']);
    expect(await stored()).toBe(before);
    // Exactly the limit is within it.
    expect((await adjust(shopper.id, { direction: 'credit', amount: '2000', reason: 'Goodwill' })).status).toBe(200);
    // The owner is not held to it.
    expect((await adjust(shopper.id, { direction: 'credit', amount: '25,000', reason: 'Laptop price match', }, owner())).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ actor: owner().login, staff_id: owner().staffId, display_name: 'Olivia Owner' });

    // Only the owner changes the limit.
    const refused = await support().call('PUT', paths.walletLimit, { support_limit: '50,000' });
    expect(refused.status).toBe(403);
    expect((await refusal(refused)).message).toMatch(/needs the staff.manage permission/);
    const bad = await owner().call('PUT', paths.walletLimit, { support_limit: 'five thousand' });
    expect(bad.status).toBe(400);
    expect(problemsBodySchema.parse(await json(bad)).problems).toEqual([{ index: -1, field: 'support_limit', message: 'The limit must be rupees, like 74,990 or 74990.50' }]);
    const set = await owner().data(walletLimitSchema, 'PUT', paths.walletLimit, { support_limit: '5,000' });
    expect(set.support_limit_paise).toBe(5_000_00);
    expect(await lastAudit()).toMatchObject({ action: 'set-wallet-limit', key: 'customers', summary: "Support's wallet adjustment limit ₹2,000.00 → ₹5,000.00", actor: owner().login });
    expect((await walletOf(shopper.id)).support_limit_paise).toBe(5_000_00);
    expect((await adjust(shopper.id, { direction: 'debit', amount: '4,500', reason: 'Order cancelled, refund reversed' })).status).toBe(200);
    const lowered = await owner().data(walletLimitSchema, 'PUT', paths.walletLimit, { support_limit: '2000' });
    expect(lowered.support_limit_paise).toBe(2_000_00);
  });
});

describe(`the customers desk: disabling an account (${databaseKind})`, () => {
  const me = (cookie: string) => t.app.request(`/api/${identityPaths.me}`, { headers: { ...storefrontAuth, Cookie: cookie } });
  const signInWith = (idToken: string) => t.app.request(`/api/${identityPaths.session}`, { method: 'POST', headers: storefrontAuth, body: formBody({ id_token: idToken }) });

  it('ends every session at once and refuses sign-in with a clear message until enabled; each step audited', async () => {
    const phone = newPhone();
    const phoneSession = await startSession(t.app, (await signInWithPhone(phone)).idToken);
    const secondDevice = await createSession(t.db, phoneSession.userId, 'second phone');
    const cookies = [phoneSession.cookie, `${SESSION_COOKIE}=${secondDevice.token}`];
    for (const cookie of cookies) expect((await me(cookie)).status).toBe(200);

    const res = await support().call('POST', paths.disable(phoneSession.userId), {});
    expect(res.status).toBe(200);
    const disabled = envelopeSchema(customerProfileSchema).parse(await json(res));
    expect(disabled.data.disabled).toEqual({ at: expect.any(String), by: 'Sunil Support' });
    expect(disabled.data.active_sessions).toBe(0);
    expect(disabled.message).toMatch(/signed out of 2 signed-in devices, and sign-in is refused until you enable it/);
    for (const cookie of cookies) {
      const after = await me(cookie);
      expect(after.status).toBe(401);
      expect((await refusal(after)).code).toBe('sign-in-required');
    }
    expect(await t.db.selectFrom('user_sessions').select('token_hash').where('user_id', '=', phoneSession.userId).execute()).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'disable-customer', actor: support().login, staff_id: support().staffId, key: `customer:${phoneSession.userId}`, summary: expect.stringMatching(/^Disabled the account of customer #\d+; signed out 2 signed-in devices$/) });

    // Signing in again: the identity service still vouches for them, the shop does not.
    const again = await signInWith((await signInWithPhone(phone)).idToken);
    expect(again.status).toBe(403);
    expect((await refusal(again)).message).toBe(ACCOUNT_DISABLED_MESSAGE);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await t.db.selectFrom('user_sessions').select('token_hash').where('user_id', '=', phoneSession.userId).execute()).toEqual([]);

    const twice = await support().call('POST', paths.disable(phoneSession.userId), {});
    expect(twice.status).toBe(409);

    const enabled = await support().data(customerProfileSchema, 'POST', paths.enable(phoneSession.userId), {});
    expect(enabled.disabled).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: 'enable-customer', actor: support().login });
    const back = await signInWith((await signInWithPhone(phone)).idToken);
    expect(back.status).toBe(200);
    expect(envelopeSchema(accountSchema).parse(await json(back)).data.id).toBe(phoneSession.userId);
  });

  it('a disabled account’s pages render as a guest’s: the server-side visitor is no one', async () => {
    const shopper = await customer({ fname: 'Guest', lname: 'Now' });
    await support().data(customerProfileSchema, 'POST', paths.disable(shopper.id), {});
    // A session written after the disabling (a sign-in racing it) is refused all the same.
    const session = await createSession(t.db, shopper.id, 'test');
    const html = await (await t.app.request('/', { headers: { Cookie: `${SESSION_COOKIE}=${session.token}` } })).text();
    const visitor = /"visitor":\{"user_id":(\d+)/.exec(html)?.[1];
    expect(visitor).toBe('0');
    expect((await me(`${SESSION_COOKIE}=${session.token}`)).status).toBe(401);
  });
});

describe(`the customers desk: roles (${databaseKind})`, () => {
  it('lets reading roles read, refuses writes to them, and refuses the desk to roles without customers.read, changing nothing', async () => {
    const shopper = await customer({ fname: 'Role', lname: 'Check' });
    await postWallet(t.db, shopper.id, 100_00, 'seed');
    for (const role of ['viewer', 'orders'] as const) {
      expect((await deskOf(role).call('GET', paths.customer(shopper.id))).status, role).toBe(200);
      expect((await deskOf(role).call('GET', paths.wallet(shopper.id))).status, role).toBe(200);
    }
    const before = await stored();
    const writes: [string, string, unknown][] = [
      ['POST', paths.wallet(shopper.id), { direction: 'credit', amount: '10', reason: 'Goodwill' }],
      ['POST', paths.disable(shopper.id), {}],
      ['POST', paths.enable(shopper.id), {}],
      ['PUT', paths.walletLimit, { support_limit: '10' }],
    ];
    for (const role of ['viewer', 'orders', 'merchandiser'] as const) {
      for (const [method, path, body] of writes) {
        const res = await deskOf(role).call(method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect((await refusal(res)).message).toMatch(/^Your role \(\w+\) does not allow this: it needs the (customers\.write|staff\.manage) permission$/);
      }
    }
    for (const path of [paths.list, paths.customer(shopper.id), paths.orders(shopper.id), paths.tickets]) {
      expect((await deskOf('merchandiser').call('GET', path)).status, path).toBe(403);
    }
    expect(await stored()).toBe(before);
    // Signed out: no studio session, nothing.
    expect((await t.app.request(`/api/${paths.customer(shopper.id)}`)).status).toBe(401);
  });
});

describe.skipIf(!adminUrl)('disabling across two instances (PostgreSQL)', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedIfEmpty(database.db);
    a = await startInstance(database.url ?? '');
    b = await startInstance(database.url ?? '');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.close();
  });

  it('a shopper signed in through instance A is signed out there the moment staff disable them through instance B', async () => {
    const user = await database.db
      .insertInto('users')
      .values({ firebase_uid: `two-${randomBytes(4).toString('hex')}`, email: null, mobile: null, fname: 'Two', lname: 'Instances', referral_code: `T${randomBytes(4).toString('hex')}`.toUpperCase() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await createSession(database.db, user.id, 'test');
    const cookie = `${SESSION_COOKIE}=${session.token}`;
    const meOnA = () => a.as(cookie).request(`/api/${identityPaths.me}`, { headers: storefrontAuth });
    expect((await meOnA()).status).toBe(200);

    const studioRes = await b.http.request('/api/admin/studio/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN_CREDENTIAL) });
    expect(studioRes.status).toBe(200);
    const staffOnB = studioAs(b.http, cookieOf(studioRes));
    const res = await staffOnB.call('POST', paths.disable(user.id), {});
    expect(res.status).toBe(200);
    // No wait, no signal: A reads the session from the database on every request.
    expect((await meOnA()).status).toBe(401);
  });
});
