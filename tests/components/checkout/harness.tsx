import { afterEach, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import CheckoutPage from '../../../src/features/checkout/CheckoutPage';
import type { StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';
import { FakeCheckoutServer } from './fake-checkout-server';

export const shopper: StoredUser = { id: 7, fname: 'Priya', lname: 'Sharma', email: 'priya@example.in', mobile: '9876543210', referral_code: '', providers: [] };

afterEach(() => {
  // Toasts live in a module-wide store: one test's must not answer the next one's query.
  act(() => toast.remove());
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A signed-in shopper on /checkout with the fake server answering every call. */
export function startCheckout(server = new FakeCheckoutServer()) {
  vi.stubGlobal('fetch', server.fetch);
  const utils = renderShop(<CheckoutPage />, { user: shopper, path: '/checkout' });
  return { server, ...utils };
}

/** Waits until the quote has priced the page: the pay button shows an amount or "Place order". */
export async function payButton(): Promise<HTMLElement> {
  // The payment section is a lazily loaded chunk: on a busy machine it can take over a second to arrive.
  const button = await screen.findByRole('button', { name: /^(Pay ₹|Place order)/ }, { timeout: 5000 });
  await vi.waitFor(() => {
    if (button.hasAttribute('disabled')) throw new Error('still quoting');
  });
  return button;
}

export const location = () => screen.getByTestId('location').textContent;
