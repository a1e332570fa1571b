import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths, TOTAL_CHANGED_MESSAGE, type PlacedOrder } from '../../schemas/api/checkout';
import {
  addAddress,
  CAT,
  createCheckoutBench,
  fillCart,
  insertCheckoutFixtures,
  insertCoupon,
  newShopper,
  P,
  PIN,
  placedEnvelope,
  post,
  quote,
  refusal,
  type CheckoutBench,
  type Fields,
  type Shopper,
} from './checkout-fixtures';
import { createTestServer, databaseKind, json, type TestServer } from './harness';

let t: TestServer;
let bench: CheckoutBench;

beforeAll(async () => {
  t = await createTestServer();
  await insertCheckoutFixtures(t.db);
  bench = createCheckoutBench(t);
  await insertCoupon(t.db, { code: 'TONCE', kind: 'percent', value: 10, per_user_limit: 1 });
  await insertCoupon(t.db, { code: 'TLAST', kind: 'flat', value: 50_00, total_limit: 1 });
  await insertCoupon(t.db, { code: 'TLAPTOP', kind: 'flat', value: 5_000_00, category_ids: [CAT.laptops.id] });
});
afterAll(async () => {
  await t.close();
});

async function shopperAt(pin: (typeof PIN)[keyof typeof PIN] = PIN.local): Promise<{ shopper: Shopper; addressId: number }> {
  const shopper = await newShopper(t.db);
  return { shopper, addressId: await addAddress(t.db, shopper, pin) };
}

/** Asks for a quote, then places the order with its total (or `overrides`). */
async function place(shopper: Shopper, addressId: number, choice: Fields = {}, overrides: Fields = {}): Promise<Response> {
  const q = await quote(bench, shopper, { address_id: addressId, ...choice });
  return post(bench, shopper, checkoutPaths.placeOrder, {
    user_id: shopper.userId,
    address_id: addressId,
    expected_total_paise: q.total_paise,
    idempotency_key: randomUUID(),
    ...choice,
    ...overrides,
  });
}

async function placed(res: Response): Promise<PlacedOrder> {
  if (res.status !== 200) throw new Error(`place-order answered ${res.status}: ${await res.text()}`);
  return placedEnvelope.parse(await json(res)).data;
}

async function stockOf(productId: number, variantId = 0): Promise<number> {
  if (variantId !== 0) return (await t.db.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock;
  return (await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
}

async function ordersOf(shopper: Shopper) {
  return t.db.selectFrom('orders').selectAll().where('user_id', '=', shopper.userId).execute();
}

async function cartOf(shopper: Shopper) {
  return t.db.selectFrom('cart_items').select(['product_id', 'qty']).where('owner_key', '=', `u:${shopper.userId}`).execute();
}

describe(`checkout: placing an order (${databaseKind})`, () => {
  it('places an online order: writes it, takes the stock, empties the cart and opens a payment', async () => {
    const { shopper, addressId } = await shopperAt(PIN.national);
    await fillCart(t.db, shopper, [{ product: P.laptop.id, qty: 2 }]);
    const before = await stockOf(P.laptop.id);
    const order = await placed(await place(shopper, addressId));
    expect(order.order_number).toMatch(/^CB\d{6}-\d{6,}$/);
    expect(order).toMatchObject({ status: 'awaiting_payment', total_paise: 120_000_00 });
    expect(order.payment).toMatchObject({ key_id: 'rzp_test_fake', amount_paise: 120_000_00, currency: 'INR' });
    expect(order.payment?.gateway_order_id).toMatch(/^order_test/);
    expect(bench.gateway.created.at(-1)).toEqual({ amountPaise: 120_000_00, receipt: order.order_number });

    const [row] = await ordersOf(shopper);
    expect(row).toMatchObject({
      id: order.order_id,
      status: 'awaiting_payment',
      payment_method: 'online',
      payment_status: 'pending',
      delivery_state_code: 'DL',
      mrp_total_paise: 144_000_00,
      items_total_paise: 120_000_00,
      coupon_code: null,
      delivery_paise: 0,
      total_paise: 120_000_00,
      online_paise: 120_000_00,
      cod_paise: 0,
      wallet_paise: 0,
    });
    expect(row?.address).toMatchObject({ name: 'Meera Iyer', pin: '110001', city: 'New Delhi', state_code: 'DL', state: 'Delhi' });
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', order.order_id).execute();
    expect(items).toEqual([
      expect.objectContaining({ product_id: P.laptop.id, category_id: CAT.laptops.id, qty: 2, unit_price_paise: 60_000_00, unit_mrp_paise: 72_000_00, hsn_code: '8471', gst_rate: 18, discount_paise: 0 }),
    ]);
    const events = await t.db.selectFrom('order_events').select('status').where('order_id', '=', order.order_id).execute();
    expect(events).toEqual([{ status: 'awaiting_payment' }]);
    const payments = await t.db.selectFrom('payments').select(['attempt', 'amount_paise', 'status']).where('order_id', '=', order.order_id).execute();
    expect(payments).toEqual([{ attempt: 1, amount_paise: 120_000_00, status: 'created' }]);
    expect(await stockOf(P.laptop.id)).toBe(before - 2);
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('places a cash-on-delivery order with no payment to open', async () => {
    const { shopper, addressId } = await shopperAt();
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    const order = await placed(await place(shopper, addressId, { payment_method: 'cod' }));
    expect(order).toMatchObject({ status: 'placed', total_paise: 2_999_00, payment: null });
    const [row] = await ordersOf(shopper);
    expect(row).toMatchObject({ payment_method: 'cod', payment_status: 'cod_due', online_paise: 0, cod_paise: 2_999_00 });
    const events = await t.db.selectFrom('order_events').select('status').where('order_id', '=', order.order_id).execute();
    expect(events).toEqual([{ status: 'placed' }]);
  });

  it('splits a part payment: the advance online now, the rest at the door; refuses an advance outside its range', async () => {
    const { shopper, addressId } = await shopperAt();
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    const low = await refusal(await place(shopper, addressId, { payment_method: 'part', advance_paise: 500_00 }));
    expect(low).toEqual({ status: 422, message: 'Choose an advance between ₹1,000.00 and ₹2,998.00' });
    expect(await ordersOf(shopper)).toEqual([]);

    const order = await placed(await place(shopper, addressId, { payment_method: 'part', advance_paise: 1_500_00 }));
    expect(order.payment?.amount_paise).toBe(1_500_00);
    const [row] = await ordersOf(shopper);
    expect(row).toMatchObject({ payment_method: 'part', payment_status: 'pending', status: 'awaiting_payment', online_paise: 1_500_00, cod_paise: 1_499_00, total_paise: 2_999_00 });
  });

  it('takes a variant\'s stock and the product\'s, never below zero', async () => {
    const { shopper, addressId } = await shopperAt();
    const [variant] = P.phone.variants.slice(1);
    if (!variant) throw new Error('fixture');
    await fillCart(t.db, shopper, [{ product: P.phone.id, variant: variant.id, qty: 2 }]);
    const productBefore = await stockOf(P.phone.id);
    const order = await placed(await place(shopper, addressId));
    expect(order.total_paise).toBe(2 * variant.price);
    expect(await stockOf(P.phone.id, variant.id)).toBe(0);
    expect(await stockOf(P.phone.id)).toBe(productBefore - 2);
    const [item] = await t.db.selectFrom('order_items').select(['variant_id', 'variant_label', 'unit_price_paise']).where('order_id', '=', order.order_id).execute();
    expect(item).toEqual({ variant_id: variant.id, variant_label: variant.label, unit_price_paise: variant.price });
  });

  it('records the coupon: discount shares on the lines sum to it, and the redemption counts', async () => {
    const { shopper, addressId } = await shopperAt();
    await fillCart(t.db, shopper, [
      { product: P.odd.id, qty: 3 },
      { product: P.cable.id, qty: 2 },
      { product: P.earbuds.id, qty: 1 },
    ]);
    const order = await placed(await place(shopper, addressId, { coupon_code: 'TONCE' }));
    const [row] = await ordersOf(shopper);
    const items = await t.db.selectFrom('order_items').select(['discount_paise', 'qty', 'unit_price_paise', 'gst_rate']).where('order_id', '=', order.order_id).execute();
    const itemsTotal = 3 * P.odd.price + 2 * P.cable.price + P.earbuds.price;
    expect(row?.coupon_code).toBe('TONCE');
    expect(row?.coupon_discount_paise).toBe(Math.floor(itemsTotal / 10));
    expect(items.reduce((sum, i) => sum + i.discount_paise, 0)).toBe(row?.coupon_discount_paise);
    expect(items.every((i) => i.discount_paise > 0)).toBe(true);
    const gst = items.reduce((sum, i) => {
      const paid = i.qty * i.unit_price_paise - i.discount_paise;
      return sum + paid - Math.round((paid * 100) / (100 + i.gst_rate));
    }, 0);
    expect(row?.gst_paise).toBe(gst);
    expect(await t.db.selectFrom('coupon_redemptions').select(['user_id', 'order_id']).where('order_id', '=', order.order_id).execute()).toEqual([
      { user_id: shopper.userId, order_id: order.order_id },
    ]);

    // Used once: refused next time, and given back when that order is cancelled.
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    expect((await quote(bench, shopper, { address_id: addressId, coupon_code: 'TONCE' })).coupon_error).toBe('You have already used this coupon');
    const again = await refusal(await place(shopper, addressId, { coupon_code: 'TONCE' }, { expected_total_paise: 2_999_00 }));
    expect(again).toEqual({ status: 422, message: 'You have already used this coupon' });
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.order_id).execute();
    expect((await quote(bench, shopper, { address_id: addressId, coupon_code: 'TONCE' })).coupon?.code).toBe('TONCE');
  });

  it('refuses a coupon whose total uses are spent', async () => {
    const first = await shopperAt();
    const second = await shopperAt();
    for (const s of [first, second]) await fillCart(t.db, s.shopper, [{ product: P.cable.id, qty: 3 }]);
    await placed(await place(first.shopper, first.addressId, { coupon_code: 'TLAST' }));
    expect((await quote(bench, second.shopper, { address_id: second.addressId, coupon_code: 'TLAST' })).coupon_error).toBe('This coupon has been fully redeemed');
  });
});

describe(`checkout: what the browser says is not trusted (${databaseKind})`, () => {
  it('refuses a tampered total with 409 and writes nothing', async () => {
    const { shopper, addressId } = await shopperAt();
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 2 }]);
    const before = await stockOf(P.earbuds.id);
    const res = await refusal(await place(shopper, addressId, {}, { expected_total_paise: 1_00 }));
    expect(res).toEqual({ status: 409, message: TOTAL_CHANGED_MESSAGE });
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await stockOf(P.earbuds.id)).toBe(before);
    expect(await cartOf(shopper)).toEqual([{ product_id: P.earbuds.id, qty: 2 }]);
  });

  it('refuses with 409 when a price changed after the quote', async () => {
    const { shopper, addressId } = await shopperAt();
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 3 }]);
    const q = await quote(bench, shopper, { address_id: addressId });
    await t.db.updateTable('products').set({ price_paise: 209_00 }).where('id', '=', P.cable.id).execute();
    try {
      const res = await post(bench, shopper, checkoutPaths.placeOrder, { user_id: shopper.userId, address_id: addressId, expected_total_paise: q.total_paise, idempotency_key: randomUUID() });
      expect(await refusal(res)).toEqual({ status: 409, message: TOTAL_CHANGED_MESSAGE });
    } finally {
      await t.db.updateTable('products').set({ price_paise: P.cable.price }).where('id', '=', P.cable.id).execute();
    }
  });

  it('ignores prices and totals the browser sends besides the expected total', async () => {
    const { shopper, addressId } = await shopperAt();
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    const order = await placed(
      await place(shopper, addressId, {}, { price: 1, unit_price_paise: 1, total_paise: 1, items_total_paise: 1, delivery_paise: 0, discount_paise: 2_000_00 }),
    );
    expect(order.total_paise).toBe(2_999_00);
    const [item] = await t.db.selectFrom('order_items').select(['unit_price_paise', 'discount_paise']).where('order_id', '=', order.order_id).execute();
    expect(item).toEqual({ unit_price_paise: 2_999_00, discount_paise: 0 });
  });

  it('refuses blockers with 422: another user\'s address, an unserviceable PIN, an empty cart', async () => {
    const { shopper } = await shopperAt();
    const other = await shopperAt();
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 3 }]);
    const foreign = await refusal(await place(shopper, other.addressId, {}, { expected_total_paise: 597_00 }));
    expect(foreign).toEqual({ status: 422, message: 'Please choose one of your delivery addresses' });
    const closed = await addAddress(t.db, shopper, PIN.closed);
    expect(await refusal(await place(shopper, closed))).toEqual({ status: 422, message: 'We do not deliver to 194101 yet' });
    const laptopOnly = await refusal(await place(shopper, (await addAddress(t.db, shopper, PIN.local)), { coupon_code: 'TLAPTOP' }));
    expect(laptopOnly).toEqual({ status: 422, message: 'This coupon applies to Laptops only' });
    await fillCart(t.db, shopper, []);
    expect(await refusal(await place(shopper, closed))).toMatchObject({ status: 422 });
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('answers only the signed-in shopper: 403 for another user_id, nothing written', async () => {
    const { shopper, addressId } = await shopperAt();
    const intruder = await newShopper(t.db);
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 3 }]);
    const res = await post(bench, intruder, checkoutPaths.placeOrder, { user_id: shopper.userId, address_id: addressId, expected_total_paise: 597_00, idempotency_key: randomUUID() });
    expect(await refusal(res)).toEqual({ status: 403, message: 'This belongs to another account' });
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await cartOf(shopper)).toHaveLength(1);
  });
});

describe(`checkout: exactly once (${databaseKind})`, () => {
  it('gives the same order for the same idempotency key, taking the stock once', async () => {
    const { shopper, addressId } = await shopperAt();
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 3 }]);
    const before = await stockOf(P.earbuds.id);
    const fields = { user_id: shopper.userId, address_id: addressId, expected_total_paise: 3 * 2_999_00, idempotency_key: `key-${randomUUID()}` };
    const first = await placed(await post(bench, shopper, checkoutPaths.placeOrder, fields));
    const second = await placed(await post(bench, shopper, checkoutPaths.placeOrder, fields));
    expect(second.order_id).toBe(first.order_id);
    expect(second.order_number).toBe(first.order_number);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(P.earbuds.id)).toBe(before - 3);

    // Refilled cart, same key: still that order, nothing new taken.
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 3 }]);
    const third = await placed(await post(bench, shopper, checkoutPaths.placeOrder, fields));
    expect(third.order_id).toBe(first.order_id);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(P.earbuds.id)).toBe(before - 3);
  });

  it('places one order for five parallel presses with one key', async () => {
    const { shopper, addressId } = await shopperAt();
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 5 }]);
    const before = await stockOf(P.cable.id);
    const fields = { user_id: shopper.userId, address_id: addressId, expected_total_paise: 5 * 199_00, idempotency_key: randomUUID(), payment_method: 'cod' };
    const results = await Promise.all(Array.from({ length: 5 }, () => post(bench, shopper, checkoutPaths.placeOrder, fields).then(placed)));
    expect(new Set(results.map((r) => r.order_id)).size).toBe(1);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(P.cable.id)).toBe(before - 5);
  });

  it('sells the last unit once when shoppers race for it', async () => {
    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', P.lastOne.id).execute();
    const racers = await Promise.all(Array.from({ length: 4 }, () => shopperAt()));
    for (const r of racers) await fillCart(t.db, r.shopper, [{ product: P.lastOne.id, qty: 1 }]);
    const responses = await Promise.all(
      racers.map((r) =>
        post(bench, r.shopper, checkoutPaths.placeOrder, { user_id: r.shopper.userId, address_id: r.addressId, expected_total_paise: 1_499_00, idempotency_key: randomUUID(), payment_method: 'cod' }),
      ),
    );
    const outcomes = await Promise.all(responses.map(async (res) => (res.status === 200 ? { status: 200, message: '' } : refusal(res))));
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 422).map((o) => o.message)).toEqual(Array.from({ length: 3 }, () => 'Checkout Last Speaker is out of stock'));
    expect(await stockOf(P.lastOne.id)).toBe(0);
    const sold = await t.db
      .selectFrom('order_items')
      .select(sql<number>`coalesce(sum(qty), 0)::int`.as('units'))
      .where('product_id', '=', P.lastOne.id)
      .executeTakeFirstOrThrow();
    expect(sold.units).toBe(1);
  });
});
