import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayCheckout, RazorpayDetails } from '../../../schemas/api/checkout';
import { loadCheckoutScript, openRazorpay, PAYMENT_MESSAGES, SCRIPT_LOAD_FAILED } from '../../../src/features/checkout/razorpay';

const checkout: GatewayCheckout = {
  key_id: 'rzp_test_local',
  gateway_order_id: 'order_Test0000000001',
  amount_paise: 1_23_456_00,
  currency: 'INR',
  name: 'Circuit Bazaar',
  description: 'Order VT0001',
  prefill: { name: 'Asha Rao', email: 'asha@example.test', contact: '+919876543210' },
};
const details: RazorpayDetails = { key_id: 'rzp_test_local', script_url: '/gateway/checkout.js', gateway: 'local', name: 'Circuit Bazaar' };

interface FakeOptions {
  key: string;
  amount: number;
  order_id: string;
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

/** Stands in for checkout.js: records its options, lets the test play the shopper. */
class FakeRazorpay {
  static last: FakeRazorpay | undefined;
  failed: ((response: unknown) => void)[] = [];
  opened = false;
  constructor(public options: FakeOptions) {
    FakeRazorpay.last = this;
  }
  on(_event: 'payment.failed', callback: (response: unknown) => void): void {
    this.failed.push(callback);
  }
  open(): void {
    this.opened = true;
  }
}

function current(): FakeRazorpay {
  if (!FakeRazorpay.last) throw new Error('Razorpay was not constructed');
  return FakeRazorpay.last;
}

afterEach(() => {
  delete window.Razorpay;
  FakeRazorpay.last = undefined;
  document.head.querySelectorAll('script[data-checkout-script]').forEach((s) => s.remove());
});

describe('openRazorpay', () => {
  it('opens with the attempt\'s order, key and amount, and resolves with the parsed handler response', async () => {
    window.Razorpay = FakeRazorpay;
    const result = openRazorpay(checkout, details);
    const rzp = current();
    expect(rzp.opened).toBe(true);
    expect(rzp.options).toMatchObject({ key: 'rzp_test_local', amount: 1_23_456_00, order_id: 'order_Test0000000001', currency: 'INR', name: 'Circuit Bazaar', prefill: checkout.prefill });
    rzp.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_Test0000000001', razorpay_signature: 'ab'.repeat(32), extra: 1 });
    expect(await result).toEqual({ ok: true, response: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_Test0000000001', razorpay_signature: 'ab'.repeat(32) } });
  });

  it('a dismissal resolves as dismissed', async () => {
    window.Razorpay = FakeRazorpay;
    const result = openRazorpay(checkout, details);
    current().options.modal.ondismiss();
    expect(await result).toEqual({ ok: false, reason: 'dismissed', message: PAYMENT_MESSAGES.dismissed });
  });

  it('a failure keeps the modal for a retry: a later success wins, a close reports the failure', async () => {
    window.Razorpay = FakeRazorpay;
    const retried = openRazorpay(checkout, details);
    const first = current();
    first.failed.forEach((cb) => cb({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment has been declined by the bank.' } }));
    first.options.handler({ razorpay_payment_id: 'pay_2', razorpay_order_id: 'order_Test0000000001', razorpay_signature: 'cd'.repeat(32) });
    expect(await retried).toMatchObject({ ok: true });

    const abandoned = openRazorpay(checkout, details);
    const second = current();
    second.failed.forEach((cb) => cb({ error: { description: 'Your payment has been declined by the bank.' } }));
    second.options.modal.ondismiss();
    expect(await abandoned).toEqual({ ok: false, reason: 'failed', message: 'Your payment has been declined by the bank.' });
  });

  it('refuses a malformed handler response and a missing script', async () => {
    window.Razorpay = FakeRazorpay;
    const result = openRazorpay(checkout, details);
    current().options.handler({ razorpay_payment_id: 42 });
    expect(await result).toEqual({ ok: false, reason: 'failed', message: PAYMENT_MESSAGES.unexpected });
    delete window.Razorpay;
    expect(await openRazorpay(checkout, details)).toEqual({ ok: false, reason: 'failed', message: PAYMENT_MESSAGES.unavailable });
  });
});

describe('loadCheckoutScript', () => {
  it('adds the script once and resolves when it loads', async () => {
    const first = loadCheckoutScript('/gateway/checkout.js');
    const second = loadCheckoutScript('/gateway/checkout.js');
    const tags = document.head.querySelectorAll('script[src="/gateway/checkout.js"]');
    expect(tags).toHaveLength(1);
    tags[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects with a clear message when it cannot load, and tries again next time', async () => {
    const url = '/gateway/missing.js';
    const failing = loadCheckoutScript(url);
    document.head.querySelector(`script[src="${url}"]`)?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(SCRIPT_LOAD_FAILED);
    expect(document.head.querySelector(`script[src="${url}"]`)).toBeNull();
    void loadCheckoutScript(url);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });
});
