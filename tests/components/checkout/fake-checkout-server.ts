import { fixtureCartLines } from '../../../stories/support/cart-fixtures';
import { fixtureAddresses, fixtureCoupons, fixtureQuote } from '../../../stories/support/checkout-fixtures';
import { PAYMENT_METHODS, TOTAL_CHANGED_MESSAGE, type Quote } from '../../../schemas/api/checkout';

/**
 * An in-memory stand-in for the checkout calls, answering by URL and method
 * as the real server does: forms in, envelopes out. The quote is priced by
 * the story fixtures' rules; place-order can be told to refuse (409) or to
 * ask for an online payment. Every request is recorded.
 */

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

const LAYOUT_PATH = 'website/app-ui-configurations/website-page/checkout';
const entry = (section_name: string) => ({ section_name, visibility: 'Y', other_configration: '{"pattern":1}' });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const ok = (data: unknown) => json(200, { status: true, message: '', data });

export class FakeCheckoutServer {
  readonly requests: Recorded[] = [];
  layout: unknown[] = ['checkout-address', 'checkout-delivery', 'checkout-coupons', 'checkout-payment', 'checkout-summary'].map(entry);
  addresses = fixtureAddresses;
  cartLines = fixtureCartLines;
  /** Shifts every quoted total, as if a price changed on the server. */
  priceShiftPaise = 0;
  /** The next place-order refuses with 409 when set. */
  refuseTotal = false;
  orderId = 4101;
  /** Changes the quote after it is priced (to force a refusal reason, say). */
  adjustQuote: (quote: Quote) => Quote = (q) => q;

  private readonly failures: { method: string; path: string; status: number; error: string }[] = [];

  /** The next call to this path fails with this status and `error`; status 0 is a lost connection. */
  failNext(method: string, path: string, status: number, error: string) {
    this.failures.push({ method, path, status, error });
  }

  count(method: string, path: string): number {
    return this.requests.filter((r) => r.method === method && r.path === path).length;
  }

  last(method: string, path: string): Recorded | undefined {
    return this.requests.filter((r) => r.method === method && r.path === path).at(-1);
  }

  private quoteFor(form: URLSearchParams): Quote {
    const address = this.addresses.find((a) => a.id === Number(form.get('address_id'))) ?? null;
    const label = PAYMENT_METHODS.find((m) => m.code === form.get('payment_method'))?.label ?? 'Online Payment';
    const base = fixtureQuote({ address, couponCode: (form.get('coupon_code') ?? '').toUpperCase(), method: label, advancePaise: Number(form.get('advance_paise') ?? 0) });
    const shift = this.priceShiftPaise;
    const online = base.payment.method === 'online' ? base.payment.online_now_paise + shift : base.payment.online_now_paise;
    const shifted = { ...base, total_paise: base.total_paise + shift, payment: { ...base.payment, online_now_paise: online } };
    return this.adjustQuote(shifted);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const form = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : typeof init.body === 'string' ? init.body : '');
    const path = url.pathname.replace(/^\/api\//, '');
    this.requests.push({ method, path, query: url.searchParams, form });

    const failure = this.failures.findIndex((f) => f.method === method && f.path === path);
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      if (f?.status === 0) throw new TypeError('Failed to fetch');
      return json(f?.status ?? 500, { status: false, message: f?.error, error: f?.error });
    }

    if (method === 'GET' && path === LAYOUT_PATH) return ok(this.layout);
    if (method === 'GET' && path === 'website/cart/cart-items') return ok(this.cartLines);
    if (method === 'GET' && path === 'website/addresses') return ok(this.addresses);
    if (method === 'GET' && path === 'website/checkout/coupons') return ok(fixtureCoupons);
    if (method === 'GET' && path === 'website/checkout/razorpay-details') {
      return ok({ key_id: 'rzp_test_local', script_url: '/api/local-gateway/checkout.js', gateway: 'local', name: 'Vitrine' });
    }
    if (method === 'POST' && path === 'website/checkout/quote') return ok(this.quoteFor(form));
    if (method === 'POST' && path === 'website/checkout/place-order') {
      const quote = this.quoteFor(form);
      if (this.refuseTotal || Number(form.get('expected_total_paise')) !== quote.total_paise) {
        this.refuseTotal = false;
        return json(409, { status: false, message: TOTAL_CHANGED_MESSAGE, error: TOTAL_CHANGED_MESSAGE });
      }
      const online = quote.payment.online_now_paise;
      return ok({
        order_id: this.orderId,
        order_number: `VT-2026-${this.orderId}`,
        status: online > 0 ? 'awaiting_payment' : 'placed',
        total_paise: quote.total_paise,
        payment:
          online > 0
            ? { key_id: 'rzp_test_local', gateway_order_id: 'order_LOCAL0001', amount_paise: online, currency: 'INR', name: 'Vitrine', description: `Order VT-2026-${this.orderId}`, prefill: { name: 'Priya Sharma', email: 'priya@example.in', contact: '9876543210' } }
            : null,
      });
    }
    if (method === 'POST' && path === 'website/checkout/verify-payment') return ok({ order_id: this.orderId, status: 'paid' });
    return json(404, { status: false, message: 'Not found', error: `No fake answer for ${method} ${path}` });
  };
}
