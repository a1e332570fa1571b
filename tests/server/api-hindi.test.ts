/**
 * What the API says to shoppers comes back in the page's language (issue 22):
 * the storefront sends `Accept-Language: hi-IN` from a /hi/ page, and without
 * it every word is the exact English the shop has always sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPaths } from '../../schemas/api/cart';
import { checkoutPaths, couponOfferListSchema } from '../../schemas/api/checkout';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { orderDetailSchema, orderPaths } from '../../schemas/api/orders';
import { addressPaths } from '../../schemas/api/addresses';
import { stockAlertPaths } from '../../schemas/api/stock-alerts';
import { identityPaths } from '../../schemas/api/identity';
import { walletPaths, walletSchema } from '../../schemas/api/wallet';
import { wishlistPaths } from '../../schemas/api/wishlist';
import { postWalletEntry } from '../../server/features/wallet/ledger';
import { walletWords } from '../../server/features/wallet/words';
import { walletDescription } from '../../server/features/refunds/wallet-credits';
import { formBody } from './cart-client';
import { fx, insertFixtures } from './cart-fixtures';
import { addAddress, CAT, createCheckoutBench, fillCart, insertCheckoutFixtures, insertCoupon, newShopper, P, PIN, type CheckoutBench } from './checkout-fixtures';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { as, insertOrder, insertOrderCatalogue, newShopper as newOrderShopper, ofx, orderApp } from './order-fixtures';

const HINDI = { 'Accept-Language': 'hi-IN' };

let t: TestServer;
let bench: CheckoutBench;
beforeAll(async () => {
  t = await createTestServer();
  await insertFixtures(t.db);
  await insertCheckoutFixtures(t.db);
  await insertOrderCatalogue(t.db);
  await insertCoupon(t.db, { code: 'THIMIN', kind: 'flat', value: 100_00, min_order_paise: 2_000_00 });
  await insertCoupon(t.db, { code: 'THILAPTOP', kind: 'flat', value: 100_00, category_ids: [CAT.laptops.id, CAT.audio.id] });
  await t.db.updateTable('categories').set({ translations: JSON.stringify({ 'hi-IN': { title: 'लैपटॉप' } }) }).where('id', '=', CAT.laptops.id).execute();
  bench = createCheckoutBench(t);
});
afterAll(async () => {
  await t.close();
});

async function refusalOf(res: Response): Promise<{ status: number; error: string | undefined }> {
  const body = errorBodySchema.parse(await json(res));
  expect(body.message).toBe(body.error);
  return { status: res.status, error: body.error };
}

describe(`the API in the shopper's language (${databaseKind})`, () => {
  it('refuses a cart line in Hindi, and in the same English as ever without the header', async () => {
    const add = (headers: Record<string, string>) =>
      t.app.request(`/api/${cartPaths.add}`, {
        method: 'POST',
        headers: { ...storefrontAuth, ...headers },
        body: formBody({ user_id: 0, session_id: crypto.randomUUID(), product_id: fx.mouse.id, qty: 1, mrp: '', price: '', size: '{}' }),
      });
    expect(await refusalOf(await add(HINDI))).toEqual({ status: 422, error: `${fx.mouse.title} स्टॉक में नहीं है` });
    expect(await refusalOf(await add({ 'Accept-Language': 'hi' }))).toEqual({ status: 422, error: `${fx.mouse.title} स्टॉक में नहीं है` });
    expect(await refusalOf(await add({}))).toEqual({ status: 422, error: `${fx.mouse.title} is out of stock` });
    // With its Hindi title in the catalogue, the refusal names the product in Hindi too.
    await t.db.updateTable('products').set({ translations: JSON.stringify({ 'hi-IN': { title: 'अरोरा माउस' } }) }).where('id', '=', fx.mouse.id).execute();
    expect(await refusalOf(await add(HINDI))).toEqual({ status: 422, error: 'अरोरा माउस स्टॉक में नहीं है' });
    expect(await refusalOf(await add({}))).toEqual({ status: 422, error: `${fx.mouse.title} is out of stock` });
    await t.db.updateTable('products').set({ translations: JSON.stringify({}) }).where('id', '=', fx.mouse.id).execute();
  });

  it('says a coupon does not apply in Hindi, in the quote and the offers, amounts written as rupees', async () => {
    const shopper = await newShopper(t.db);
    const addressId = await addAddress(t.db, shopper, PIN.national);
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 1 }]);
    const quote = async (headers: Record<string, string>) => {
      const res = await bench.app.request(`/api/${checkoutPaths.quote}`, {
        method: 'POST',
        headers: { ...storefrontAuth, Cookie: shopper.cookie, ...headers },
        body: formBody({ user_id: shopper.userId, address_id: addressId, coupon_code: 'THIMIN' }),
      });
      return ((await json(res)) as { data: { coupon_error: string } }).data.coupon_error;
    };
    expect(await quote(HINDI)).toBe('इस कूपन के लिए कम से कम ₹2,000.00 का ऑर्डर ज़रूरी है');
    expect(await quote({})).toBe('This coupon needs a minimum order of ₹2,000.00');

    const offers = async (headers: Record<string, string>) => {
      const res = await bench.app.request(`/api/${checkoutPaths.coupons}?user_id=${shopper.userId}`, { headers: { ...storefrontAuth, Cookie: shopper.cookie, ...headers } });
      return envelopeSchema(couponOfferListSchema).parse(await json(res)).data.find((o) => o.code === 'THIMIN')?.reason;
    };
    expect(await offers(HINDI)).toBe('इस कूपन के लिए कम से कम ₹2,000.00 का ऑर्डर ज़रूरी है');
    expect(await offers({})).toBe('This coupon needs a minimum order of ₹2,000.00');

    const unknown = await bench.app.request(`/api/${checkoutPaths.quote}`, {
      method: 'POST',
      headers: { ...storefrontAuth, Cookie: shopper.cookie, ...HINDI },
      body: formBody({ user_id: shopper.userId, address_id: addressId, coupon_code: 'NOPE' }),
    });
    expect(((await json(unknown)) as { data: { coupon_error: string } }).data.coupon_error).toBe('ऐसा कोई कूपन नहीं है');

    // The categories in their Hindi titles where the catalogue has them, joined with और.
    const categories = await bench.app.request(`/api/${checkoutPaths.quote}`, {
      method: 'POST',
      headers: { ...storefrontAuth, Cookie: shopper.cookie, ...HINDI },
      body: formBody({ user_id: shopper.userId, address_id: addressId, coupon_code: 'THILAPTOP' }),
    });
    expect(((await json(categories)) as { data: { coupon_error: string } }).data.coupon_error).toBe(`यह कूपन केवल लैपटॉप और ${CAT.audio.title} पर लागू होता है`);
  });

  it("names an order's status, its timeline steps and each line's return verdict in Hindi", async () => {
    const app = orderApp(t.db);
    const shopper = await newOrderShopper(t.db);
    const order = await insertOrder(t.db, {
      userId: shopper.id,
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      lines: [
        { product: ofx.laptop, categoryId: ofx.laptops.id, qty: 1 },
        { product: ofx.licence, categoryId: ofx.software.id, qty: 1 },
      ],
    });
    const read = async (headers: Record<string, string>) => {
      const res = await as(app, shopper).request(`/api/${orderPaths.one(order.id)}?user_id=${shopper.id}`, { headers: { ...storefrontAuth, ...headers } });
      expect(res.headers.get('cache-control')).toBe('no-store');
      return envelopeSchema(orderDetailSchema).parse(await json(res)).data;
    };

    const hindi = await read(HINDI);
    expect(hindi.status_label).toBe('डिलीवर हुआ');
    expect(hindi.timeline.map((s) => s.label)).toEqual(['ऑर्डर हो गया', 'कन्फ़र्म हुआ', 'पैक हुआ', 'शिप हुआ', 'डिलीवरी के लिए निकला', 'डिलीवर हुआ']);
    expect(hindi.items.map((i) => i.returnable.reason)).toEqual(['आप यह आइटम रिटर्न या रिप्लेस कर सकते हैं', 'यह आइटम रिटर्न नहीं किया जा सकता']);

    const english = await read({});
    expect(english.status_label).toBe('Delivered');
    expect(english.timeline.map((s) => s.label)).toEqual(['Placed', 'Confirmed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered']);
    expect(english.items.map((i) => i.returnable.reason)).toEqual(['You can return or replace this item', 'This item cannot be returned']);
  });

  it("reads the wallet's entries in Hindi, the English as stored, and a staff adjustment as its author wrote it", async () => {
    const shopper = await newOrderShopper(t.db);
    await t.db.transaction().execute(async (trx) => {
      await postWalletEntry(trx, { userId: shopper.id, amountPaise: 500_00, kind: 'gift_card', reference: 'gift-card:hi-1', ...walletWords('api.wallet.giftCardAdded') });
      await postWalletEntry(trx, { userId: shopper.id, amountPaise: 200_00, kind: 'refund', reference: 'order:hi-2', ...walletDescription('cancel', 'CB2611-00042') });
      await postWalletEntry(trx, { userId: shopper.id, amountPaise: -100_00, kind: 'order_payment', reference: 'order:hi-3', ...walletWords('api.wallet.paidForOrder', { order: 'CB2611-00043' }) });
      await postWalletEntry(trx, { userId: shopper.id, amountPaise: 50_00, kind: 'adjustment', reference: 'adjust:hi-4', description: 'Goodwill for the late delivery' });
    });
    const read = async (headers: Record<string, string>) => {
      const res = await as(t.app, shopper).request(`/api/${walletPaths.wallet}?user_id=${shopper.id}`, { headers: { ...storefrontAuth, ...headers } });
      expect(res.status).toBe(200);
      return envelopeSchema(walletSchema).parse(await json(res)).data.entries.map((entry) => entry.description);
    };
    expect(await read(HINDI)).toEqual(['Goodwill for the late delivery', 'ऑर्डर CB2611-00043 का भुगतान', 'रद्द ऑर्डर CB2611-00042 का रिफ़ंड', 'गिफ़्ट कार्ड जोड़ा गया']);
    const english = ['Goodwill for the late delivery', 'Paid for order CB2611-00043', 'Refund for cancelled order CB2611-00042', 'Gift card added'];
    expect(await read({})).toEqual(english);
    // What is stored (and the studio shows) is the English, word for word as before.
    const stored = await t.db.selectFrom('wallet_entries').select('description').where('user_id', '=', shopper.id).orderBy('id', 'desc').execute();
    expect(stored.map((row) => row.description)).toEqual(english);
  });

  it("refuses someone else's account, and asks for sign-in before an invoice, in Hindi", async () => {
    const shopper = await newOrderShopper(t.db);
    const wishlist = (headers: Record<string, string>) =>
      as(t.app, shopper).request(`/api/${wishlistPaths.items}?user_id=${shopper.id + 1000}`, { headers: { ...storefrontAuth, ...headers } });
    expect(await refusalOf(await wishlist(HINDI))).toEqual({ status: 403, error: 'यह किसी दूसरे खाते का है' });
    expect(await refusalOf(await wishlist({}))).toEqual({ status: 403, error: 'This belongs to another account' });
    const invoice = (headers: Record<string, string>) => orderApp(t.db).request(`/api/${orderPaths.invoice(1)}?user_id=${shopper.id}`, { headers: { ...storefrontAuth, ...headers } });
    expect(await refusalOf(await invoice(HINDI))).toEqual({ status: 401, error: 'अपने ऑर्डर देखने के लिए कृपया साइन इन करें' });
    expect(await refusalOf(await invoice({}))).toEqual({ status: 401, error: 'Please sign in to see your orders' });
  });

  it('refuses to cancel a shipped order in Hindi', async () => {
    const app = orderApp(t.db);
    const shopper = await newOrderShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'shipped' });
    const cancel = (headers: Record<string, string>) =>
      as(app, shopper).request(`/api/${orderPaths.cancel(order.id)}`, {
        method: 'POST',
        headers: { ...storefrontAuth, ...headers },
        body: formBody({ user_id: shopper.id, reason: 'Changed my mind' }),
      });
    expect(await refusalOf(await cancel(HINDI))).toEqual({ status: 409, error: 'यह ऑर्डर शिप हो चुका है और अब रद्द नहीं किया जा सकता' });
    expect(await refusalOf(await cancel({}))).toEqual({ status: 409, error: 'This order has shipped and can no longer be cancelled' });
  });

  it('refuses an address whose PIN lies in another state, and a back-in-stock alert for what is in stock, in Hindi', async () => {
    const shopper = await newOrderShopper(t.db);
    const address = (headers: Record<string, string>) =>
      t.app.request(`/api/${addressPaths.create}`, {
        method: 'POST',
        headers: { ...storefrontAuth, Cookie: shopper.cookie, ...headers },
        body: formBody({ user_id: shopper.id, name: 'Asha Kulkarni', mobile: '9876543210', pin: '411041', house: 'Flat 12', locality: 'Dhayari', city: 'Pune', state_code: 'KA', type: 'home' }),
      });
    expect(await refusalOf(await address(HINDI))).toEqual({ status: 422, error: 'यह PIN कोड Maharashtra का है, Karnataka का नहीं' });
    expect(await refusalOf(await address({}))).toEqual({ status: 422, error: 'The PIN code is in Maharashtra, not Karnataka' });

    const alert = (headers: Record<string, string>) =>
      t.app.request(`/api/${stockAlertPaths.alerts}`, { method: 'POST', headers: { ...storefrontAuth, ...headers }, body: formBody({ product_id: P.earbuds.id, email: 'a@example.in' }) });
    expect(await refusalOf(await alert(HINDI))).toEqual({ status: 422, error: 'यह अभी स्टॉक में है: इसे सीधे अपने कार्ट में जोड़ें' });
    expect(await refusalOf(await alert({}))).toEqual({ status: 422, error: 'This is in stock now: add it to your cart instead' });
  });

  it('asks a visitor without a session to sign in, in Hindi', async () => {
    const me = (headers: Record<string, string>) => t.app.request(`/api/${identityPaths.me}`, { headers: { ...storefrontAuth, ...headers } });
    expect(await refusalOf(await me(HINDI))).toEqual({ status: 401, error: 'आगे बढ़ने के लिए कृपया साइन इन करें' });
    expect(await refusalOf(await me({}))).toEqual({ status: 401, error: 'Please sign in to continue' });
  });

  it('refuses to place an order with its blockers in Hindi, joined by the danda', async () => {
    const shopper = await newShopper(t.db);
    const other = await newShopper(t.db);
    const foreign = await addAddress(t.db, other, PIN.national);
    await fillCart(t.db, shopper, []);
    const place = (headers: Record<string, string>) =>
      bench.app.request(`/api/${checkoutPaths.placeOrder}`, {
        method: 'POST',
        headers: { ...storefrontAuth, Cookie: shopper.cookie, ...headers },
        body: formBody({ user_id: shopper.userId, address_id: foreign, expected_total_paise: 0, idempotency_key: crypto.randomUUID() }),
      });
    expect(await refusalOf(await place(HINDI))).toEqual({ status: 422, error: 'आपका कार्ट खाली है। कृपया अपने डिलीवरी पतों में से एक चुनें' });
    expect(await refusalOf(await place({}))).toEqual({ status: 422, error: 'Your cart is empty. Please choose one of your delivery addresses' });
  });
});
