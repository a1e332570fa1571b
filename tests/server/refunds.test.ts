/**
 * The refund module (server/features/refunds) against its real database: the
 * money rules hold when refunds race each other, a webhook recording a
 * capture, and a cancellation; a gateway failure releases what was reserved;
 * and Razorpay's refund call works against a fake Razorpay over HTTP.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import type { Database } from '../../server/db/types';
import { outboxMailer } from '../../server/mail/outbox-mailer';
import { cancelOrder } from '../../server/features/orders/cancel';
import { GatewayRefusal, type GatewayRefund, type PaymentGateway } from '../../server/features/payments/gateway';
import { localGateway, type LocalGateway } from '../../server/features/payments/local/gateway';
import { recallFromShop } from '../../server/features/payments/local/recall';
import { localGatewayRoutes } from '../../server/features/payments/local/routes';
import { RAZORPAY_API, razorpayGateway } from '../../server/features/payments/razorpay';
import { handleWebhookEvent } from '../../server/features/payments/webhook';
import { webhookEventSchema } from '../../server/features/payments/webhook-payload';
import { issueRefund, type RefundRequest } from '../../server/features/refunds/issue';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { walletBalance } from '../../server/features/wallet/ledger';
import { createTestDatabase, databaseKind, type TestDatabase } from './harness';
import { insertOrder, insertOrderCatalogue, newShopper, ofx, type Shopper } from './order-fixtures';

let database: TestDatabase;
let db: Kysely<Database>;
let gateway: LocalGateway;
let shopper: Shopper;
let staff: { ravi: number; meena: number };

const PRICE = ofx.laptop.price;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await insertOrderCatalogue(db);
  gateway = localGateway({ keyId: 'rzp_test_refunds', keySecret: 'refund-secret', webhookSecret: 'refund-webhook', baseUrl: '/gateway', sendWebhook: async () => undefined, recallPayment: recallFromShop(db) });
  shopper = await newShopper(db);
  const ravi = await createStaffAccount(db, { login: 'ravi@orders.test', display_name: 'Ravi Menon', password: 'ravi-password-123', role: 'orders' });
  const meena = await createStaffAccount(db, { login: 'meena@orders.test', display_name: 'Meena Iyer', password: 'meena-password-123', role: 'owner' });
  staff = { ravi: ravi.id, meena: meena.id };
});
afterAll(async () => {
  await database.close();
});

const deps = () => ({ db, gateway });

function partial(orderId: number, amountPaise: number, destination: 'original' | 'wallet', staffId: number, extra: Partial<RefundRequest> = {}): RefundRequest {
  return { orderId, amountPaise, destination, reason: 'Price matched', staffId, kind: 'partial', ...extra };
}

async function orderMoney(orderId: number) {
  return db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'paid_paise', 'wallet_paise', 'refunded_paise', 'refunded_original_paise', 'cod_collected_paise'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function refundRows(orderId: number) {
  return db
    .selectFrom('refunds')
    .select(['id', 'kind', 'amount_paise', 'destination', 'status', 'staff_id', 'reason', 'gateway_refund_id', 'failure_reason'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

const live = (rows: { status: string; amount_paise: number }[]) => rows.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amount_paise, 0);

/** The gateway's own books: the order's payment has nothing left to give back (its smallest refund, ₹1, is refused as too much). */
async function expectGatewayExhausted(orderNumber: string): Promise<void> {
  await expect(gateway.refund(`pay_fx${orderNumber}`, 100, {})).rejects.toThrow('The total refund amount is greater than the refund payment amount');
}

/** A gateway whose refunds wait until the test lets them go, then answer as told. */
function heldGateway(inner: PaymentGateway) {
  const waiting: { release: (answer: 'pass' | 'refuse' | 'pending') => void }[] = [];
  const asked: number[] = [];
  const held: PaymentGateway = {
    ...inner,
    refundPayment: (input) =>
      new Promise<GatewayRefund>((resolve, reject) => {
        asked.push(input.amountPaise);
        waiting.push({
          release: (answer) => {
            if (answer === 'refuse') reject(new GatewayRefusal('The bank is not taking refunds right now', 400));
            else if (answer === 'pending') resolve({ id: `rfnd_Held${randomUUID().replace(/-/g, '').slice(0, 10)}`, amount: input.amountPaise, status: 'pending' });
            else inner.refundPayment(input).then(resolve, reject);
          },
        });
      }),
  };
  const until = async (n: number) => {
    for (let i = 0; i < 400 && asked.length < n; i++) await new Promise((r) => setTimeout(r, 5));
  };
  return { held, asked, waiting, until };
}

describe(`refunds: the money rules (${databaseKind})`, () => {
  it('refunds part of an order to the original payment and to the wallet, each row naming its staff account', async () => {
    const order = await insertOrder(db, { userId: shopper.id });
    const before = await walletBalance(db, shopper.id);
    const toCard = await issueRefund(deps(), partial(order.id, 5_000_00, 'original', staff.ravi));
    expect(toCard).toMatchObject({ ok: true, refund: { amount_paise: 5_000_00, destination: 'original', status: 'processed' } });
    const toWallet = await issueRefund(deps(), partial(order.id, 1_000_00, 'wallet', staff.meena, { reason: 'Goodwill' }));
    expect(toWallet).toMatchObject({ ok: true, refund: { amount_paise: 1_000_00, destination: 'wallet', status: 'processed', gateway_refund_id: null } });
    expect(await walletBalance(db, shopper.id)).toBe(before + 1_000_00);
    const rows = await refundRows(order.id);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'partial', amount_paise: 5_000_00, destination: 'original', status: 'processed', staff_id: staff.ravi, reason: 'Price matched', gateway_refund_id: expect.stringMatching(/^rfnd_/) }),
      expect.objectContaining({ kind: 'partial', amount_paise: 1_000_00, destination: 'wallet', status: 'processed', staff_id: staff.meena, reason: 'Goodwill' }),
    ]);
    expect(await orderMoney(order.id)).toMatchObject({ refunded_paise: 6_000_00, refunded_original_paise: 5_000_00, payment_status: 'paid' });
    const audit = await db.selectFrom('audit_log').select(['actor', 'staff_id', 'action', 'summary']).where('key', '=', `order:${order.id}`).orderBy('id').execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor: 'ravi@orders.test', staff_id: staff.ravi, action: 'refund-order', summary: expect.stringContaining('₹5,000.00 to the original payment') }),
      expect.objectContaining({ actor: 'meena@orders.test', staff_id: staff.meena, action: 'refund-order', summary: expect.stringContaining('₹1,000.00 to the wallet') }),
    ]);
  });

  it('refuses more than is left, more than the gateway took to the original payment, and bad requests, changing nothing', async () => {
    const order = await insertOrder(db, { userId: shopper.id, method: 'part', paid: 20_000_00, wallet: 5_000_00 });
    await db.updateTable('orders').set({ paid_paise: 20_000_00 + order.total - 25_000_00, cod_collected_paise: order.total - 25_000_00, payment_status: 'paid', status: 'delivered' }).where('id', '=', order.id).execute();
    const before = await orderMoney(order.id);
    const cases: [RefundRequest, number, string | RegExp][] = [
      [partial(order.id, 0, 'wallet', staff.ravi), 400, 'A refund is a whole number of paise above zero'],
      [partial(order.id, 10.5, 'wallet', staff.ravi), 400, 'A refund is a whole number of paise above zero'],
      [partial(order.id, 50, 'original', staff.ravi), 400, 'A refund to the original payment is at least ₹1.00'],
      [partial(order.id, 100_00, 'wallet', staff.ravi, { kind: 'return' }), 400, 'A return refund names its return'],
      [partial(order.id, 100_00, 'wallet', staff.ravi, { lines: [{ order_item_id: 999_999, qty: 1 }] }), 400, 'Item 999999 is not part of this order'],
      [partial(order.id, 100_00, 'wallet', staff.ravi, { lines: [{ order_item_id: order.itemIds[0] ?? 0, qty: 2 }] }), 400, /At most 1 of Orderfix Laptop 14/],
      [partial(999_999, 100_00, 'wallet', staff.ravi), 404, 'We could not find this order'],
      // The gateway took 20,000; cash collected and the wallet share can only go to the wallet.
      [partial(order.id, 20_000_01, 'original', staff.ravi), 409, 'At most ₹20,000.00 can go back to the original payment; the rest can go to the wallet'],
      [partial(order.id, order.total + 1, 'wallet', staff.ravi), 409, /^At most ₹54,999.00 is left to refund/],
    ];
    for (const [request, status, message] of cases) {
      const outcome = await issueRefund(deps(), request);
      expect(outcome, JSON.stringify(request)).toEqual({ ok: false, status, message: typeof message === 'string' ? message : expect.stringMatching(message) });
    }
    expect(await orderMoney(order.id)).toEqual(before);
    expect(await refundRows(order.id)).toEqual([]);
    // What is allowed still goes: all of the card's share back to the card, the rest to the wallet.
    expect(await issueRefund(deps(), partial(order.id, 20_000_00, 'original', staff.ravi))).toMatchObject({ ok: true });
    expect(await issueRefund(deps(), partial(order.id, order.total - 20_000_00, 'wallet', staff.ravi))).toMatchObject({ ok: true });
    expect(await orderMoney(order.id)).toMatchObject({ refunded_paise: order.total, refunded_original_paise: 20_000_00, payment_status: 'refunded' });
    expect(await issueRefund(deps(), partial(order.id, 1, 'wallet', staff.ravi))).toEqual({ ok: false, status: 409, message: 'Nothing is left to refund on this order' });
  });

  it('backs the rule with the database: refunded amounts above what was paid are refused by a check', async () => {
    const order = await insertOrder(db, { userId: shopper.id });
    await expect(db.updateTable('orders').set({ refunded_paise: order.total + 1 }).where('id', '=', order.id).execute()).rejects.toThrow(/orders_refund_within_paid/);
    await expect(db.updateTable('orders').set({ refunded_paise: 10_00, refunded_original_paise: 20_00 }).where('id', '=', order.id).execute()).rejects.toThrow(/orders_refund_within_paid/);
    await expect(db.updateTable('orders').set({ cod_collected_paise: 1, refunded_paise: order.total, refunded_original_paise: order.total }).where('id', '=', order.id).execute()).rejects.toThrow(
      /orders_refund_within_paid/,
    );
  });
});

describe(`refunds: races (${databaseKind})`, () => {
  it('two partial refunds whose sum exceeds what was paid: exactly the allowed total is refunded', async () => {
    const order = await insertOrder(db, { userId: shopper.id });
    const results = await Promise.all([
      issueRefund(deps(), partial(order.id, 40_000_00, 'original', staff.ravi)),
      issueRefund(deps(), partial(order.id, 40_000_00, 'original', staff.meena)),
    ]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, status: 409, message: `At most ₹14,999.00 is left to refund on this order` });
    // The rest is still refundable, once, however many ask at the same moment.
    const rest = await Promise.all([0, 1, 2].map(() => issueRefund(deps(), partial(order.id, PRICE - 40_000_00, 'original', staff.ravi))));
    expect(rest.filter((r) => r.ok)).toHaveLength(1);
    const rows = await refundRows(order.id);
    expect(live(rows)).toBe(PRICE);
    expect(await orderMoney(order.id)).toMatchObject({ refunded_paise: PRICE, refunded_original_paise: PRICE, payment_status: 'refunded' });
    await expectGatewayExhausted(order.orderNumber);
  });

  it('many staff refunding to the wallet at once: only what was paid goes back, the rest is refused', async () => {
    const order = await insertOrder(db, { userId: shopper.id });
    const before = await walletBalance(db, shopper.id);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => issueRefund(deps(), partial(order.id, 10_000_00, 'wallet', i % 2 === 0 ? staff.ravi : staff.meena))));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, status: 409, message: 'At most ₹4,999.00 is left to refund on this order' }]);
    expect(await walletBalance(db, shopper.id)).toBe(before + 50_000_00);
    expect(live(await refundRows(order.id))).toBe(50_000_00);
    expect(await orderMoney(order.id)).toMatchObject({ refunded_paise: 50_000_00, payment_status: 'paid' });
  });

  it('a refund racing the webhook that records a capture never refunds money not yet received', async () => {
    for (let round = 0; round < 4; round++) {
      // 5,000 from the wallet now, the rest online: awaiting its payment.
      const order = await insertOrder(db, { userId: shopper.id, status: 'awaiting_payment', wallet: 5_000_00 });
      const gatewayOrderId = `order_race${order.id}`;
      await db.insertInto('payments').values({ order_id: order.id, attempt: 1, gateway: 'local', gateway_order_id: gatewayOrderId, amount_paise: order.total - 5_000_00 }).execute();
      const event = webhookEventSchema.parse({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: `pay_race${order.id}x`, order_id: gatewayOrderId, amount: order.total - 5_000_00, status: 'captured', method: 'card' } } },
        created_at: 1_763_700_000,
      });
      const [outcome, refund] = await Promise.all([
        handleWebhookEvent({ db, mailer: outboxMailer({ from: 'shop@example.in', log: false }) }, event, `evt_race_${order.id}`, 'http://shop.test'),
        issueRefund(deps(), partial(order.id, 10_000_00, 'wallet', staff.ravi)),
      ]);
      expect(outcome).toBe('confirmed');
      const money = await orderMoney(order.id);
      expect(money.paid_paise).toBe(order.total - 5_000_00);
      if (refund.ok) expect(money.refunded_paise).toBe(10_000_00);
      // Refused only because it came first, when just the wallet share had been received.
      else expect(refund).toEqual({ ok: false, status: 409, message: 'At most ₹5,000.00 is left to refund on this order' });
      expect(money.refunded_paise).toBeLessThanOrEqual(money.paid_paise + money.wallet_paise);
      expect(live(await refundRows(order.id))).toBe(money.refunded_paise);
    }
  });

  it('a partial refund racing a cancellation: together they refund what was paid, exactly once', async () => {
    for (const destination of ['original', 'wallet'] as const) {
      const order = await insertOrder(db, { userId: shopper.id, status: 'confirmed' });
      const [refund, cancelled] = await Promise.all([
        issueRefund(deps(), partial(order.id, 20_000_00, destination, staff.ravi)),
        cancelOrder(deps(), order.id, { reason: 'Out of stock', destination, by: { actor: 'meena@orders.test', staffId: staff.meena } }),
      ]);
      expect(cancelled).toMatchObject({ ok: true });
      const rows = await refundRows(order.id);
      expect(live(rows)).toBe(PRICE);
      expect(rows.filter((r) => r.kind === 'cancel')).toHaveLength(1);
      if (refund.ok) expect(rows.find((r) => r.kind === 'partial')).toMatchObject({ amount_paise: 20_000_00, staff_id: staff.ravi });
      else expect(refund).toEqual({ ok: false, status: 409, message: 'Nothing is left to refund on this order' });
      expect(await orderMoney(order.id)).toMatchObject({ status: 'cancelled', refunded_paise: PRICE, payment_status: 'refunded' });
      if (destination === 'original') await expectGatewayExhausted(order.orderNumber);
    }
  });

  it('a gateway failure releases the reservation; while the gateway is asked, the reservation counts', async () => {
    const order = await insertOrder(db, { userId: shopper.id });
    const { held, waiting, until } = heldGateway(gateway);
    const first = issueRefund({ db, gateway: held }, partial(order.id, PRICE, 'original', staff.ravi));
    await until(1);
    // Reserved and committed: a colleague's refund meanwhile finds nothing left.
    expect(await orderMoney(order.id)).toMatchObject({ refunded_paise: PRICE, refunded_original_paise: PRICE });
    expect((await refundRows(order.id))[0]).toMatchObject({ status: 'pending', gateway_refund_id: null });
    expect(await issueRefund(deps(), partial(order.id, 1_00, 'wallet', staff.meena))).toEqual({ ok: false, status: 409, message: 'Nothing is left to refund on this order' });
    waiting[0]?.release('refuse');
    expect(await first).toEqual({ ok: false, status: 502, message: 'The payment gateway refused the refund (The bank is not taking refunds right now). Nothing was refunded.' });
    expect(await orderMoney(order.id)).toMatchObject({ refunded_paise: 0, refunded_original_paise: 0, payment_status: 'paid' });
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ status: 'failed', failure_reason: 'The bank is not taking refunds right now', staff_id: staff.ravi })]);
    const audit = await db.selectFrom('audit_log').select(['action', 'staff_id']).where('key', '=', `order:${order.id}`).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'refund-order', staff_id: staff.ravi },
      { action: 'refund-failed', staff_id: staff.ravi },
    ]);
    // Released: the whole amount can be refunded again, and the gateway still has all of it to give.
    expect(await issueRefund(deps(), partial(order.id, PRICE, 'original', staff.meena))).toMatchObject({ ok: true, refund: { status: 'processed' } });
    await expectGatewayExhausted(order.orderNumber);
  });

  it('a gateway that cannot be reached fails the refund with a sentence, and releases it', async () => {
    const order = await insertOrder(db, { userId: shopper.id });
    const down: PaymentGateway = { ...gateway, refundPayment: () => Promise.reject(new TypeError('fetch failed')) };
    expect(await issueRefund({ db, gateway: down }, partial(order.id, 1_000_00, 'original', staff.ravi))).toEqual({
      ok: false,
      status: 502,
      message: 'The payment gateway could not be reached. Nothing was refunded; try again in a few minutes.',
    });
    expect(await orderMoney(order.id)).toMatchObject({ refunded_paise: 0 });
  });
});

describe(`refunds: returns, pending refunds and the gateway's word (${databaseKind})`, () => {
  it('refunds a return once: a repeat call answers the refund already made', async () => {
    const order = await insertOrder(db, { userId: shopper.id, status: 'delivered', lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 3 }] });
    const filed = await db
      .insertInto('returns')
      .values({ order_id: order.id, order_item_id: order.itemIds[0] ?? 0, user_id: shopper.id, kind: 'return', qty: 2, reason: 'defective', pickup_address: '{}', refund_destination: 'original', status: 'picked_up' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const request: RefundRequest = { orderId: order.id, amountPaise: 2 * ofx.mouse.price, destination: 'original', reason: 'Return', staffId: staff.ravi, kind: 'return', returnId: filed.id, lines: [{ order_item_id: order.itemIds[0] ?? 0, qty: 2 }] };
    const both = await Promise.all([issueRefund(deps(), request), issueRefund(deps(), request)]);
    expect(both.every((r) => r.ok)).toBe(true);
    const ids = both.map((r) => (r.ok ? r.refund.id : 0));
    expect(ids[0]).toBe(ids[1]);
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ kind: 'return', amount_paise: 2 * ofx.mouse.price })]);
    // The line's other unit may still be refunded, but not the returned two again.
    expect(await issueRefund(deps(), partial(order.id, ofx.mouse.price, 'wallet', staff.ravi, { lines: [{ order_item_id: order.itemIds[0] ?? 0, qty: 2 }] }))).toEqual({
      ok: false,
      status: 400,
      message: 'At most 1 of Orderfix Mouse can still be refunded',
    });
  });

  it('a refund the gateway leaves pending is finished by its webhook: processed, or failed and released', async () => {
    for (const ending of ['refund.processed', 'refund.failed'] as const) {
      const order = await insertOrder(db, { userId: shopper.id });
      const { held, waiting, until } = heldGateway(gateway);
      const asked = issueRefund({ db, gateway: held }, partial(order.id, 3_000_00, 'original', staff.ravi));
      await until(1);
      waiting[0]?.release('pending');
      const outcome = await asked;
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.refund).toMatchObject({ status: 'pending', gateway_refund_id: expect.stringMatching(/^rfnd_Held/) });
      const gatewayRefundId = outcome.refund.gateway_refund_id ?? '';
      const event = webhookEventSchema.parse({
        entity: 'event',
        event: ending,
        payload: { refund: { entity: { id: gatewayRefundId, payment_id: `pay_fx${order.orderNumber}`, amount: 3_000_00, status: ending === 'refund.processed' ? 'processed' : 'failed' } } },
        created_at: 1_763_700_000,
      });
      const mailer = outboxMailer({ from: 'shop@example.in', log: false });
      expect(await handleWebhookEvent({ db, mailer }, event, `evt_${ending}_${order.id}`, 'http://shop.test')).toBe('refund_updated');
      // Razorpay retries: the same event again changes nothing.
      expect(await handleWebhookEvent({ db, mailer }, event, `evt_${ending}_${order.id}`, 'http://shop.test')).toBe('duplicate');
      const [row] = await refundRows(order.id);
      expect(row?.status).toBe(ending === 'refund.processed' ? 'processed' : 'failed');
      expect((await orderMoney(order.id)).refunded_paise).toBe(ending === 'refund.processed' ? 3_000_00 : 0);
    }
  });
});

describe('razorpayGateway refunds, against a fake Razorpay over HTTP', () => {
  let fake: RunningServer;
  let bank: LocalGateway;
  let paymentId = '';

  beforeAll(async () => {
    bank = localGateway({ keyId: 'rzp_live_fake', keySecret: 'fake-secret', webhookSecret: 'wh', baseUrl: '/v1', sendWebhook: async () => undefined });
    const { Hono } = await import('hono');
    fake = await startServer({ app: new Hono().route('/', localGatewayRoutes(bank)), port: 0, hostname: '127.0.0.1' });
    const created = await bank.createOrder({ amountPaise: 10_000_00, receipt: 'VT-REFUND', notes: {} });
    const paid = await bank.pay({ orderId: created.id, keyId: 'rzp_live_fake', instrument: { method: 'card', cardNumber: '4111 1111 1111 1111' } });
    if (!paid.ok) throw new Error('the fake bank refused the test card');
    paymentId = paid.response.razorpay_payment_id;
  });
  afterAll(() => fake.close());

  /** Razorpay's address, answered by the fake on this machine. */
  const toFake: typeof fetch = (input, init) => fetch(String(input).replace(RAZORPAY_API, `http://127.0.0.1:${fake.port}/v1`), init);

  it('refunds through POST /payments/{id}/refund with basic auth, and reads Razorpay\'s refusal', async () => {
    const razorpay = razorpayGateway({ keyId: 'rzp_live_fake', keySecret: 'fake-secret', webhookSecret: 'wh' }, toFake);
    const refund = await razorpay.refundPayment({ paymentId, amountPaise: 6_000_00, notes: { order_number: 'VT-REFUND' } });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/), amount: 6_000_00, status: 'processed' });
    await expect(razorpay.refundPayment({ paymentId, amountPaise: 4_000_01, notes: {} })).rejects.toThrow('The total refund amount is greater than the refund payment amount');
    await expect(razorpay.refundPayment({ paymentId: 'pay_Unknown000000', amountPaise: 100, notes: {} })).rejects.toThrow('The id provided does not exist');
    expect(await razorpay.refundPayment({ paymentId, amountPaise: 4_000_00, notes: {} })).toMatchObject({ amount: 4_000_00, status: 'processed' });
    const wrongKey = razorpayGateway({ keyId: 'rzp_live_fake', keySecret: 'not-the-secret', webhookSecret: 'wh' }, toFake);
    await expect(wrongKey.refundPayment({ paymentId, amountPaise: 100, notes: {} })).rejects.toBeInstanceOf(GatewayRefusal);
  });
});

describe(`refunds: the migration's backfill (${databaseKind})`, () => {
  it('keeps every order within the new check', async () => {
    const broken = await sql<{ n: number }>`select count(*)::int as n from orders where refunded_paise > paid_paise + wallet_paise`.execute(db);
    expect(broken.rows[0]?.n).toBe(0);
  });
});
