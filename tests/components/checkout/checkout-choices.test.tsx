import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PAYMENT_METHOD } from '../../../schemas/api/checkout';
import { FakeCheckoutServer } from './fake-checkout-server';
import { payButton, startCheckout } from './harness';

/** A cart under the cash-on-delivery limit: COD and part payment are offered. */
function codServer() {
  const server = new FakeCheckoutServer();
  server.adjustQuote = (q) => ({ ...q, payment: { ...q.payment, cod_allowed: true, cod_refusal: '' } });
  return server;
}

describe('checkout choices', () => {
  it('starts on Online Payment and keeps the choices in sessionStorage across a fresh render', async () => {
    const first = startCheckout(codServer());
    await payButton();
    expect(screen.getByRole('radio', { name: /Online Payment/ })).toBeChecked();
    expect(DEFAULT_PAYMENT_METHOD).toBe('Online Payment');

    fireEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Prestige Tech Park/ }));
    await waitFor(() => expect(first.server.last('POST', 'website/checkout/quote')?.form.get('address_id')).toBe('32'));
    expect(first.server.last('POST', 'website/checkout/quote')?.form.get('payment_method')).toBe('cod');
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeInTheDocument();
    first.unmount();

    // A new store, as after a reload: the choices come back from sessionStorage.
    const second = startCheckout(codServer());
    await payButton();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Prestige Tech Park/ })).toBeChecked();
    expect(second.server.requests.find((r) => r.path === 'website/checkout/quote')?.form.get('payment_method')).toBe('cod');
  });

  it('ignores a stored value that is not a payment method', async () => {
    sessionStorage.setItem('checkout:payment-method', JSON.stringify('Bitcoin'));
    startCheckout(codServer());
    await payButton();
    expect(screen.getByRole('radio', { name: /Online Payment/ })).toBeChecked();
  });

  it('disables cash on delivery above the limit, with the server’s reason', async () => {
    startCheckout();
    await payButton();
    const cod = screen.getByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription('Cash on delivery is available on orders up to ₹50,000.00');
    // Part payment stays open: the advance keeps what is due at the door within the limit.
    expect(screen.getByRole('radio', { name: /Part Payment/ })).toBeEnabled();
  });

  it('keeps a part payment within the quote’s bounds', async () => {
    const { server } = startCheckout(codServer());
    await payButton();
    fireEvent.click(screen.getByRole('radio', { name: /Part Payment/ }));
    const input = await screen.findByLabelText('Pay now (₹)');
    await waitFor(() => expect(server.last('POST', 'website/checkout/quote')?.form.get('payment_method')).toBe('part'));
    const minimum = server.last('POST', 'website/checkout/quote')?.form.get('advance_paise');
    expect(Number(minimum)).toBeGreaterThan(0);
    expect(input).toHaveValue(String(Number(minimum) / 100));

    fireEvent.change(input, { target: { value: '10' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Pay between ₹[\d,]+\.\d\d and ₹[\d,]+\.\d\d now/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: /^Pay ₹/ })).toBeDisabled();
    expect(server.requests.some((r) => r.path === 'website/checkout/quote' && r.form.get('advance_paise') === '1000')).toBe(false);

    fireEvent.change(input, { target: { value: '60000' } });
    await waitFor(() => expect(server.last('POST', 'website/checkout/quote')?.form.get('advance_paise')).toBe('6000000'));
    expect(await screen.findByRole('button', { name: 'Pay ₹60,000.00' })).toBeEnabled();
    expect(screen.getByText('Pay on delivery').nextElementSibling).toHaveTextContent('₹42,983.00');
  });

  it('sends a typed coupon with the quote and shows the server’s refusal', async () => {
    const { server } = startCheckout();
    await payButton();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'monitor15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Applies to monitors only: add a monitor to use it', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(server.last('POST', 'website/checkout/quote')?.form.get('coupon_code')).toBe('MONITOR15');
  });

  it('applies an offer from the list and removes it again', async () => {
    const { server } = startCheckout();
    await payButton();
    fireEvent.click(screen.getByRole('button', { name: 'Apply FLAT500' }));
    expect(await screen.findByText(/applied: you save ₹500\.00/)).toBeInTheDocument();
    expect(screen.getByText('Coupon (FLAT500)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.last('POST', 'website/checkout/quote')?.form.get('coupon_code')).toBe(''));
  });

  it('shows an address we cannot deliver to as disabled, with the reason', async () => {
    startCheckout();
    await payButton();
    const leh = screen.getByRole('radio', { name: /Old Market Road/ });
    expect(leh).toBeDisabled();
    expect(leh).toHaveAccessibleDescription('Sorry, we do not deliver to this PIN code yet');
    expect(screen.getByRole('link', { name: 'Add a new address' })).toHaveAttribute('href', '/address/add?return=/checkout');
  });

  it('offers the products page when the cart is empty', async () => {
    const server = new FakeCheckoutServer();
    server.cartLines = [];
    startCheckout(server);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(document.title).toMatch(/Checkout/);
  });

  it('refuses part payment and cash on delivery where the PIN takes no cash', async () => {
    const server = new FakeCheckoutServer();
    server.adjustQuote = (q) => ({ ...q, total_paise: 40_000_00, payment: { ...q.payment, online_now_paise: 40_000_00, cod_allowed: false, cod_refusal: 'Cash on delivery is not available for 411041' } });
    startCheckout(server);
    await payButton();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toHaveAccessibleDescription('Cash on delivery is not available for 411041');
    expect(screen.getByRole('radio', { name: /Part Payment/ })).toHaveAccessibleDescription(
      'Part payment is not available for 411041: the rest is paid in cash on delivery',
    );
  });
});
