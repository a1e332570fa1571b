import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AddToCartButton } from '../../../src/features/cart/AddToCartButton';
import { CartSync } from '../../../src/features/cart/CartSync';
import { cartCountAtom, wishlistCountAtom } from '../../../src/state/session';
import { FakeCartServer } from './fake-cart-server';
import { SESSION_ID, renderShop } from './harness';

const MONITOR = { id: 107, title: 'LG UltraGear 27GR75Q 27" QHD IPS Gaming Monitor (165 Hz, 1 ms, HDR10)' };
const LAPTOP = { id: 101, title: 'ASUS TUF Gaming F15 (Core i7-12700H, RTX 4060, 16 GB, 512 GB SSD, 144 Hz)' };

let server: FakeCartServer;

beforeEach(() => {
  act(() => toast.remove());
  server = new FakeCartServer({ latency: 20, stock: { [MONITOR.id]: { stock: 3 } } });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adding to the cart', () => {
  it('updates the header counts from the response and fetches the cart again', async () => {
    server.seed(120, 2);
    const { store } = renderShop(
      <>
        <CartSync />
        <AddToCartButton product={MONITOR} qty={2} />
      </>,
      { path: '/product/107/lg-ultragear' },
    );
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(2));
    const gets = server.count('GET', 'website/cart/cart-items');

    const button = screen.getByRole('button', { name: /Add to cart: LG UltraGear/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(store.get(cartCountAtom)).toBe(4);
    expect(store.get(wishlistCountAtom)).toBe(0);
    await waitFor(() => expect(server.count('GET', 'website/cart/cart-items')).toBe(gets + 1));

    const add = server.requests.find((r) => r.method === 'POST');
    expect(Object.fromEntries(add?.form ?? [])).toEqual({
      user_id: '0',
      session_id: SESSION_ID,
      product_id: '107',
      qty: '2',
      mrp: '',
      price: '',
      size: '{}',
    });
  });

  it('sends the chosen variant as JSON in size and shows "View cart", which leads to the cart', async () => {
    renderShop(<AddToCartButton product={LAPTOP} variant={{ id: 1011, label: '16 GB RAM / 1 TB SSD' }} qty={1} />, { path: '/product/101/asus' });
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'View cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(server.requests.find((r) => r.method === 'POST')?.form.get('size')).toBe('{"variant_id":1011,"label":"16 GB RAM / 1 TB SSD"}');
    expect(server.lines[0]?.variant_label).toBe('16 GB RAM / 1 TB SSD');
  });

  it("shows the server's error field when the add is refused, and changes nothing", async () => {
    const { store } = renderShop(<AddToCartButton product={MONITOR} qty={5} />);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Only 3 left in stock')).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).toBeNull();
    expect(store.get(cartCountAtom)).toBe(0);
    expect(server.lines).toEqual([]);
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  });

  it("says 'Network Error' when the server cannot be reached", async () => {
    server.failNext('POST', 'website/cart/add', 'network');
    renderShop(<AddToCartButton product={MONITOR} />);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });
});
