import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { giftCardDesignSchema, giftCardOrderSchema, giftCardPaths, placedGiftCardOrderSchema, redeemedSchema, type PlacedGiftCardOrder } from '../../schemas/api/gift-cards';
import { giftCardRoutes } from '../../server/features/gift-cards/routes';
import { sessionIdentify } from '../../server/features/identity/sessions';
import { confirmPayment, deliverConfirmation } from '../../server/features/payments/confirm';
import { localGateway, type LocalGateway } from '../../server/features/payments/local/gateway';
import { localGatewayRoutes } from '../../server/features/payments/local/routes';
import { paymentRoutes } from '../../server/features/payments/routes';
import { walletBalance, walletLedgerSum } from '../../server/features/wallet/ledger';
import { formBody } from './cart-client';
import { ADMIN_CREDENTIAL, createTestServer, databaseKind, json, STOREFRONT_CREDENTIAL, storefrontAuth, type TestServer } from './harness';
import { KEYS, newShopper, WEBHOOK_PATH, type Shopper } from './payments-fixtures';

let t: TestServer;
let app: Hono;
let gateway: LocalGateway;
let designId: number;

beforeAll(async () => {
  t = await createTestServer();
  app = new Hono();
  gateway = localGateway({
    ...KEYS,
    baseUrl: '/gateway',
    sendWebhook: async (rawBody, headers) => {
      await app.request(WEBHOOK_PATH, { method: 'POST', body: rawBody, headers });
    },
  });
  const deps = {
    db: t.db,
    credentials: { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL },
    identify: sessionIdentify(t.db),
    gateway,
    production: false,
    mapTileUrl: '',
    mailer: t.outbox,
  };
  app.route('/api', paymentRoutes(deps));
  app.route('/api', giftCardRoutes(deps));
  app.route('/gateway', localGatewayRoutes(gateway));
  const designs = envelopeSchema(z.array(giftCardDesignSchema)).parse(await json(await get(null, giftCardPaths.designs))).data;
  designId = designs[0]!.id;
});
afterAll(async () => {
  await t.close();
});

function get(shopper: Shopper | null, path: string): Promise<Response> {
  const headers: Record<string, string> = { ...storefrontAuth };
  if (shopper) headers.Cookie = shopper.cookie;
  return Promise.resolve(app.request(`/api/${path}`, { headers }));
}

function post(shopper: Shopper | null, path: string, fields: Record<string, string | number>): Promise<Response> {
  const headers: Record<string, string> = { ...storefrontAuth };
  if (shopper) headers.Cookie = shopper.cookie;
  return Promise.resolve(app.request(`/api/${path}`, { method: 'POST', headers, body: formBody(fields) }));
}

async function errorOf(res: Response): Promise<string> {
  return errorBodySchema.parse(await json(res)).message ?? '';
}

async function buy(buyer: Shopper, amountPaise = 1_000_00, recipientEmail = `friend-${randomUUID().slice(0, 8)}@example.test`): Promise<PlacedGiftCardOrder> {
  const res = await post(buyer, giftCardPaths.orders, {
    user_id: buyer.userId,
    design_id: designId,
    amount_paise: amountPaise,
    recipient_name: 'Meera',
    recipient_email: recipientEmail,
    message: 'Happy Diwali!',
    idempotency_key: randomUUID(),
  });
  expect(res.status).toBe(200);
  return envelopeSchema(placedGiftCardOrderSchema).parse(await json(res)).data;
}

const successSchema = z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });

/** The local gateway's success card: it answers the signed callback fields and sends payment.captured and order.paid webhooks. */
async function payWithCard(gatewayOrderId: string) {
  const res = await app.request('/gateway/v1/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key_id: KEYS.keyId, order_id: gatewayOrderId, method: 'card', card_number: '4111 1111 1111 1111' }),
  });
  expect(res.status).toBe(200);
  return successSchema.parse(await json(res));
}

const CODE = /Code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/;
const PIN = /PIN: ([0-9]{6})/;

/** Buys and pays a card; answers its code and PIN from the recipient's e-mail. */
async function boughtCard(buyer: Shopper, amountPaise = 1_000_00): Promise<{ code: string; pin: string; orderId: number }> {
  const email = `friend-${randomUUID().slice(0, 8)}@example.test`;
  const placed = await buy(buyer, amountPaise, email);
  const paid = await payWithCard(placed.payment.gateway_order_id);
  const verified = await post(buyer, giftCardPaths.verifyPayment, { user_id: buyer.userId, order_id: placed.order.id, ...paid });
  expect(verified.status).toBe(200);
  const text = t.outbox.latestTo(email)?.text ?? '';
  return { code: CODE.exec(text)?.[1] ?? '', pin: PIN.exec(text)?.[1] ?? '', orderId: placed.order.id };
}

function redeem(shopper: Shopper, code: string, pin: string): Promise<Response> {
  return post(shopper, giftCardPaths.redeem, { user_id: shopper.userId, code, pin });
}

describe(`gift cards (${databaseKind})`, () => {
  it('lists the seven seeded designs with their denominations and custom range', async () => {
    const res = await get(null, giftCardPaths.designs);
    const designs = envelopeSchema(z.array(giftCardDesignSchema)).parse(await json(res)).data;
    expect(designs.map((d) => d.name)).toEqual(['Diwali', 'Birthday', 'Thank you', 'Congratulations', 'Wedding', 'Just because', 'Tech lover']);
    expect(designs[0]).toMatchObject({ denominations: [500_00, 1_000_00, 2_000_00, 5_000_00, 10_000_00], min_paise: 500_00, max_paise: 1_00_000_00 });
    const one = await get(null, giftCardPaths.design(designId));
    expect(envelopeSchema(giftCardDesignSchema).parse(await json(one)).data.name).toBe('Diwali');
    expect((await get(null, giftCardPaths.design(999_999))).status).toBe(404);
  });

  it('refuses amounts outside ₹500–₹1,00,000 and long messages', async () => {
    const buyer = await newShopper(t);
    const base = { user_id: buyer.userId, design_id: designId, recipient_name: 'Meera', recipient_email: 'meera@example.test', idempotency_key: randomUUID() };
    const low = await post(buyer, giftCardPaths.orders, { ...base, amount_paise: 499_00, message: '' });
    expect(low.status).toBe(400);
    expect(await errorOf(low)).toContain('Choose an amount from ₹500 to ₹1,00,000');
    expect((await post(buyer, giftCardPaths.orders, { ...base, amount_paise: 1_00_000_01, message: '' })).status).toBe(400);
    expect((await post(buyer, giftCardPaths.orders, { ...base, amount_paise: 1_000_00, message: 'x'.repeat(201) })).status).toBe(400);
  });

  it('issues one card however often the payment is confirmed, and mails its code and PIN to the recipient only', async () => {
    const buyer = await newShopper(t);
    const email = `meera-${randomUUID().slice(0, 8)}@example.test`;
    const placed = await buy(buyer, 2_000_00, email);
    expect(placed.order).toMatchObject({ status: 'awaiting_payment', code_masked: null, amount_paise: 2_000_00 });
    expect(placed.order.order_number).toMatch(/^GC[0-9A-F]{12}$/);
    expect(placed.payment.amount_paise).toBe(2_000_00);
    expect(gateway.findOrder(placed.payment.gateway_order_id)).toMatchObject({ receipt: placed.order.order_number });

    // The success card sends payment.captured and order.paid; the browser's callback follows.
    const paid = await payWithCard(placed.payment.gateway_order_id);
    // The webhooks alone issued and mailed the card.
    expect(await t.db.selectFrom('gift_cards').select('id').where('gift_card_order_id', '=', placed.order.id).execute()).toHaveLength(1);
    expect(t.outbox.messages().filter((m) => m.to === email)).toHaveLength(1);
    const verified = await post(buyer, giftCardPaths.verifyPayment, { user_id: buyer.userId, order_id: placed.order.id, ...paid });
    expect(verified.status).toBe(200);
    const verifiedBody = await verified.text();
    // And a direct confirmation once more.
    const again = await confirmPayment(t.db, { gatewayOrderId: placed.payment.gateway_order_id, paymentId: paid.razorpay_payment_id, method: 'card' });
    expect(again.kind).toBe('already_paid');
    await deliverConfirmation(t.outbox, again);

    const cards = await t.db.selectFrom('gift_cards').selectAll().where('gift_card_order_id', '=', placed.order.id).execute();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ amount_paise: 2_000_00, status: 'active' });
    const mails = t.outbox.messages().filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    const code = CODE.exec(mails[0]!.text)?.[1] ?? '';
    const pin = PIN.exec(mails[0]!.text)?.[1] ?? '';
    expect(code).toMatch(/^[A-HJKMNP-RT-Z2-46-9]{4}(-[A-HJKMNP-RT-Z2-46-9]{4}){3}$/);
    expect(pin).toMatch(/^\d{6}$/);
    // Stored as hashes only.
    expect(JSON.stringify(cards[0])).not.toContain(code.replace(/-/g, '').slice(0, 12));
    expect(cards[0]!.code_last4).toBe(code.slice(-4));

    const list = await get(buyer, `${giftCardPaths.orders}?user_id=${buyer.userId}`);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const listText = await list.text();
    const orders = envelopeSchema(z.array(giftCardOrderSchema)).parse(JSON.parse(listText)).data;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'sent', recipient_email: email, code_masked: `XXXX-XXXX-XXXX-${code.slice(-4)}` });
    for (const body of [listText, verifiedBody]) {
      expect(body).not.toContain(code);
      expect(body).not.toContain(code.slice(0, 4) + '-' + code.slice(5, 9));
      expect(body).not.toContain(pin);
    }
    // A paid order cannot be paid again.
    expect((await post(buyer, giftCardPaths.pay(placed.order.id), { user_id: buyer.userId })).status).toBe(409);
  });

  it('issues one card and one e-mail when the callback and the webhook confirm at the same moment', async () => {
    const buyer = await newShopper(t);
    const email = `race-${randomUUID().slice(0, 8)}@example.test`;
    const placed = await buy(buyer, 1_000_00, email);
    const input = { gatewayOrderId: placed.payment.gateway_order_id, paymentId: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`, method: 'card' };
    const results = await Promise.all([confirmPayment(t.db, input), confirmPayment(t.db, input), confirmPayment(t.db, input)]);
    expect(results.map((r) => r.kind).sort()).toEqual(['already_paid', 'already_paid', 'confirmed']);
    for (const result of results) await deliverConfirmation(t.outbox, result);
    expect(await t.db.selectFrom('gift_cards').select('id').where('gift_card_order_id', '=', placed.order.id).execute()).toHaveLength(1);
    expect(t.outbox.messages().filter((m) => m.to === email)).toHaveLength(1);
  });

  it('redeems a card once into the wallet, for exactly its amount', async () => {
    const buyer = await newShopper(t);
    const friend = await newShopper(t);
    const { code, pin, orderId } = await boughtCard(buyer, 5_000_00);
    const res = await redeem(friend, code.toLowerCase(), pin);
    expect(res.status).toBe(200);
    expect(envelopeSchema(redeemedSchema).parse(await json(res)).data).toEqual({ amount_paise: 5_000_00, balance_paise: 5_000_00 });
    expect(await walletBalance(t.db, friend.userId)).toBe(5_000_00);
    expect(await walletLedgerSum(t.db, friend.userId)).toBe(5_000_00);
    const entries = await t.db.selectFrom('wallet_entries').select(['kind', 'reference', 'amount_paise']).where('user_id', '=', friend.userId).execute();
    const card = await t.db.selectFrom('gift_cards').select(['id', 'status', 'redeemed_by']).where('gift_card_order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(entries).toEqual([{ kind: 'gift_card', reference: `gift-card:${card.id}`, amount_paise: 5_000_00 }]);
    expect(card).toMatchObject({ status: 'redeemed', redeemed_by: friend.userId });

    const second = await redeem(friend, code, pin);
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toBe('This gift card has already been used');
    expect((await redeem(buyer, code, pin)).status).toBe(409);
    expect(await walletBalance(t.db, friend.userId)).toBe(5_000_00);
    expect(await walletBalance(t.db, buyer.userId)).toBe(0);

    const list = envelopeSchema(z.array(giftCardOrderSchema)).parse(await json(await get(buyer, `${giftCardPaths.orders}?user_id=${buyer.userId}`))).data;
    expect(list[0]?.status).toBe('redeemed');
  });

  it('lets the buyer send a card again with a new code and PIN, retiring the old ones, but never a redeemed card', async () => {
    const buyer = await newShopper(t);
    const friend = await newShopper(t);
    const stranger = await newShopper(t);
    const first = await boughtCard(buyer, 2_000_00);
    const recipient = (await t.db.selectFrom('gift_card_orders').select('recipient_email').where('id', '=', first.orderId).executeTakeFirstOrThrow()).recipient_email;

    expect((await post(stranger, giftCardPaths.resend(first.orderId), { user_id: stranger.userId })).status).toBe(404);
    const resent = await post(buyer, giftCardPaths.resend(first.orderId), { user_id: buyer.userId });
    expect(resent.status).toBe(200);
    const text = t.outbox.latestTo(recipient)?.text ?? '';
    const again = { code: CODE.exec(text)?.[1] ?? '', pin: PIN.exec(text)?.[1] ?? '' };
    expect(again.code).not.toBe(first.code);
    // The response carries neither code.
    expect(await resent.clone().text()).not.toContain(again.code);

    expect((await redeem(friend, first.code, first.pin)).status).toBe(400);
    expect((await redeem(friend, again.code, again.pin)).status).toBe(200);
    expect(await walletBalance(t.db, friend.userId)).toBe(2_000_00);
    const late = await post(buyer, giftCardPaths.resend(first.orderId), { user_id: buyer.userId });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe('This gift card has already been used');
  });

  it('lets only one of two shoppers redeeming at once win', async () => {
    const buyer = await newShopper(t);
    const [a, b] = [await newShopper(t), await newShopper(t)];
    const { code, pin } = await boughtCard(buyer, 1_000_00);
    const answers = await Promise.all([redeem(a, code, pin), redeem(b, code, pin)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const balances = [await walletBalance(t.db, a.userId), await walletBalance(t.db, b.userId)].sort((x, y) => x - y);
    expect(balances).toEqual([0, 1_000_00]);
  });

  it('answers a wrong code and a wrong PIN alike, and stops after five wrong tries an hour', async () => {
    const buyer = await newShopper(t);
    const guesser = await newShopper(t);
    const { code, pin } = await boughtCard(buyer);
    const wrongPin = pin === '000000' ? '111111' : '000000';
    const wrongCode = 'ABCD-EFGH-JKMN-PQRT';
    for (const [tryCode, tryPin] of [[wrongCode, pin], [code, wrongPin], [wrongCode, wrongPin], [code, wrongPin], [wrongCode, pin]] as const) {
      const res = await redeem(guesser, tryCode, tryPin);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe('The code or PIN is not right');
    }
    const locked = await redeem(guesser, code, pin);
    expect(locked.status).toBe(429);
    expect(await errorOf(locked)).toMatch(/^Too many wrong tries\. Try again in (60|59) minutes\.$/);
    expect(await walletBalance(t.db, guesser.userId)).toBe(0);
    // Another shopper is not affected, and the card is still there for them.
    const friend = await newShopper(t);
    expect((await redeem(friend, code, pin)).status).toBe(200);
    // A badly shaped code is a 400 naming the field, not a counted try.
    const shape = await redeem(friend, 'short', '12');
    expect(shape.status).toBe(400);
  });

  it('keeps each shopper to their own gift card orders', async () => {
    const owner = await newShopper(t);
    const other = await newShopper(t);
    const placed = await buy(owner);
    expect((await get(other, `${giftCardPaths.orders}?user_id=${owner.userId}`)).status).toBe(403);
    expect((await get(null, `${giftCardPaths.orders}?user_id=${owner.userId}`)).status).toBe(401);
    const theirs = envelopeSchema(z.array(giftCardOrderSchema)).parse(await json(await get(other, `${giftCardPaths.orders}?user_id=${other.userId}`))).data;
    expect(theirs).toEqual([]);
    expect((await post(other, giftCardPaths.pay(placed.order.id), { user_id: other.userId })).status).toBe(404);
    const paid = await payWithCard(placed.payment.gateway_order_id);
    expect((await post(other, giftCardPaths.verifyPayment, { user_id: other.userId, order_id: placed.order.id, ...paid })).status).toBe(404);
    expect((await post(other, giftCardPaths.orders, { user_id: owner.userId, design_id: designId, amount_paise: 1_000_00, recipient_name: 'x', recipient_email: 'x@example.test', idempotency_key: randomUUID() })).status).toBe(403);
  });

  it('refuses a verify whose signature does not match and retries through a new attempt', async () => {
    const buyer = await newShopper(t);
    const placed = await buy(buyer);
    const bad = await post(buyer, giftCardPaths.verifyPayment, {
      user_id: buyer.userId,
      order_id: placed.order.id,
      razorpay_order_id: placed.payment.gateway_order_id,
      razorpay_payment_id: 'pay_0000000000000',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe('Payment verification failed');
    const retry = await post(buyer, giftCardPaths.pay(placed.order.id), { user_id: buyer.userId });
    expect(retry.status).toBe(200);
    const second = envelopeSchema(placedGiftCardOrderSchema).parse(await json(retry)).data;
    expect(second.payment.gateway_order_id).not.toBe(placed.payment.gateway_order_id);
    const attempts = await t.db.selectFrom('payments').select('attempt').where('gift_card_order_id', '=', placed.order.id).orderBy('attempt').execute();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
  });
});
