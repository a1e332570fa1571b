import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { checkoutPaths } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { IDENTITY_MESSAGES } from '../../schemas/api/identity';
import { orderPaths } from '../../schemas/api/orders';
import { STOCK_ALERT_MESSAGES, stockAlertPaths, stockAlertStateSchema, type StockAlertState } from '../../schemas/api/stock-alerts';
import { createApp } from '../../server/app';
import { createSession, SESSION_COOKIE } from '../../server/features/identity/sessions';
import { CODE_MESSAGES } from '../../server/features/identity/email-codes';
import { GUEST_ALERTS_PER_IP_PER_HOUR } from '../../server/features/stock-alerts/repository';
import { dispatchStockAlerts, MAX_ATTEMPTS, startStockAlertDispatcher, type DispatchDeps } from '../../server/features/stock-alerts/dispatcher';
import type { Mailer } from '../../server/mail/mailer';
import { signInWithPhone } from './auth-emulator-client';
import { formBody } from './cart-client';
import { addAddress, createCheckoutBench, fillCart, insertCheckoutFixtures, newShopper, P, PIN, placedEnvelope, post, quote, refusalSchema, type CheckoutBench } from './checkout-fixtures';
import { createTestServer, databaseKind, json, storefrontAuth, testAppConfig, type TestServer } from './harness';
import { newPhone, startSession } from './session-client';

let t: TestServer;
let bench: CheckoutBench;
const SHOP_URL = 'https://shop.example.in';
let deps: DispatchDeps;

beforeAll(async () => {
  t = await createTestServer();
  await insertCheckoutFixtures(t.db);
  bench = createCheckoutBench(t);
  deps = { db: t.db, mailer: t.outbox, shopUrl: SHOP_URL };
});
afterAll(async () => {
  await t.close();
});

/** A browser: a guest session cookie, and the session cookie once signed in. */
interface Browser {
  cookie: string;
  userId?: number;
}

const guest = (): Browser => ({ cookie: `vitrine_sid=${randomUUID()}` });

/** A shopper signed in on a browser (a new one unless given). */
async function signedIn(email: string | null = `alerts-${randomUUID().slice(0, 8)}@example.test`, on: Browser = guest()): Promise<Browser> {
  const tag = randomUUID().slice(0, 8);
  const user = await t.db
    .insertInto('users')
    .values({ firebase_uid: `alerts-${tag}`, email, mobile: null, referral_code: `A${tag}`.toUpperCase(), referred_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(t.db, user.id, 'test');
  return { cookie: `${on.cookie}; ${SESSION_COOKIE}=${token}`, userId: user.id };
}

const stateEnvelope = envelopeSchema(stockAlertStateSchema);

function call(app: Hono, browser: Browser | null, method: string, path: string, fields: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { ...storefrontAuth, ...headers };
  if (browser) all.Cookie = browser.cookie;
  const body = method === 'GET' || method === 'DELETE' ? undefined : formBody(fields);
  return Promise.resolve(app.request(`/api/${path}`, { method, headers: all, body }));
}

async function ask(browser: Browser | null, fields: Record<string, string | number>, app: Hono = t.app, headers: Record<string, string> = {}) {
  const res = await call(app, browser, 'POST', stockAlertPaths.alerts, fields, headers);
  const body = await json(res);
  return { status: res.status, body };
}

async function asked(browser: Browser | null, fields: Record<string, string | number>): Promise<{ status: number; state: StockAlertState; message: string }> {
  const { status, body } = await ask(browser, fields);
  if (status !== 200 && status !== 201) throw new Error(`POST stock-alerts answered ${status}: ${JSON.stringify(body)}`);
  const parsed = stateEnvelope.parse(body);
  return { status, state: parsed.data, message: parsed.message };
}

async function stateOf(browser: Browser | null, productId: number, variantId?: number): Promise<StockAlertState> {
  const query = new URLSearchParams({ product_id: String(productId), ...(variantId ? { variant_id: String(variantId) } : {}) });
  const res = await call(t.app, browser, 'GET', `${stockAlertPaths.alerts}?${query.toString()}`);
  expect(res.status).toBe(200);
  return stateEnvelope.parse(await json(res)).data;
}

function cancel(browser: Browser | null, id: number) {
  return call(t.app, browser, 'DELETE', stockAlertPaths.alert(id));
}

function refusal(res: { status: number; body: unknown }) {
  return { status: res.status, message: refusalSchema.parse(res.body).message };
}

async function setStock(productId: number, stock: number, variants: Record<number, number> = {}) {
  await t.db.updateTable('products').set({ stock }).where('id', '=', productId).execute();
  for (const [id, n] of Object.entries(variants)) await t.db.updateTable('product_variants').set({ stock: n }).where('id', '=', Number(id)).execute();
}

const rows = (productId: number) =>
  t.db.selectFrom('stock_alerts').select(['id', 'email', 'status', 'user_id', 'variant_id']).where('product_id', '=', productId).orderBy('id').execute();

function phoneVariant(index: number) {
  const variant = P.phone.variants[index];
  if (!variant) throw new Error(`The phone fixture has no variant ${index}`);
  return variant;
}
const EIGHT = phoneVariant(0);
const TWELVE = phoneVariant(1);

const mailsTo = (email: string) => t.outbox.messages().filter((m) => m.to === email);

describe(`stock alerts: asking, seeing, cancelling (${databaseKind})`, () => {
  it('a guest asks with an address; only that browser sees and may cancel the request', async () => {
    await setStock(P.lastOne.id, 0);
    const browser = guest();
    const other = guest();
    const first = await asked(browser, { product_id: P.lastOne.id, email: '  Asha.Rao@Example.IN ' });
    expect(first.status).toBe(201);
    expect(first.message).toBe('We’ll e-mail you at asha.rao@example.in when it’s back');
    expect(first.state).toMatchObject({ email: 'asha.rao@example.in', alert: { product_id: P.lastOne.id, variant_id: null, email: 'asha.rao@example.in' } });
    const id = first.state.alert?.id ?? 0;

    expect((await stateOf(browser, P.lastOne.id)).alert?.id).toBe(id);
    expect(await stateOf(other, P.lastOne.id)).toEqual({ alert: null, email: '' });

    // The same address from another browser: e-mailed once all the same, and not that browser's to cancel.
    const again = await asked(other, { product_id: P.lastOne.id, email: 'asha.rao@example.in' });
    expect(again).toMatchObject({ status: 200, state: { alert: null, email: 'asha.rao@example.in' }, message: first.message });
    expect((await rows(P.lastOne.id)).filter((r) => r.email === 'asha.rao@example.in')).toHaveLength(1);

    expect((await cancel(other, id)).status).toBe(404);
    expect((await cancel(await signedIn(), id)).status).toBe(404);
    expect((await cancel(null, id)).status).toBe(404);
    const cancelled = await cancel(browser, id);
    expect(cancelled.status).toBe(200);
    expect(stateEnvelope.parse(await json(cancelled))).toMatchObject({ message: STOCK_ALERT_MESSAGES.cancelled, data: { alert: null, email: '' } });
    expect((await rows(P.lastOne.id)).find((r) => r.id === id)?.status).toBe('cancelled');
    expect((await cancel(browser, id)).status).toBe(404);
  });

  it('a signed-in shopper asks with one click, at the account e-mail; another shopper can neither see nor cancel it', async () => {
    await setStock(P.lastOne.id, 0);
    const meera = await signedIn('meera.alerts@example.test');
    const ravi = await signedIn('ravi.alerts@example.test');
    expect(await stateOf(meera, P.lastOne.id)).toEqual({ alert: null, email: 'meera.alerts@example.test' });

    const first = await asked(meera, { product_id: P.lastOne.id });
    expect(first.status).toBe(201);
    expect(first.state.alert).toMatchObject({ email: 'meera.alerts@example.test', product_id: P.lastOne.id });
    // Asking again (another tab, a double click) answers the same request.
    const again = await asked(meera, { product_id: P.lastOne.id });
    expect(again.status).toBe(200);
    expect(again.state.alert?.id).toBe(first.state.alert?.id);
    expect((await rows(P.lastOne.id)).filter((r) => r.user_id === meera.userId)).toHaveLength(1);

    expect(await stateOf(ravi, P.lastOne.id)).toEqual({ alert: null, email: 'ravi.alerts@example.test' });
    expect((await cancel(ravi, first.state.alert?.id ?? 0)).status).toBe(404);
    expect((await stateOf(meera, P.lastOne.id)).alert?.id).toBe(first.state.alert?.id);
  });

  it('keeps a request made as a guest in sight after signing in on the same browser', async () => {
    await setStock(P.lastOne.id, 0);
    const browser = guest();
    const made = await asked(browser, { product_id: P.lastOne.id, email: 'kiran.guest@example.in' });
    const same = await signedIn('kiran@example.test', browser);
    expect((await stateOf(same, P.lastOne.id)).alert?.id).toBe(made.state.alert?.id);
    expect((await asked(same, { product_id: P.lastOne.id })).state.alert?.id).toBe(made.state.alert?.id);
  });

  it('asks a shopper who signed up by phone for an address once, and keeps it on the profile when asked to', async () => {
    await setStock(P.lastOne.id, 0);
    const session = await startSession(t.app, (await signInWithPhone(newPhone())).idToken);
    const phone: Browser = { cookie: session.cookie, userId: session.userId };
    expect(await stateOf(phone, P.lastOne.id)).toEqual({ alert: null, email: '' });

    const missing = await ask(phone, { product_id: P.lastOne.id });
    expect(refusal(missing)).toEqual({ status: 400, message: STOCK_ALERT_MESSAGES.emailNeeded });

    const made = await asked(phone, { product_id: P.lastOne.id, email: 'Dev.Phone@Example.in', save_email: 'true' });
    expect(made.state.email).toBe('dev.phone@example.in');
    // The profile's e-mail, the one /my-account shows and edits.
    const user = await t.db.selectFrom('users').select('email').where('id', '=', session.userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ email: 'dev.phone@example.in' });

    // Next time it is one click.
    expect((await cancel(phone, made.state.alert?.id ?? 0)).status).toBe(200);
    expect(await stateOf(phone, P.lastOne.id)).toEqual({ alert: null, email: 'dev.phone@example.in' });
    expect((await asked(phone, { product_id: P.lastOne.id })).state.alert?.email).toBe('dev.phone@example.in');
  });

  it('never replaces a verified sign-in e-mail with an address typed for an alert', async () => {
    await setStock(P.lastOne.id, 0);
    const shopper = await signedIn('verified@example.test');
    const made = await asked(shopper, { product_id: P.lastOne.id, email: 'elsewhere@example.in', save_email: 'true' });
    expect(made.state.alert?.email).toBe('elsewhere@example.in');
    const user = await t.db.selectFrom('users').select('email').where('id', '=', shopper.userId ?? 0).executeTakeFirstOrThrow();
    expect(user).toEqual({ email: 'verified@example.test' });
  });

  it('refuses what it cannot notify about, with a clear 4xx', async () => {
    await setStock(P.lastOne.id, 0);
    await setStock(P.phone.id, 2, { [EIGHT.id]: 0, [TWELVE.id]: 2 });
    const browser = guest();
    const cases: [Record<string, string | number>, number, string | RegExp][] = [
      [{ product_id: P.earbuds.id, email: 'a@example.in' }, 422, STOCK_ALERT_MESSAGES.inStock],
      [{ product_id: P.phone.id, variant_id: TWELVE.id, email: 'a@example.in' }, 422, STOCK_ALERT_MESSAGES.inStock],
      // Some variant is in stock: the product as a whole is too.
      [{ product_id: P.phone.id, email: 'a@example.in' }, 422, STOCK_ALERT_MESSAGES.inStock],
      [{ product_id: 987_654_321, email: 'a@example.in' }, 404, STOCK_ALERT_MESSAGES.productMissing],
      [{ product_id: P.lastOne.id, variant_id: EIGHT.id, email: 'a@example.in' }, 404, STOCK_ALERT_MESSAGES.variantMissing],
      [{ product_id: P.lastOne.id, email: 'not-an-address' }, 400, IDENTITY_MESSAGES.emailFormat],
      [{ product_id: P.lastOne.id }, 400, STOCK_ALERT_MESSAGES.emailNeeded],
      [{ product_id: 'abc', email: 'a@example.in' }, 400, 'product_id must be a whole number'],
      [{ product_id: P.lastOne.id, variant_id: '-3', email: 'a@example.in' }, 400, 'variant_id must be a whole number'],
    ];
    for (const [fields, status, message] of cases) {
      const answer = refusal(await ask(browser, fields));
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.message, JSON.stringify(fields)).toMatch(message);
    }
    const res = await t.app.request(`/api/${stockAlertPaths.alerts}`, { method: 'POST', body: formBody({ product_id: P.lastOne.id, email: 'a@example.in' }) });
    expect(res.status).toBe(401);
    expect((await cancel(browser, 0)).status).toBe(404);
    expect((await call(t.app, browser, 'GET', `${stockAlertPaths.alerts}?product_id=987654321`)).status).toBe(404);
    expect(await rows(P.lastOne.id)).not.toContainEqual(expect.objectContaining({ email: 'a@example.in' }));
  });

  it('limits guests per network, as the e-mailed codes are; accounts and other networks go on', async () => {
    await setStock(P.lastOne.id, 0);
    // Behind a trusted balancer, so each test network has its own address.
    const proxied = createApp({ db: t.db, config: testAppConfig({ trustProxy: true }), services: { outbox: t.outbox } });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < GUEST_ALERTS_PER_IP_PER_HOUR; i++) {
      const { status } = await ask(guest(), { product_id: P.lastOne.id, email: `flood${i}@example.in` }, proxied, from('203.0.113.7'));
      expect(status).toBe(201);
    }
    const refused = await ask(guest(), { product_id: P.lastOne.id, email: 'one.more@example.in' }, proxied, from('203.0.113.7'));
    expect(refusal(refused)).toEqual({ status: 429, message: CODE_MESSAGES.network });
    expect((await ask(guest(), { product_id: P.lastOne.id, email: 'one.more@example.in' }, proxied, from('198.51.100.9'))).status).toBe(201);
    expect((await ask(await signedIn(), { product_id: P.lastOne.id }, proxied, from('203.0.113.7'))).status).toBe(201);
  });
});

describe(`stock alerts: e-mailing when stock returns (${databaseKind})`, () => {
  it('cancelling the order that took the last unit brings it back: one pass e-mails each request once, a second pass nothing', async () => {
    await setStock(P.lastOne.id, 1);
    const buyer = await newShopper(t.db);
    const addressId = await addAddress(t.db, buyer, PIN.local);
    await fillCart(t.db, buyer, [{ product: P.lastOne.id, qty: 1 }]);
    const q = await quote(bench, buyer, { address_id: addressId, payment_method: 'cod' });
    const placed = await post(bench, buyer, checkoutPaths.placeOrder, {
      user_id: buyer.userId,
      address_id: addressId,
      payment_method: 'cod',
      expected_total_paise: q.total_paise,
      idempotency_key: randomUUID(),
    });
    const order = placedEnvelope.parse(await json(placed)).data;
    expect(await stateOf(guest(), P.lastOne.id)).toEqual({ alert: null, email: '' });
    expect((await t.db.selectFrom('products').select('stock').where('id', '=', P.lastOne.id).executeTakeFirstOrThrow()).stock).toBe(0);

    const guestBrowser = guest();
    await asked(guestBrowser, { product_id: P.lastOne.id, email: 'restock.guest@example.in' });
    const shopper = await signedIn('restock.shopper@example.test');
    await asked(shopper, { product_id: P.lastOne.id });
    // Still out of stock: nothing goes.
    expect(await dispatchStockAlerts(deps)).toBe(0);
    expect(mailsTo('restock.guest@example.in')).toEqual([]);

    const cancelled = await call(t.app, { cookie: buyer.cookie }, 'POST', orderPaths.cancel(order.order_id), { user_id: buyer.userId, reason: 'Ordered twice' });
    expect(cancelled.status).toBe(200);

    // Every request waiting on the product is in stock now, earlier tests' too.
    const waiting = (await rows(P.lastOne.id)).filter((r) => r.status === 'waiting');
    expect(await dispatchStockAlerts(deps)).toBe(waiting.length);
    for (const email of ['restock.guest@example.in', 'restock.shopper@example.test']) {
      const mails = mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Back in stock: ${P.lastOne.title}`);
      expect(mails[0]?.text).toContain(`${P.lastOne.title} is back in stock`);
      expect(mails[0]?.text).toContain('Price: ₹1,499.00 (MRP ₹1,999.00)');
      expect(mails[0]?.text).toContain(`Buy it here: ${SHOP_URL}/product/${P.lastOne.id}/checkout-${P.lastOne.id}`);
    }
    expect((await rows(P.lastOne.id)).filter((r) => r.status === 'waiting')).toEqual([]);

    const before = t.outbox.messages().length;
    expect(await dispatchStockAlerts(deps)).toBe(0);
    expect(t.outbox.messages()).toHaveLength(before);
    // Sent is done: the page offers to ask again.
    expect(await stateOf(shopper, P.lastOne.id)).toEqual({ alert: null, email: 'restock.shopper@example.test' });
  });

  it('waits on the variant asked about; the product as a whole is back once any variant is (a direct stock update)', async () => {
    await setStock(P.phone.id, 0, { [EIGHT.id]: 0, [TWELVE.id]: 0 });
    await asked(guest(), { product_id: P.phone.id, variant_id: TWELVE.id, email: 'twelve@example.in' });
    await asked(await signedIn('any.phone@example.test'), { product_id: P.phone.id });

    await setStock(P.phone.id, 2, { [EIGHT.id]: 2 });
    expect(await dispatchStockAlerts(deps)).toBe(1);
    expect(mailsTo('any.phone@example.test')).toHaveLength(1);
    expect(mailsTo('twelve@example.in')).toEqual([]);

    await setStock(P.phone.id, 3, { [TWELVE.id]: 1 });
    expect(await dispatchStockAlerts(deps)).toBe(1);
    const [mail] = mailsTo('twelve@example.in');
    expect(mail?.subject).toBe(`Back in stock: ${P.phone.title} (${TWELVE.label})`);
    expect(mail?.text).toContain('Price: ₹24,000.00 (MRP ₹28,000.00)');
    expect(mail?.text).toContain(`Buy it here: ${SHOP_URL}/product/${P.phone.id}/checkout-${P.phone.id}?v=${TWELVE.id}`);
  });

  it('two dispatchers racing send each e-mail once', async () => {
    await setStock(P.cable.id, 0);
    const emails = Array.from({ length: 6 }, (_, i) => `race${i}@example.in`);
    for (const email of emails) await asked(guest(), { product_id: P.cable.id, email });
    await setStock(P.cable.id, 100);
    const runs = await Promise.all([dispatchStockAlerts(deps), dispatchStockAlerts(deps)]);
    expect(runs[0] + runs[1]).toBe(emails.length);
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
    expect((await rows(P.cable.id)).map((r) => r.status)).toEqual(emails.map(() => 'sent'));
  });

  it('tries a failed delivery again later, and gives up after a few tries', async () => {
    await setStock(P.odd.id, 0);
    await asked(guest(), { product_id: P.odd.id, email: 'bounce@example.in' });
    await setStock(P.odd.id, 5);
    const down: Mailer = { send: () => Promise.reject(new Error('SMTP 451 try later')) };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => logged.mockRestore());
    const now = Date.now();
    expect(await dispatchStockAlerts({ ...deps, mailer: down }, new Date(now))).toBe(0);
    const row = () => t.db.selectFrom('stock_alerts').select(['status', 'attempts', 'last_error']).where('email', '=', 'bounce@example.in').executeTakeFirstOrThrow();
    expect(await row()).toEqual({ status: 'waiting', attempts: 1, last_error: 'SMTP 451 try later' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('bounce@example.in: SMTP 451 try later'));
    // Not before its retry time, even with the mailer back.
    expect(await dispatchStockAlerts(deps, new Date(now + 30_000))).toBe(0);
    expect(await dispatchStockAlerts(deps, new Date(now + 61_000))).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });

    await setStock(P.odd.id, 0);
    await asked(guest(), { product_id: P.odd.id, email: 'never@example.in' });
    await setStock(P.odd.id, 5);
    let at = now;
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      at += 10 * 60_000;
      await dispatchStockAlerts({ ...deps, mailer: down }, new Date(at));
    }
    expect(await t.db.selectFrom('stock_alerts').select(['status', 'attempts']).where('email', '=', 'never@example.in').executeTakeFirstOrThrow()).toEqual({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
  });

  it('runs on its own timer until stopped', async () => {
    await setStock(P.laptop.id, 0);
    await asked(guest(), { product_id: P.laptop.id, email: 'timer@example.in' });
    await setStock(P.laptop.id, 8);
    const stop = startStockAlertDispatcher(deps, 50);
    try {
      await expect.poll(() => mailsTo('timer@example.in').length, { timeout: 10_000 }).toBe(1);
    } finally {
      stop();
    }
  });
});
