import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { CartSync } from '../../../src/features/cart/CartSync';
import { WishlistButton } from '../../../src/features/wishlist/WishlistButton';
import WishlistPage from '../../../src/features/wishlist/WishlistPage';
import { cartCountAtom, loginPopupAtom, wishlistCountAtom, type StoredUser } from '../../../src/state/session';
import { fixtureProduct } from '../../../stories/support/catalog-fixtures';
import { FakeCartServer } from '../cart/fake-cart-server';
import { renderShop } from '../cart/harness';

const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['password'] };
const MONITOR = fixtureProduct(107);

interface Call {
  method: string;
  path: string;
  form: URLSearchParams;
}

/** The wishlist calls in memory, for a signed-in user. */
function wishlistServer(saved: number[] = [], other?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const calls: Call[] = [];
  let nextFailure: { status: number; body: unknown } | null = null;
  const items = new Set(saved);
  const body = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init.method ?? 'GET';
    const form = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : '');
    const path = url.pathname.replace('/api/', '');
    if (other && !path.startsWith('website/wishlist/')) return other(input, init);
    calls.push({ method, path, form });
    if (nextFailure && method !== 'GET') {
      const failure = nextFailure;
      nextFailure = null;
      return body(failure.status, failure.body);
    }
    if (path === 'website/wishlist/wishlist-items') {
      const data = [...items].map((id, i) => ({ id: i + 1, product_id: id, added_at: '2024-11-10T10:00:00.000Z', product: fixtureProduct(id) }));
      return body(200, { status: true, message: '', data });
    }
    if (path === 'website/wishlist/add-to-wishlist') {
      items.add(Number(form.get('product_id')));
      return body(200, { status: true, message: 'Saved', data: null, other_data: { wishlist_count: items.size } });
    }
    if (path === 'website/wishlist/remove-from-wishlist') {
      items.delete(Number(form.get('product_id')));
      return body(200, { status: true, message: 'Removed', data: null });
    }
    return body(404, { status: false, message: 'Not found', error: 'Not found' });
  };
  return { fetch, calls, items, failNext: (status: number, failure: unknown) => (nextFailure = { status, body: failure }) };
}

beforeEach(() => {
  act(() => toast.remove());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wishlist heart', () => {
  it('asks a guest to sign in, back to this page, and sends nothing', async () => {
    const server = wishlistServer();
    vi.stubGlobal('fetch', server.fetch);
    const { store } = renderShop(<WishlistButton productId={MONITOR.id} productTitle={MONITOR.title} />, { path: '/product/107/lg-ultragear' });
    const heart = screen.getByRole('button', { name: `Add ${MONITOR.title} to wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(store.get(loginPopupAtom)).toEqual({ view: 'mobile', returnTo: '/product/107/lg-ultragear' });
    expect(await screen.findByText('Sign in to save items to your wishlist')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('saves for a signed-in shopper: pressed at once, count from the response, list fetched again', async () => {
    const server = wishlistServer();
    vi.stubGlobal('fetch', server.fetch);
    const { store } = renderShop(<WishlistButton productId={MONITOR.id} productTitle={MONITOR.title} />, { user: asha });
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: `Add ${MONITOR.title} to wishlist` }));
    expect(screen.getByRole('button', { name: `Remove ${MONITOR.title} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(Object.fromEntries(server.calls.find((c) => c.method === 'POST')?.form ?? [])).toEqual({ user_id: '7', product_id: '107' });
    expect(store.get(wishlistCountAtom)).toBe(1);
    expect(server.items.has(107)).toBe(true);
    expect(screen.getByRole('button', { name: `Remove ${MONITOR.title} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  });

  it('un-saves, and goes back to saved with the error when the server refuses', async () => {
    const server = wishlistServer([107]);
    vi.stubGlobal('fetch', server.fetch);
    renderShop(<WishlistButton productId={MONITOR.id} productTitle={MONITOR.title} />, { user: asha });
    const heart = await screen.findByRole('button', { name: `Remove ${MONITOR.title} from wishlist` });
    server.failNext(401, { status: false, message: 'x', error: 'Please sign in again' });
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Please sign in again')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(server.items.has(107)).toBe(true);
  });
});

describe('the wishlist page', () => {
  function start(saved: number[], pattern: number) {
    const cart = new FakeCartServer();
    const layout = [{ section_name: 'wishlist-items', visibility: 'Y', other_configration: JSON.stringify({ pattern }) }];
    const layoutFetch = async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('website-page/wishlist')
        ? new Response(JSON.stringify({ status: true, message: '', data: layout }), { status: 200 })
        : cart.fetch(input, init);
    const server = wishlistServer(saved, layoutFetch);
    vi.stubGlobal('fetch', server.fetch);
    return { cart, server };
  }

  it('pattern 1 moves a product to the cart and off the wishlist', async () => {
    const { cart, server } = start([107, 124], 1);
    const { store } = renderShop(
      <>
        <CartSync />
        <WishlistPage />
      </>,
      { user: asha, path: '/wishlist' },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Move to cart: LG UltraGear/ }));
    expect(await screen.findByText('Moved to cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: /LG UltraGear/ })).toBeNull());
    expect(cart.lines.map((l) => l.product_id)).toEqual([107]);
    expect(server.items.has(107)).toBe(false);
    // The product with variants needs a choice on its page first.
    expect(screen.getByRole('link', { name: /Choose options: Sony WH-1000XM5/ })).toHaveAttribute('href', '/product/124/sony-wh-1000xm5');
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(1));
    expect(store.get(wishlistCountAtom)).toBe(1);
  });

  it('pattern 2 shows stock and keeps the product after "Add to cart"; remove takes it off', async () => {
    const { cart, server } = start([107, 114], 2);
    renderShop(<WishlistPage />, { user: asha, path: '/wishlist' });
    expect(await screen.findByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Add to cart: LG UltraGear/ }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(cart.lines.map((l) => l.product_id)).toEqual([107]);
    expect(server.items.has(107)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Remove MSI GeForce RTX 4090.* from wishlist/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: /RTX 4090/ })).toBeNull());
    expect(server.items.has(114)).toBe(false);
  });

  it('shows a way forward when nothing is saved', async () => {
    start([], 1);
    renderShop(<WishlistPage />, { user: asha, path: '/wishlist' });
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find something you like' })).toHaveAttribute('href', '/products');
  });
});
