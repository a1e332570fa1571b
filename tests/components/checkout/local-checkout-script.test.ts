/**
 * The local gateway's checkout.js run in the page, driven through
 * openRazorpay like the real checkout: the modal's accessibility, the
 * test instruments' outcomes, a retry after failure, and Escape.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayCheckout, RazorpayDetails } from '../../../schemas/api/checkout';
import { localCheckoutScript } from '../../../server/features/payments/local/checkout-script';
import { openRazorpay, PAYMENT_MESSAGES } from '../../../src/features/checkout/razorpay';

const checkout: GatewayCheckout = {
  key_id: 'rzp_test_local',
  gateway_order_id: 'order_Local000000001',
  amount_paise: 1_23_456_00,
  currency: 'INR',
  name: 'Circuit Bazaar',
  description: 'Order VT0001',
  prefill: { name: 'Asha Rao', email: '', contact: '' },
};
const details: RazorpayDetails = { key_id: 'rzp_test_local', script_url: '/gateway/checkout.js', gateway: 'local', name: 'Circuit Bazaar' };

interface Sent {
  url: string;
  body: Record<string, string>;
}
const sent: Sent[] = [];

/** Answers the script's POST /gateway/v1/payments as the local gateway would. */
class FakeXhr {
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string): void {
    this.url = url;
  }
  setRequestHeader(): void {}
  send(raw: string): void {
    const parsed: unknown = JSON.parse(raw);
    const body: Record<string, string> = {};
    if (typeof parsed === 'object' && parsed !== null) for (const [k, v] of Object.entries(parsed)) body[k] = String(v);
    sent.push({ url: this.url, body });
    const ok = body.card_number === '4111 1111 1111 1111' || body.vpa === 'success@razorpay';
    this.status = ok ? 200 : 400;
    this.responseText = JSON.stringify(
      ok
        ? { razorpay_payment_id: 'pay_Ok00000000001', razorpay_order_id: body.order_id, razorpay_signature: 'e'.repeat(64) }
        : { error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment has been declined by the bank.', reason: 'payment_declined', metadata: { order_id: body.order_id, payment_id: 'pay_No00000000001' } } },
    );
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeAll(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  new Function(localCheckoutScript('/gateway'))();
});
afterEach(() => {
  sent.length = 0;
});

describe('the local checkout script', () => {
  it('shows a labelled modal dialog with the amount in rupees and focus inside', async () => {
    const trigger = document.createElement('button');
    trigger.textContent = 'Place order';
    document.body.appendChild(trigger);
    trigger.focus();
    const result = openRazorpay(checkout, details);
    const dialog = screen.getByRole('dialog', { name: 'Circuit Bazaar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('₹1,23,456.00');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    expect(await result).toEqual({ ok: false, reason: 'dismissed', message: PAYMENT_MESSAGES.dismissed });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    trigger.remove();
  });

  it('the failure card shows the bank\'s answer and stays open; the success card then pays', async () => {
    const user = userEvent.setup();
    const result = openRazorpay(checkout, details);
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: /^Pay ₹1,23,456\.00$/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your payment has been declined by the bank.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sent[0]).toEqual({ url: '/gateway/v1/payments', body: { order_id: 'order_Local000000001', key_id: 'rzp_test_local', method: 'card', card_number: '4000 0000 0000 0002' } });

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await result).toEqual({ ok: true, response: { razorpay_payment_id: 'pay_Ok00000000001', razorpay_order_id: 'order_Local000000001', razorpay_signature: 'e'.repeat(64) } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pays by UPI; a failure then a close reports the failure', async () => {
    const user = userEvent.setup();
    const result = openRazorpay(checkout, details);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.getByText(/success@razorpay succeeds/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('UPI ID'), 'failure@razorpay');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/declined/));
    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    expect(await result).toEqual({ ok: false, reason: 'failed', message: 'Your payment has been declined by the bank.' });
    expect(sent[0]?.body).toMatchObject({ method: 'upi', vpa: 'failure@razorpay' });
  });
});
