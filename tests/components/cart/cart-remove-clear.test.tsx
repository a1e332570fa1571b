import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import CartPage from '../../../src/features/cart/CartPage';
import { CartSync } from '../../../src/features/cart/CartSync';
import { cartCountAtom, loginPopupAtom } from '../../../src/state/session';
import { FakeCartServer } from './fake-cart-server';
import { SESSION_ID, renderShop } from './harness';

let server: FakeCartServer;

beforeEach(() => {
  act(() => toast.remove());
  server = new FakeCartServer({ latency: 30 });
  server.seed(120, 1);
  server.seed(117, 2);
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const lineTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('removing a line', () => {
  it('hides it at once and keeps it gone once the server agrees', async () => {
    const { store } = renderShop(
      <>
        <CartSync />
        <CartPage />
      </>,
    );
    await screen.findByRole('heading', { level: 3, name: /990 PRO/ });
    fireEvent.click(screen.getByRole('button', { name: /Remove Logitech MX Master 3S/ }));
    expect(lineTitles()).toEqual([expect.stringMatching(/990 PRO/)]);
    expect(store.get(cartCountAtom)).toBe(2);
    await waitFor(() => expect(server.lines).toHaveLength(1));
    const remove = server.requests.find((r) => r.method === 'DELETE');
    expect(remove?.path).toMatch(/^website\/cart\/delete-item\/\d+$/);
    expect(remove?.query.get('session_id')).toBe(SESSION_ID);
    expect(remove?.query.get('user_id')).toBe('0');
    await waitFor(() => expect(server.count('GET', 'website/cart/cart-items')).toBe(2));
    expect(lineTitles()).toEqual([expect.stringMatching(/990 PRO/)]);
  });

  it('says so through the live toast and moves the focus to the next line, not to the top of the page', async () => {
    renderShop(<CartPage />);
    await screen.findByRole('heading', { level: 3, name: /990 PRO/ });
    const remove = screen.getByRole('button', { name: /Remove Logitech MX Master 3S/ });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.getByRole('button', { name: /Remove .*990 PRO/ })).toHaveFocus();
    const said = await screen.findByText(/^Removed Logitech MX Master 3S.* from your cart$/);
    expect(said.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('brings it back with the error when the server refuses', async () => {
    server.failNext('DELETE', 'website/cart/delete-item', { status: 404, body: { status: false, message: 'x', error: 'That item is no longer in your cart' } });
    renderShop(<CartPage />);
    await screen.findByRole('heading', { level: 3, name: /990 PRO/ });
    fireEvent.click(screen.getByRole('button', { name: /Remove Logitech MX Master 3S/ }));
    expect(lineTitles()).toHaveLength(1);
    expect(await screen.findByText('That item is no longer in your cart')).toBeInTheDocument();
    expect(lineTitles()).toHaveLength(2);
  });
});

describe('clearing the cart', () => {
  it('asks first; "Keep items" changes nothing, confirming empties the cart', async () => {
    const { store } = renderShop(
      <>
        <CartSync />
        <CartPage />
      </>,
    );
    await screen.findByRole('heading', { level: 3, name: /990 PRO/ });
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Clear your cart?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Keep items' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.count('DELETE', 'website/cart/delete-all')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    dialog = within(screen.getByRole('dialog', { name: 'Clear your cart?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, clear cart' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(server.lines).toEqual([]);
    expect(server.requests.find((r) => r.method === 'DELETE')?.form.get('session_id')).toBe(SESSION_ID);
    expect(store.get(cartCountAtom)).toBe(0);
    expect(screen.getByRole('link', { name: "See today's deals" })).toHaveAttribute('href', '/product/hot-deals');
  });
});

describe('moving a line to the wishlist', () => {
  it('asks a guest to sign in and leaves the cart alone', async () => {
    const { store } = renderShop(<CartPage />);
    await screen.findByRole('heading', { level: 3, name: /990 PRO/ });
    fireEvent.click(screen.getByRole('button', { name: /Move to wishlist: Logitech MX Master 3S/ }));
    expect(store.get(loginPopupAtom)).toEqual({ view: 'mobile', returnTo: '/cart' });
    expect(await screen.findByText('Sign in to move items to your wishlist')).toBeInTheDocument();
    expect(lineTitles()).toHaveLength(2);
    expect(server.requests.some((r) => r.path.startsWith('website/wishlist'))).toBe(false);
  });
});
