import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TOTAL_CHANGED_MESSAGE } from '../../../schemas/api/checkout';
import { cartCountAtom } from '../../../src/state/session';
import { FakeCheckoutServer } from './fake-checkout-server';
import { location, payButton, startCheckout } from './harness';

// Razorpay's checkout is a third party's page: the tests stand in for it.
const razorpay = vi.hoisted(() => ({ loadCheckoutScript: vi.fn(), openRazorpay: vi.fn() }));
vi.mock('../../../src/features/checkout/razorpay', () => razorpay);

const paid = {
  ok: true,
  response: { razorpay_payment_id: 'pay_LOCAL0001', razorpay_order_id: 'order_LOCAL0001', razorpay_signature: 'a'.repeat(64) },
};

beforeEach(() => {
  razorpay.loadCheckoutScript.mockReset().mockResolvedValue(undefined);
  razorpay.openRazorpay.mockReset().mockResolvedValue(paid);
});

describe('placing the order', () => {
  it('refuses a changed total: says so, refreshes the summary and places nothing', async () => {
    const server = new FakeCheckoutServer();
    const { store } = startCheckout(server);
    store.set(cartCountAtom, 3);
    const button = await payButton();
    const quotesBefore = server.count('POST', 'website/checkout/quote');
    const shownTotal = button.textContent;
    server.priceShiftPaise = 250_00;

    fireEvent.click(button);
    expect(await screen.findByText(TOTAL_CHANGED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(server.count('POST', 'website/checkout/quote')).toBeGreaterThan(quotesBefore));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay ₹/ }).textContent).not.toBe(shownTotal));
    expect(server.count('POST', 'website/checkout/place-order')).toBe(1);
    expect(razorpay.openRazorpay).not.toHaveBeenCalled();
    expect(location()).toBe('/checkout');
    expect(store.get(cartCountAtom)).toBe(3);

    // The next press sends the refreshed total with a new key, and goes through.
    const firstKey = server.last('POST', 'website/checkout/place-order')?.form.get('idempotency_key');
    fireEvent.click(await payButton());
    await waitFor(() => expect(location()).toBe('/order/4101'));
    const second = server.last('POST', 'website/checkout/place-order')?.form;
    expect(second?.get('idempotency_key')).not.toBe(firstKey);
  });

  it('pays online: opens Razorpay, has the server verify, then shows the order', async () => {
    const server = new FakeCheckoutServer();
    const { store } = startCheckout(server);
    store.set(cartCountAtom, 3);
    const button = await payButton();
    const shown = Number(server.last('POST', 'website/checkout/quote')?.form.get('address_id'));
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(location()).toBe('/order/4101'));
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    expect(server.count('POST', 'website/checkout/place-order')).toBe(1);
    const placed = server.last('POST', 'website/checkout/place-order')?.form;
    expect(placed?.get('address_id')).toBe(String(shown));
    expect(placed?.get('idempotency_key')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(Number(placed?.get('expected_total_paise'))).toBeGreaterThan(0);
    // The page's language, so the order's e-mails and invoice speak it (issue 22).
    expect(placed?.get('locale')).toBe('en-IN');

    expect(razorpay.loadCheckoutScript).toHaveBeenCalledWith('/api/local-gateway/checkout.js');
    expect(razorpay.openRazorpay).toHaveBeenCalledWith(
      expect.objectContaining({ gateway_order_id: 'order_LOCAL0001', currency: 'INR' }),
      expect.objectContaining({ key_id: 'rzp_test_local' }),
    );
    const verify = server.last('POST', 'website/checkout/verify-payment')?.form;
    expect(Object.fromEntries(verify ?? [])).toEqual({ user_id: '7', order_id: '4101', ...paid.response });

    // The order exists: the checkout starts afresh and the cart is empty.
    expect(store.get(cartCountAtom)).toBe(0);
    expect(sessionStorage.getItem('checkout:idempotency-key')).toBeNull();
  });

  it('leaves a failed or dismissed payment awaiting payment on the order page, with the reason', async () => {
    razorpay.openRazorpay.mockResolvedValue({ ok: false, reason: 'dismissed', message: 'Payment cancelled. Your order is waiting: you can pay from the order page.' });
    const server = new FakeCheckoutServer();
    startCheckout(server);
    fireEvent.click(await payButton());
    await waitFor(() => expect(location()).toBe('/order/4101'));
    expect(await screen.findByText(/Payment cancelled/)).toBeInTheDocument();
    expect(server.count('POST', 'website/checkout/verify-payment')).toBe(0);
  });

  it('goes straight to the order for cash on delivery', async () => {
    const server = new FakeCheckoutServer();
    server.adjustQuote = (q) => ({ ...q, payment: { ...q.payment, cod_allowed: true, cod_refusal: '' } });
    startCheckout(server);
    await payButton();
    fireEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(location()).toBe('/order/4101'));
    expect(server.last('POST', 'website/checkout/place-order')?.form.get('payment_method')).toBe('cod');
    expect(razorpay.openRazorpay).not.toHaveBeenCalled();
  });

  it('reuses the key after a lost answer, so a second press cannot make a second order', async () => {
    const server = new FakeCheckoutServer();
    server.failNext('POST', 'website/checkout/place-order', 0, '');
    startCheckout(server);
    fireEvent.click(await payButton());
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    const firstKey = server.last('POST', 'website/checkout/place-order')?.form.get('idempotency_key');
    fireEvent.click(await payButton());
    await waitFor(() => expect(location()).toBe('/order/4101'));
    expect(server.last('POST', 'website/checkout/place-order')?.form.get('idempotency_key')).toBe(firstKey);
  });

  it('does not send a coupon the quote refused', async () => {
    const server = new FakeCheckoutServer();
    startCheckout(server);
    await payButton();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'MONITOR15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Applies to monitors only: add a monitor to use it', { selector: '[role=alert]' });
    fireEvent.click(await payButton());
    await waitFor(() => expect(location()).toBe('/order/4101'));
    expect(server.last('POST', 'website/checkout/place-order')?.form.get('coupon_code')).toBe('');
  });
});
