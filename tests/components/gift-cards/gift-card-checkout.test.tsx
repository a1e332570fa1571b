import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import GiftCardCheckoutPage from '../../../src/features/gift-cards/GiftCardCheckoutPage';
import { loadChoice, saveChoice } from '../../../src/features/gift-cards/choice-storage';
import type { StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';
import { diwali, reply, type Call } from './fake-gift-card-server';

// Razorpay's checkout is a third party's page: the tests stand in for it.
const razorpay = vi.hoisted(() => ({ loadCheckoutScript: vi.fn(), openRazorpay: vi.fn() }));
vi.mock('../../../src/features/checkout/razorpay', () => razorpay);

const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['password'] };
const choice = { design_id: 1, amount_paise: 2_000_00, recipient_name: 'Meera', recipient_email: 'meera@example.in', message: 'Happy Diwali!' };
const order = {
  id: 41,
  order_number: 'GC0123456789AB',
  design: { id: 1, slug: 'diwali', name: 'Diwali', colors: diwali.colors },
  amount_paise: 2_000_00,
  recipient_name: 'Meera',
  recipient_email: 'meera@example.in',
  message: 'Happy Diwali!',
  status: 'awaiting_payment',
  code_masked: null,
  created_at: '2026-11-21T10:00:00.000Z',
};
const payment = { key_id: 'rzp_test_local', gateway_order_id: 'order_LOCAL0001', amount_paise: 2_000_00, currency: 'INR', name: 'Vitrine', description: 'Gift card GC0123456789AB', prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' } };
const paid = { ok: true, response: { razorpay_payment_id: 'pay_LOCAL0001', razorpay_order_id: 'order_LOCAL0001', razorpay_signature: 'a'.repeat(64) } };

function server() {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://shop.test').pathname.replace('/api/', '');
    calls.push({ path, fields: init?.body instanceof URLSearchParams ? Object.fromEntries(init.body.entries()) : {} });
    if (path === 'website/gift-cards/designs/1') return reply(200, diwali);
    if (path === 'website/gift-cards/orders' || path === 'website/gift-cards/orders/41/pay') return reply(200, { order, payment });
    if (path === 'website/checkout/razorpay-details') return reply(200, { key_id: 'rzp_test_local', script_url: '/api/local-gateway/checkout.js', gateway: 'local', name: 'Vitrine' });
    if (path === 'website/gift-cards/verify-payment') return reply(200, { ...order, status: 'sent', code_masked: 'XXXX-XXXX-XXXX-7KQ2' });
    return reply(404, null, 'Not found');
  };
  vi.stubGlobal('fetch', fetch);
  return calls;
}

beforeEach(() => {
  razorpay.loadCheckoutScript.mockReset().mockResolvedValue(undefined);
  razorpay.openRazorpay.mockReset().mockResolvedValue(paid);
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('gift card checkout', () => {
  it('pays through the gateway, verifies, then lists the card with a toast', async () => {
    saveChoice(choice);
    const calls = server();
    renderShop(<GiftCardCheckoutPage />, { user: asha, path: '/gift-card/checkout' });
    expect(await screen.findByText('Meera (meera@example.in)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,000.00' }));
    expect(await screen.findByText('Gift card sent to meera@example.in')).toBeTruthy();
    // The toast shows before the router commits the navigation that follows it.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/gift-card/orders'));
    expect(calls.find((c) => c.path === 'website/gift-cards/orders')?.fields).toMatchObject({ user_id: '7', design_id: '1', amount_paise: '200000', recipient_email: 'meera@example.in', locale: 'en-IN' });
    expect(calls.find((c) => c.path === 'website/gift-cards/verify-payment')?.fields).toMatchObject({ user_id: '7', order_id: '41', razorpay_order_id: 'order_LOCAL0001' });
    expect(loadChoice()).toBeNull();
  });

  it('keeps the choice after a cancelled payment and retries the same order', async () => {
    saveChoice(choice);
    const calls = server();
    razorpay.openRazorpay.mockResolvedValueOnce({ ok: false, reason: 'dismissed', message: 'Payment cancelled.' });
    renderShop(<GiftCardCheckoutPage />, { user: asha, path: '/gift-card/checkout' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹2,000.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Payment cancelled.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,000.00' }));
    expect(await screen.findByText('Gift card sent to meera@example.in')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'website/gift-cards/orders')).toHaveLength(1);
    expect(calls.filter((c) => c.path === 'website/gift-cards/orders/41/pay')).toHaveLength(1);
  });

  it('sends a shopper without a choice back to the designs', async () => {
    server();
    renderShop(<GiftCardCheckoutPage />, { user: asha, path: '/gift-card/checkout' });
    expect(screen.getByRole('link', { name: 'Choose a gift card' }).getAttribute('href')).toBe('/gift-card');
  });
});
