import type { Invoice, OrderDetail } from '../../../schemas/api/orders';
import type { StoredUser } from '../../../src/state/session';

export const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: '', providers: [] };

const address = { name: 'Asha Rao', mobile: '9876543210', pin: '411045', house: '12 Lake View', locality: 'Baner', landmark: '', city: 'Pune', state_code: 'MH', state: 'Maharashtra' };

export function sampleOrder(fields: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 41,
    order_number: 'CB26ABC123',
    status: 'packed',
    status_label: 'Packed',
    payment_method: 'online',
    payment_status: 'paid',
    created_at: '2026-11-20T06:30:00.000Z',
    address,
    items: [
      {
        id: 301,
        product_id: 5,
        title: 'Aurora Laptop 14',
        variant_label: '16 GB / 512 GB',
        slug: 'aurora-laptop-14',
        image: { url: '/media/catalog/product-5-1.svg', alt: 'Aurora Laptop 14', width: 800, height: 800 },
        qty: 1,
        unit_price_paise: 54_999_00,
        unit_mrp_paise: 64_999_00,
        discount_paise: 0,
        returnable: { eligible: false, reason: 'Returns open once the order is delivered', window_ends_at: null, request: null },
      },
    ],
    totals: {
      mrp_total_paise: 64_999_00,
      items_total_paise: 54_999_00,
      coupon_code: null,
      coupon_discount_paise: 0,
      delivery_paise: 0,
      gst_paise: 8_389_68,
      wallet_paise: 0,
      total_paise: 54_999_00,
      online_paise: 54_999_00,
      cod_paise: 0,
      paid_paise: 54_999_00,
    },
    payments: [{ attempt: 1, status: 'paid', method: 'card', amount_paise: 54_999_00, paid_at: '2026-11-20T06:31:00.000Z' }],
    timeline: [
      { status: 'placed', label: 'Placed', at: '2026-11-20T06:31:00.000Z', done: true },
      { status: 'confirmed', label: 'Confirmed', at: '2026-11-20T08:00:00.000Z', done: true },
      { status: 'packed', label: 'Packed', at: '2026-11-21T04:00:00.000Z', done: true },
      { status: 'shipped', label: 'Shipped', at: null, done: false },
      { status: 'out_for_delivery', label: 'Out for delivery', at: null, done: false },
      { status: 'delivered', label: 'Delivered', at: null, done: false },
    ],
    shipping: { carrier: null, awb: null, zone: 'local', promised_date: '2026-11-22' },
    refunds: [],
    can_cancel: true,
    can_pay: false,
    invoice_available: true,
    live_key: 'sample-live-key',
    ...fields,
  };
}

export function sampleInvoice(intraState: boolean): Invoice {
  const tax = 8_389_68;
  return {
    invoice_number: 'CB/2627/000123',
    invoice_date: '2026-11-20T06:31:00.000Z',
    order_number: 'CB26ABC123',
    order_date: '2026-11-20T06:30:00.000Z',
    seller: { name: 'Circuit Bazaar Retail Private Limited', address: 'Baner, Pune 411045', gstin: '27AAKCC1234M1Z5', state: 'Maharashtra', state_code: '27', pan: 'AAKCC1234M' },
    buyer: { name: 'Asha Rao', address: '12 Lake View, Baner', state: intraState ? 'Maharashtra' : 'Karnataka', state_code: intraState ? '27' : '29', mobile: '9876543210' },
    place_of_supply: intraState ? 'Maharashtra (27)' : 'Karnataka (29)',
    intra_state: intraState,
    lines: [
      {
        description: 'Aurora Laptop 14',
        hsn_code: '8471',
        qty: 1,
        unit_price_paise: 54_999_00,
        discount_paise: 0,
        taxable_paise: 54_999_00 - tax,
        gst_rate: 18,
        cgst_paise: intraState ? tax / 2 : 0,
        sgst_paise: intraState ? tax / 2 : 0,
        igst_paise: intraState ? 0 : tax,
        total_paise: 54_999_00,
      },
    ],
    totals: { taxable_paise: 54_999_00 - tax, cgst_paise: intraState ? tax / 2 : 0, sgst_paise: intraState ? tax / 2 : 0, igst_paise: intraState ? 0 : tax, total_paise: 54_999_00 },
    amount_in_words: 'Rupees Fifty-Four Thousand Nine Hundred Ninety-Nine Only',
    reverse_charge: false,
    payment_method: 'Online Payment',
  };
}

/** A fetch that answers by path with an envelope, and records what was asked. */
export function fakeApi(routes: Record<string, (init: RequestInit | undefined) => { status?: number; body: unknown }>) {
  const calls: { path: string; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({ path: `${path}${url.search}`, init });
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!route) return new Response(JSON.stringify({ status: false, message: 'Not found', error: 'Not found' }), { status: 404 });
    const answer = route(init);
    const status = answer.status ?? 200;
    const body = status >= 400 ? { status: false, message: answer.body, error: answer.body } : { status: true, message: '', data: answer.body };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}
