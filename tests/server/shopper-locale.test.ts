/**
 * The shopper's language after the page (issue 22): an order placed from a
 * Hindi page keeps hi-IN, and what the shop sends about it later (the status
 * e-mails, the tax invoice and its e-mail) speaks Hindi, while an order from
 * an English page reads exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { orderDeskPaths } from '../../schemas/api/order-desk';
import { invoiceSchema, orderPaths, type Invoice } from '../../schemas/api/orders';
import { readSetting } from '../../server/features/config/settings';
import { addAddress, createCheckoutBench, fillCart, insertCheckoutFixtures, newShopper, P, PIN, placedEnvelope, post, quote, refusal, type CheckoutBench, type Shopper } from './checkout-fixtures';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { form } from './order-fixtures';
import { studioSession, type Studio } from './studio-client';

let t: TestServer;
let bench: CheckoutBench;
let studio: Studio;
let brand = '';

beforeAll(async () => {
  t = await createTestServer();
  await insertCheckoutFixtures(t.db);
  bench = createCheckoutBench(t);
  studio = await studioSession(t.app);
  brand = (await readSetting(t.db, 'theme')).brand_name;
});
afterAll(async () => {
  await t.close();
});

interface Placed {
  shopper: Shopper;
  email: string;
  id: number;
  orderNumber: string;
}

/** Cash on delivery to the seller's own state (CGST and SGST), from a page in `locale` (none: an older client). */
async function placeFrom(locale: string | undefined, key: string): Promise<Placed> {
  const shopper = await newShopper(t.db);
  const addressId = await addAddress(t.db, shopper, PIN.local);
  await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 2 }]);
  const q = await quote(bench, shopper, { address_id: addressId, payment_method: 'cod' });
  const res = await post(bench, shopper, checkoutPaths.placeOrder, {
    user_id: shopper.userId,
    address_id: addressId,
    payment_method: 'cod',
    expected_total_paise: q.total_paise,
    idempotency_key: `locale-${key}`,
    ...(locale === undefined ? {} : { locale }),
  });
  expect(res.status).toBe(200);
  const placed = placedEnvelope.parse(await json(res)).data;
  const { email } = await t.db.selectFrom('users').select('email').where('id', '=', shopper.userId).executeTakeFirstOrThrow();
  return { shopper, email: email ?? '', id: placed.order_id, orderNumber: placed.order_number };
}

async function moveTo(order: Placed, status: string, shipment: Record<string, string> = {}): Promise<void> {
  const res = await t.app.request(`/api/${orderPaths.adminStatus(order.id)}`, { method: 'POST', headers: adminAuth, body: form({ status, ...shipment }) });
  expect(res.status).toBe(200);
}

function latestMail(order: Placed) {
  const mail = t.outbox.latestTo(order.email);
  if (!mail) throw new Error(`nothing e-mailed to ${order.email}`);
  return mail;
}

async function invoiceOf(order: Placed): Promise<Invoice> {
  const res = await t.app.request(`/api/${orderPaths.invoice(order.id)}?user_id=${order.shopper.userId}`, { headers: { ...storefrontAuth, Cookie: order.shopper.cookie } });
  expect(res.status).toBe(200);
  return envelopeSchema(invoiceSchema).parse(await json(res)).data;
}

async function emailInvoice(order: Placed) {
  const res = await studio.call('POST', orderDeskPaths.invoiceEmail(order.id), {});
  expect(res.status).toBe(200);
  return latestMail(order);
}

describe(`the shopper's language on the server (${databaseKind})`, () => {
  it('keeps the locale a Hindi page places an order in, English when a client sends none', async () => {
    const hindi = await placeFrom('hi-IN', 'kept-hi');
    const older = await placeFrom(undefined, 'kept-none');
    const rows = await t.db.selectFrom('orders').select(['id', 'locale']).where('id', 'in', [hindi.id, older.id]).orderBy('id').execute();
    expect(rows.map((r) => r.locale)).toEqual(['hi-IN', 'en-IN']);
  });

  it('refuses a locale the shop does not speak, and places nothing', async () => {
    const shopper = await newShopper(t.db);
    const addressId = await addAddress(t.db, shopper, PIN.local);
    await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 1 }]);
    const q = await quote(bench, shopper, { address_id: addressId, payment_method: 'cod' });
    const fields = { user_id: shopper.userId, address_id: addressId, payment_method: 'cod', expected_total_paise: q.total_paise, idempotency_key: 'locale-bad-one', locale: 'fr-FR' };
    const refused = await refusal(await post(bench, shopper, checkoutPaths.placeOrder, fields));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('locale');
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()).toEqual([]);
  });

  it('e-mails a Hindi order’s confirmation, shipping (courier and AWB) and cancellation in Hindi, its links to the Hindi pages', async () => {
    const order = await placeFrom('hi-IN', 'mail-hi');
    await moveTo(order, 'confirmed');
    const confirmed = latestMail(order);
    expect(confirmed.subject).toBe(`ऑर्डर ${order.orderNumber}: कन्फ़र्म हुआ`);
    expect(confirmed.text).toBe(['नमस्ते,', '', 'आपका ऑर्डर कन्फ़र्म हो गया है और जल्द ही पैक किया जाएगा।', '', `यहाँ ट्रैक करें: http://localhost/hi/order/${order.id}`, '', brand].join('\n'));

    await moveTo(order, 'packed');
    await moveTo(order, 'shipped', { carrier: 'Blue Dart', awb: 'BD12345678IN' });
    const shipped = latestMail(order);
    expect(shipped.subject).toBe(`ऑर्डर ${order.orderNumber}: शिप हुआ`);
    expect(shipped.text.split('\n').slice(2, 4)).toEqual(['आपका ऑर्डर रास्ते में है।', 'कूरियर: Blue Dart, AWB नंबर BD12345678IN।']);

    const other = await placeFrom('hi-IN', 'mail-hi-cancel');
    await moveTo(other, 'cancelled');
    const cancelled = latestMail(other);
    expect(cancelled.subject).toBe(`ऑर्डर ${other.orderNumber}: रद्द हुआ`);
    expect(cancelled.text).toBe(['नमस्ते,', '', 'आपका ऑर्डर रद्द कर दिया गया है।', '', `यहाँ ट्रैक करें: http://localhost/hi/order/${other.id}`, '', brand].join('\n'));
  });

  it('e-mails an English order exactly as before', async () => {
    const order = await placeFrom('en-IN', 'mail-en');
    await moveTo(order, 'confirmed');
    const mail = latestMail(order);
    expect(mail.subject).toBe(`Order ${order.orderNumber}: Confirmed`);
    expect(mail.text).toBe(['Hello,', '', 'Your order is confirmed and will be packed soon.', '', `Follow it here: http://localhost/order/${order.id}`, '', brand].join('\n'));
  });

  it('writes a Hindi order’s tax invoice words in Hindi, legal particulars as recorded, and e-mails it in Hindi', async () => {
    const order = await placeFrom('hi-IN', 'invoice-hi');
    const invoice = await invoiceOf(order);
    expect(invoice.amount_in_words).toMatch(/^[\u0900-\u097F ]+ रुपये( और [\u0900-\u097F ]+ पैसे)? मात्र$/);
    expect(invoice.payment_method).toBe('कैश ऑन डिलीवरी');
    expect(invoice.seller.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/);
    expect(invoice.lines[0]?.description).toBe(P.earbuds.title);
    expect(invoice.intra_state).toBe(true);

    const mail = await emailInvoice(order);
    expect(mail.subject).toBe(`ऑर्डर ${order.orderNumber} के लिए आपका टैक्स इनवॉइस ${invoice.invoice_number}`);
    const lines = mail.text.split('\n');
    expect(lines).toContain(`कर योग्य मूल्य: ${rupees(invoice.totals.taxable_paise)}`);
    expect(lines).toContain(`CGST: ${rupees(invoice.totals.cgst_paise)}`);
    expect(lines).toContain(`SGST: ${rupees(invoice.totals.sgst_paise)}`);
    expect(lines).toContain(`कुल: ${rupees(invoice.totals.total_paise)} (${invoice.amount_in_words})`);
    expect(lines).toContain(`इसे देखें, प्रिंट करें या PDF के रूप में सेव करें: http://localhost/hi/order/invoice/${order.id}`);
  });

  it('keeps an English order’s tax invoice and its e-mail in English', async () => {
    const order = await placeFrom('en-IN', 'invoice-en');
    const invoice = await invoiceOf(order);
    expect(invoice.amount_in_words).toMatch(/^Rupees [A-Za-z -]+ Only$/);
    expect(invoice.payment_method).toBe('Cash on Delivery');

    const mail = await emailInvoice(order);
    expect(mail.subject).toBe(`Your tax invoice ${invoice.invoice_number} for order ${order.orderNumber}`);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Hello,');
    expect(lines).toContain(`2 × ${P.earbuds.title}: ${rupees(invoice.lines[0]?.total_paise ?? 0)}`);
    expect(lines).toContain(`Taxable value: ${rupees(invoice.totals.taxable_paise)}`);
    expect(lines).toContain(`Total: ${rupees(invoice.totals.total_paise)} (${invoice.amount_in_words})`);
    expect(lines).toContain(`View, print or save it as a PDF: http://localhost/order/invoice/${order.id}`);
  });
});

/** ₹ and lakh grouping, worked out apart from the code under test: 1234567 paise → ₹12,345.67. */
function rupees(paise: number): string {
  const whole = String(Math.floor(paise / 100));
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `₹${grouped}.${String(paise % 100).padStart(2, '0')}`;
}
