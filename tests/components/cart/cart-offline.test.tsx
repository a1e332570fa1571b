import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AddToCartButton } from '../../../src/features/cart/AddToCartButton';
import CartPage from '../../../src/features/cart/CartPage';
import { CartSync } from '../../../src/features/cart/CartSync';
import { OFFLINE_CART_MESSAGE } from '../../../src/features/cart/errors';
import { cartCountAtom } from '../../../src/state/session';
import { restoreBrowserOnline, setBrowserOnline } from '../offline/network';
import { FakeCartServer } from './fake-cart-server';
import { renderShop } from './harness';

const MONITOR = { id: 107, title: 'LG UltraGear 27GR75Q 27" QHD IPS Gaming Monitor (165 Hz, 1 ms, HDR10)' };
const MOUSE = 120; // Logitech MX Master 3S
const SSD = 117; // Samsung 990 PRO

let server: FakeCartServer;

beforeEach(() => {
  act(() => toast.remove());
  server = new FakeCartServer({ latency: 10 });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  restoreBrowserOnline();
});

async function lineNamed(title: RegExp) {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  const line = heading.closest('li');
  if (!line) throw new Error('line not found');
  return within(line);
}

const shownQty = (line: ReturnType<typeof within>) => line.getByRole('group', { name: /Quantity of/ }).querySelector('output')?.textContent;
const changes = () => server.requests.filter((r) => r.method !== 'GET');
const lineTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('cart changes while the browser is offline', () => {
  it('refuses an add before sending anything, and the header count stays', async () => {
    server.seed(MOUSE, 2);
    const { store } = renderShop(
      <>
        <CartSync />
        <AddToCartButton product={MONITOR} qty={1} />
      </>,
      { path: '/product/107/lg-ultragear' },
    );
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(2));
    setBrowserOnline(false);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart: LG UltraGear/ }));
    expect(await screen.findByText(OFFLINE_CART_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).toBeNull();
    expect(changes()).toEqual([]);
    expect(store.get(cartCountAtom)).toBe(2);
  });

  it('refuses a quantity change without showing the new quantity even for a moment', async () => {
    server.seed(SSD, 2);
    const { store } = renderShop(
      <>
        <CartSync />
        <CartPage />
      </>,
    );
    const line = await lineNamed(/990 PRO/);
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(2));
    setBrowserOnline(false);
    fireEvent.click(line.getByRole('button', { name: /Increase quantity/ }));
    expect(shownQty(line)).toBe('2');
    expect(store.get(cartCountAtom)).toBe(2);
    expect(await screen.findByText(OFFLINE_CART_MESSAGE)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('refuses a removal and the line stays in the cart', async () => {
    server.seed(MOUSE, 1);
    server.seed(SSD, 1);
    renderShop(<CartPage />);
    await screen.findByRole('heading', { level: 3, name: /990 PRO/ });
    setBrowserOnline(false);
    fireEvent.click(screen.getByRole('button', { name: /Remove Logitech MX Master 3S/ }));
    expect(lineTitles()).toHaveLength(2);
    expect(await screen.findByText(OFFLINE_CART_MESSAGE)).toBeInTheDocument();
    expect(changes()).toEqual([]);
    expect(server.lines).toHaveLength(2);
  });

  it('works again once the browser is back online', async () => {
    server.seed(SSD, 2);
    renderShop(<CartPage />);
    const line = await lineNamed(/990 PRO/);
    setBrowserOnline(false);
    fireEvent.click(line.getByRole('button', { name: /Increase quantity/ }));
    setBrowserOnline(true);
    fireEvent.click(line.getByRole('button', { name: /Increase quantity/ }));
    await waitFor(() => expect(server.lines[0]?.qty).toBe(3));
  });
});

/** The connection drops while the request is on its way: it fails, and the browser now says offline. */
function dropConnectionDuring(method: string, path: string) {
  server.failNext(method, path, 'network');
  setBrowserOnline(false);
}

describe('a cart change lost when the connection drops', () => {
  it('rolls a quantity back and says the cart was not changed', async () => {
    server.seed(SSD, 2);
    renderShop(<CartPage />);
    const line = await lineNamed(/990 PRO/);
    fireEvent.click(line.getByRole('button', { name: /Increase quantity/ }));
    expect(shownQty(line)).toBe('3');
    dropConnectionDuring('PUT', 'website/cart/update-quantity');
    expect(await screen.findByText(OFFLINE_CART_MESSAGE)).toBeInTheDocument();
    expect(shownQty(line)).toBe('2');
    expect(server.lines[0]?.qty).toBe(2);
  });

  it('brings a removed line back and says the cart was not changed', async () => {
    server.seed(MOUSE, 1);
    server.seed(SSD, 1);
    renderShop(<CartPage />);
    await screen.findByRole('heading', { level: 3, name: /990 PRO/ });
    fireEvent.click(screen.getByRole('button', { name: /Remove Logitech MX Master 3S/ }));
    expect(lineTitles()).toHaveLength(1);
    dropConnectionDuring('DELETE', 'website/cart/delete-item');
    expect(await screen.findByText(OFFLINE_CART_MESSAGE)).toBeInTheDocument();
    expect(lineTitles()).toHaveLength(2);
  });

  it('says an add was not made', async () => {
    const { store } = renderShop(<AddToCartButton product={MONITOR} qty={1} />, { path: '/product/107/lg-ultragear' });
    fireEvent.click(screen.getByRole('button', { name: /Add to cart: LG UltraGear/ }));
    dropConnectionDuring('POST', 'website/cart/add');
    expect(await screen.findByText(OFFLINE_CART_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).toBeNull();
    expect(store.get(cartCountAtom)).toBe(0);
    expect(server.lines).toEqual([]);
  });
});
