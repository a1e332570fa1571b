import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../schemas/api/envelope';
import { invoiceSchema, orderDetailSchema, orderPaths } from '../../schemas/api/orders';
import { INVOICE_NUMBER_PATTERN } from '../../server/features/invoices/financial-year';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { as, insertOrder, insertOrderCatalogue, newShopper, ofx, orderApp, type Shopper } from './order-fixtures';

let t: TestServer;
let app: Hono;
beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  app = orderApp(t.db);
});
afterAll(async () => {
  await t.close();
});

function invoiceOf(shopper: Shopper, id: number) {
  return as(app, shopper).request(`/api/${orderPaths.invoice(id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
}

async function readInvoice(shopper: Shopper, id: number) {
  const res = await invoiceOf(shopper, id);
  expect(res.status).toBe(200);
  return envelopeSchema(invoiceSchema).parse(await json(res)).data;
}

const mixedLines = [
  { product: ofx.laptop, categoryId: ofx.laptops.id, qty: 1, discount: 1_000_00 },
  { product: ofx.mouse, categoryId: ofx.accessories.id, qty: 3, discount: 33_33 },
];

describe(`tax invoices (${databaseKind})`, () => {
  it('numbers invoices consecutively within the financial year, once per order', async () => {
    const shopper = await newShopper(t.db);
    const a = await insertOrder(t.db, { userId: shopper.id });
    const b = await insertOrder(t.db, { userId: shopper.id, status: 'delivered' });
    const first = await readInvoice(shopper, a.id);
    const second = await readInvoice(shopper, b.id);
    expect(first.invoice_number).toMatch(INVOICE_NUMBER_PATTERN);
    expect(first.invoice_number.length).toBeLessThanOrEqual(16);
    const serial = (n: string) => Number(n.split('/').at(-1));
    expect(serial(second.invoice_number)).toBe(serial(first.invoice_number) + 1);
    expect((await readInvoice(shopper, a.id)).invoice_number).toBe(first.invoice_number);

    const detail = await as(app, shopper).request(`/api/${orderPaths.one(a.id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
    expect(envelopeSchema(orderDetailSchema).parse(await json(detail)).data.invoice_available).toBe(true);
  });

  it('draws distinct numbers when many invoices are opened at once', async () => {
    const shopper = await newShopper(t.db);
    const orders = await Promise.all(Array.from({ length: 6 }, () => insertOrder(t.db, { userId: shopper.id })));
    const invoices = await Promise.all(orders.map((o) => readInvoice(shopper, o.id)));
    const serials = invoices.map((i) => Number(i.invoice_number.split('/').at(-1))).sort((x, y) => x - y);
    expect(new Set(serials).size).toBe(6);
    expect(serials.at(-1)! - serials[0]!).toBe(5);
  });

  it('splits CGST and SGST for a Maharashtra delivery, reconciling to the order total', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, stateCode: 'MH', lines: mixedLines, delivery: 40_00 });
    const invoice = await readInvoice(shopper, order.id);
    expect(invoice.intra_state).toBe(true);
    expect(invoice.seller).toMatchObject({ name: 'Circuit Bazaar Retail LLP', gstin: '27AAKFC4821M1Z3', state_code: '27' });
    expect(invoice.buyer).toMatchObject({ state: 'Maharashtra', state_code: '27' });
    expect(invoice.place_of_supply).toBe('Maharashtra (27)');
    expect(invoice.lines.map((l) => l.hsn_code)).toEqual(['8471', '8471', '9965']);
    expect(invoice.lines.every((l) => l.igst_paise === 0 && l.cgst_paise >= l.sgst_paise && l.cgst_paise - l.sgst_paise <= 1)).toBe(true);
    const { totals } = invoice;
    expect(totals.total_paise).toBe(order.total);
    expect(totals.taxable_paise + totals.cgst_paise + totals.sgst_paise).toBe(order.total);
    expect(totals.igst_paise).toBe(0);
    expect(invoice.lines.reduce((n, l) => n + l.total_paise, 0)).toBe(order.total);
  });

  it('charges IGST for a Karnataka delivery, with the total in words', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, stateCode: 'KA', lines: [{ product: ofx.laptop, categoryId: ofx.laptops.id, qty: 1 }] });
    const invoice = await readInvoice(shopper, order.id);
    expect(invoice.intra_state).toBe(false);
    expect(invoice.buyer.state_code).toBe('29');
    expect(invoice.place_of_supply).toBe('Karnataka (29)');
    expect(invoice.totals.cgst_paise + invoice.totals.sgst_paise).toBe(0);
    expect(invoice.totals.taxable_paise + invoice.totals.igst_paise).toBe(ofx.laptop.price);
    expect(invoice.lines[0]?.taxable_paise).toBe(Math.round((ofx.laptop.price * 100) / 118));
    expect(invoice.amount_in_words).toBe('Rupees Fifty-Four Thousand Nine Hundred Ninety-Nine Only');
  });

  it('issues no invoice before the order is placed, and none for another shopper', async () => {
    const shopper = await newShopper(t.db);
    const unpaid = await insertOrder(t.db, { userId: shopper.id, status: 'awaiting_payment' });
    expect((await invoiceOf(shopper, unpaid.id)).status).toBe(409);
    const row = await t.db.selectFrom('orders').select('invoice_number').where('id', '=', unpaid.id).executeTakeFirstOrThrow();
    expect(row.invoice_number).toBeNull();

    const placed = await insertOrder(t.db, { userId: shopper.id });
    const stranger = await newShopper(t.db);
    expect((await invoiceOf(stranger, placed.id)).status).toBe(404);
    const otherAccount = await as(app, stranger).request(`/api/${orderPaths.invoice(placed.id)}?user_id=${shopper.id}`, { headers: storefrontAuth });
    expect(otherAccount.status).toBe(403);
  });
});
