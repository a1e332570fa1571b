import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths, couponOfferListSchema, CHECKOUT_RULES } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { allocateProportionally } from '../../server/features/checkout/pricing/allocate';
import { gstIncluded } from '../../server/features/checkout/pricing/gst';
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
  post,
  quote,
  refusal,
  type CheckoutBench,
  type Shopper,
} from './checkout-fixtures';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';

let t: TestServer;
let bench: CheckoutBench;
let shopper: Shopper;
const address = { local: 0, national: 0, remoteNoCod: 0, closed: 0 };

beforeAll(async () => {
  t = await createTestServer();
  await insertCheckoutFixtures(t.db);
  bench = createCheckoutBench(t);
  shopper = await newShopper(t.db);
  for (const zone of ['local', 'national', 'remoteNoCod', 'closed'] as const) address[zone] = await addAddress(t.db, shopper, PIN[zone]);
  await insertCoupon(t.db, { code: 'TFLAT300', kind: 'flat', value: 300_00, min_order_paise: 1_000_00 });
  await insertCoupon(t.db, { code: 'TFLAT150', kind: 'flat', value: 150_00 });
  await insertCoupon(t.db, { code: 'TMIN2000', kind: 'flat', value: 100_00, min_order_paise: 2_000_00 });
  await insertCoupon(t.db, { code: 'TPCT10', kind: 'percent', value: 10, max_discount_paise: 2_500_00 });
  await insertCoupon(t.db, { code: 'TPCT15', kind: 'percent', value: 15 });
  await insertCoupon(t.db, { code: 'TLAPTOP', kind: 'flat', value: 5_000_00, category_ids: [CAT.laptops.id] });
  await insertCoupon(t.db, { code: 'TAUDIOFLAT', kind: 'flat', value: 5_000_00, category_ids: [CAT.audio.id] });
  await insertCoupon(t.db, { code: 'TOLD', kind: 'flat', value: 100_00, starts_at: new Date('2024-01-01Z'), ends_at: new Date('2024-02-01Z') });
  await insertCoupon(t.db, { code: 'TLATER', kind: 'flat', value: 100_00, starts_at: new Date('2031-01-01Z'), ends_at: new Date('2031-02-01Z') });
  await insertCoupon(t.db, { code: 'TOFF', kind: 'flat', value: 100_00, active: false });
});
afterAll(async () => {
  await t.close();
});

/** GST included in an amount, the engine's own rule written out for the expectations. */
function gst(amount: number, rate: number): number {
  return amount - Math.round((amount * 100) / (100 + rate));
}

describe(`checkout pricing: totals, delivery and GST (${databaseKind})`, () => {
  it('prices a laptop from the database: MRP savings, free delivery, GST included', async () => {
    await fillCart(t.db, shopper, [{ product: P.laptop.id, qty: 1 }]);
    const q = await quote(bench, shopper, { address_id: address.national });
    expect(q).toMatchObject({
      mrp_total_paise: 72_000_00,
      items_total_paise: 60_000_00,
      savings_paise: 12_000_00,
      coupon: null,
      coupon_error: '',
      delivery: { pin: '110001', zone: 'national', serviceable: true, charge_paise: 0, free_above_paise: CHECKOUT_RULES.freeDeliveryAbovePaise, days: 4 },
      gst_paise: 60_000_00 - 5_084_746,
      wallet: { balance_paise: 0, applied_paise: 0 },
      total_paise: 60_000_00,
      payment: { method: 'online', online_now_paise: 60_000_00, on_delivery_paise: 0 },
      blockers: [],
    });
    expect(q.lines).toEqual([
      expect.objectContaining({ product_id: P.laptop.id, variant_id: 0, qty: 1, unit_price_paise: 60_000_00, unit_mrp_paise: 72_000_00, line_total_paise: 60_000_00, gst_rate: 18 }),
    ]);
  });

  it('charges delivery by zone below the free threshold and taxes it at 18 %', async () => {
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 1 }]);
    const charges = CHECKOUT_RULES.deliveryChargePaise;
    for (const [zone, id, charge] of [
      ['local', address.local, charges.local],
      ['national', address.national, charges.national],
      ['remote', address.remoteNoCod, charges.remote],
    ] as const) {
      const q = await quote(bench, shopper, { address_id: id });
      expect(q.delivery.zone).toBe(zone);
      expect(q.delivery.charge_paise).toBe(charge);
      expect(q.total_paise).toBe(199_00 + charge);
      expect(q.gst_paise).toBe(gst(199_00, 12) + gst(charge, 18));
    }
  });

  it('makes delivery free once the items after the coupon reach the threshold, and not before', async () => {
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 3 }]);
    expect((await quote(bench, shopper, { address_id: address.national })).delivery.charge_paise).toBe(0);
    const q = await quote(bench, shopper, { address_id: address.national, coupon_code: 'TFLAT150' });
    expect(q.coupon).toEqual({ code: 'TFLAT150', title: 'TFLAT150 title', discount_paise: 150_00 });
    expect(q.delivery.charge_paise).toBe(CHECKOUT_RULES.deliveryChargePaise.national);
    expect(q.total_paise).toBe(3 * 199_00 - 150_00 + CHECKOUT_RULES.deliveryChargePaise.national);
  });

  it('blocks an unserviceable PIN, an over-stock line, an empty cart and an address that is not the user\'s', async () => {
    await fillCart(t.db, shopper, [{ product: P.lastOne.id, qty: 2 }]);
    const closed = await quote(bench, shopper, { address_id: address.closed });
    expect(closed.delivery.serviceable).toBe(false);
    expect(closed.blockers).toEqual(['We do not deliver to 194101 yet', 'Only 1 left of Checkout Last Speaker']);

    const other = await newShopper(t.db);
    const othersAddress = await addAddress(t.db, other, PIN.local);
    await fillCart(t.db, shopper, []);
    const empty = await quote(bench, shopper, { address_id: othersAddress });
    expect(empty.blockers).toEqual(['Your cart is empty', 'Please choose one of your delivery addresses']);
  });

  it('splits GST per line after each line\'s share of the coupon, the shares summing exactly', async () => {
    await fillCart(t.db, shopper, [
      { product: P.odd.id, qty: 3 },
      { product: P.cable.id, qty: 2 },
      { product: P.earbuds.id, qty: 1 },
    ]);
    const q = await quote(bench, shopper, { address_id: address.national, coupon_code: 'TPCT15' });
    const lineTotals = [3 * P.odd.price, 2 * P.cable.price, P.earbuds.price];
    const items = lineTotals.reduce((a, b) => a + b, 0);
    const discount = Math.floor((items * 15) / 100);
    expect(q.coupon?.discount_paise).toBe(discount);
    const shares = allocateProportionally(discount, lineTotals);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
    const rates = [28, 12, 18];
    expect(q.gst_paise).toBe(lineTotals.reduce((sum, total, i) => sum + gst(total - (shares[i] ?? 0), rates[i] ?? 0), 0));
    expect(q.total_paise).toBe(items - discount);
  });

  it('allocates any amount over any weights to exactly that amount, never more than proportion plus one', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let run = 0; run < 300; run += 1) {
      const weights = Array.from({ length: 1 + (next() % 6) }, () => next() % 5_000_000);
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = sum === 0 ? 0 : next() % (sum + 1);
      const shares = allocateProportionally(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((s, i) => {
        const exact = sum === 0 ? 0 : (total * (weights[i] ?? 0)) / sum;
        expect(s).toBeGreaterThanOrEqual(Math.floor(exact));
        expect(s).toBeLessThanOrEqual(Math.floor(exact) + 1);
      });
    }
    expect(gstIncluded(118_00, 18)).toEqual({ taxable_paise: 100_00, gst_paise: 18_00 });
  });
});

describe(`checkout pricing: coupons (${databaseKind})`, () => {
  it('applies a flat coupon, upper-casing the code', async () => {
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    const q = await quote(bench, shopper, { address_id: address.national, coupon_code: ' tflat300 ' });
    expect(q.coupon).toEqual({ code: 'TFLAT300', title: 'TFLAT300 title', discount_paise: 300_00 });
    expect(q.total_paise).toBe(2_999_00 - 300_00);
  });

  it('applies a percentage rounded down, and caps it', async () => {
    await fillCart(t.db, shopper, [{ product: P.odd.id, qty: 1 }]);
    expect((await quote(bench, shopper, { address_id: address.national, coupon_code: 'TPCT15' })).coupon?.discount_paise).toBe(18_518);
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 2 }]);
    expect((await quote(bench, shopper, { address_id: address.national, coupon_code: 'TPCT10' })).coupon?.discount_paise).toBe(599_80);
    await fillCart(t.db, shopper, [{ product: P.laptop.id, qty: 1 }]);
    expect((await quote(bench, shopper, { address_id: address.national, coupon_code: 'TPCT10' })).coupon?.discount_paise).toBe(2_500_00);
  });

  it('limits a category coupon to its lines, capped at what they are worth', async () => {
    await fillCart(t.db, shopper, [
      { product: P.earbuds.id, qty: 1 },
      { product: P.cable.id, qty: 2 },
    ]);
    const q = await quote(bench, shopper, { address_id: address.national, coupon_code: 'TAUDIOFLAT' });
    expect(q.coupon?.discount_paise).toBe(2_999_00);
    // What is left (the cables) is below the free-delivery threshold.
    expect(q.total_paise).toBe(2 * 199_00 + CHECKOUT_RULES.deliveryChargePaise.national);

    const refused = await quote(bench, shopper, { address_id: address.national, coupon_code: 'TLAPTOP' });
    expect(refused.coupon).toBeNull();
    expect(refused.coupon_error).toBe('This coupon applies to Laptops only');
    expect(refused.total_paise).toBe(2_999_00 + 2 * 199_00);
  });

  it('explains every refusal and still gives the quote without the coupon', async () => {
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 1 }]);
    const cases: [string, string][] = [
      ['TMIN2000', 'This coupon needs a minimum order of ₹2,000.00'],
      ['TOLD', 'This coupon has expired'],
      ['TLATER', 'This coupon is not active yet'],
      ['TOFF', 'No such coupon'],
      ['NOPE', 'No such coupon'],
    ];
    for (const [code, message] of cases) {
      const q = await quote(bench, shopper, { address_id: address.national, coupon_code: code });
      expect({ code, error: q.coupon_error, coupon: q.coupon }).toEqual({ code, error: message, coupon: null });
      expect(q.total_paise).toBe(199_00 + CHECKOUT_RULES.deliveryChargePaise.national);
      expect(q.blockers).toEqual([]);
    }
  });

  it('lists live coupons with whether each applies, its reason and saving', async () => {
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    const res = await bench.app.request(`/api/${checkoutPaths.coupons}?user_id=${shopper.userId}&address_id=${address.local}`, {
      headers: { ...storefrontAuth, Cookie: shopper.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const offers = envelopeSchema(couponOfferListSchema).parse(await json(res)).data;
    const byCode = new Map(offers.map((o) => [o.code, o]));
    expect(byCode.get('TFLAT300')).toMatchObject({ applicable: true, reason: '', saving_paise: 300_00 });
    expect(byCode.get('TLAPTOP')).toMatchObject({ applicable: false, reason: 'This coupon applies to Laptops only', saving_paise: 0 });
    expect(byCode.get('TMIN2000')).toMatchObject({ applicable: true, saving_paise: 100_00 });
    // The seeded demo coupons are there too; ended, future and inactive ones are not offered.
    expect(byCode.get('WELCOME200')).toMatchObject({ applicable: true, saving_paise: 200_00 });
    for (const code of ['TOLD', 'TLATER', 'TOFF', 'FESTIVE', 'SOON']) expect(byCode.has(code)).toBe(false);
    expect(offers[0]?.applicable).toBe(true);
  });
});

describe(`checkout pricing: payment methods (${databaseKind})`, () => {
  it('takes cash on delivery within the limit and where the PIN allows it', async () => {
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    const cod = await quote(bench, shopper, { address_id: address.local, payment_method: 'cod' });
    expect(cod.payment).toMatchObject({ method: 'cod', online_now_paise: 0, on_delivery_paise: 2_999_00, cod_allowed: true, cod_refusal: '' });
    expect(cod.blockers).toEqual([]);

    const noCod = await quote(bench, shopper, { address_id: address.remoteNoCod, payment_method: 'cod' });
    expect(noCod.payment).toMatchObject({ cod_allowed: false, cod_refusal: 'Cash on delivery is not available for 744101' });
    expect(noCod.blockers).toEqual(['Cash on delivery is not available for 744101']);

    await fillCart(t.db, shopper, [{ product: P.laptop.id, qty: 1 }]);
    const over = await quote(bench, shopper, { address_id: address.local, payment_method: 'cod' });
    expect(over.payment).toMatchObject({ cod_allowed: false, cod_refusal: 'Cash on delivery is available on orders up to ₹50,000.00', cod_limit_paise: 50_000_00 });
    expect(over.blockers).toHaveLength(1);
  });

  it('bounds a part-payment advance and clamps it in the quote', async () => {
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    const base = { address_id: address.local, payment_method: 'part' };
    const unset = await quote(bench, shopper, base);
    expect(unset.payment).toMatchObject({ part_min_advance_paise: 1_000_00, part_max_advance_paise: 2_998_00, online_now_paise: 1_000_00, on_delivery_paise: 1_999_00 });
    expect((await quote(bench, shopper, { ...base, advance_paise: 2_000_00 })).payment).toMatchObject({ online_now_paise: 2_000_00, on_delivery_paise: 999_00 });
    expect((await quote(bench, shopper, { ...base, advance_paise: 2_999_00 })).payment).toMatchObject({ online_now_paise: 2_998_00, on_delivery_paise: 1_00 });

    // 20 % of the total, and enough that the rest stays within the cash-on-delivery limit.
    await fillCart(t.db, shopper, [{ product: P.laptop.id, qty: 1 }]);
    expect((await quote(bench, shopper, base)).payment.part_min_advance_paise).toBe(12_000_00);
    await fillCart(t.db, shopper, [{ product: P.laptop.id, qty: 2 }]);
    const big = await quote(bench, shopper, base);
    expect(big.payment).toMatchObject({ part_min_advance_paise: 70_000_00, online_now_paise: 70_000_00, on_delivery_paise: 50_000_00 });

    const noCod = await quote(bench, shopper, { ...base, address_id: address.remoteNoCod });
    expect(noCod.blockers).toEqual(['Part payment is not available for 744101: the rest is paid in cash on delivery']);
  });

  it('applies the wallet first (its balance is 0 until the wallet exists)', async () => {
    await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
    const q = await quote(bench, shopper, { address_id: address.local, use_wallet: 'true' });
    expect(q.wallet).toEqual({ balance_paise: 0, applied_paise: 0 });
    expect(q.payment.online_now_paise).toBe(q.total_paise);
  });
});

describe(`checkout seeds (${databaseKind})`, () => {
  it('seeds the demo coupons on fixed windows, limited to the seeded categories, and return windows per kind', async () => {
    const coupons = await t.db.selectFrom('coupons').select(['code', 'kind', 'value', 'category_ids', 'ends_at']).where('code', 'in', ['WELCOME200', 'TECH10', 'LAPTOP5000', 'AUDIO15', 'FESTIVE', 'SOON']).orderBy('code').execute();
    expect(coupons.map((c) => c.code)).toEqual(['AUDIO15', 'FESTIVE', 'LAPTOP5000', 'SOON', 'TECH10', 'WELCOME200']);
    const top = await t.db.selectFrom('categories').select(['id', 'kind', 'return_days']).where('parent_id', 'is', null).where('id', '<', 990_000).execute();
    const idOf = (kind: string) => top.find((c) => c.kind === kind)?.id;
    expect(coupons.find((c) => c.code === 'LAPTOP5000')?.category_ids).toEqual([idOf('laptops')]);
    expect(coupons.find((c) => c.code === 'AUDIO15')?.category_ids).toEqual([idOf('audio')]);
    expect(coupons.find((c) => c.code === 'TECH10')?.ends_at.toISOString()).toBe('2030-12-31T18:29:59.000Z');
    expect(Object.fromEntries(top.map((c) => [c.kind, c.return_days]))).toMatchObject({ laptops: 7, mobiles: 7, storage: 7, audio: 10, wearables: 10, accessories: 10 });
  });
});

describe(`checkout pricing: who may ask (${databaseKind})`, () => {
  it('answers only the signed-in shopper: 401 without a session, 403 for another user_id', async () => {
    const other = await newShopper(t.db);
    const anonymous = await post(bench, null, checkoutPaths.quote, { user_id: shopper.userId, address_id: address.local });
    expect(anonymous.status).toBe(401);
    const foreign = await refusal(await post(bench, other, checkoutPaths.quote, { user_id: shopper.userId, address_id: address.local }));
    expect(foreign).toEqual({ status: 403, message: 'This belongs to another account' });
    const coupons = await bench.app.request(`/api/${checkoutPaths.coupons}?user_id=${shopper.userId}`, { headers: { ...storefrontAuth, Cookie: other.cookie } });
    expect(coupons.status).toBe(403);
  });

  it('names a bad field with 400', async () => {
    const res = await refusal(await post(bench, shopper, checkoutPaths.quote, { user_id: shopper.userId, address_id: 'x' }));
    expect(res).toEqual({ status: 400, message: 'address_id must be a whole number' });
  });
});
