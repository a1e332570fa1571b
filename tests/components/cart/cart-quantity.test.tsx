import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import CartPage from '../../../src/features/cart/CartPage';
import { CartSync } from '../../../src/features/cart/CartSync';
import { cartCountAtom } from '../../../src/state/session';
import { FakeCartServer } from './fake-cart-server';
import { renderShop } from './harness';

const MOUSE = 120; // Logitech MX Master 3S
const SSD = 117; // Samsung 990 PRO

let server: FakeCartServer;

function setup(options: ConstructorParameters<typeof FakeCartServer>[0] = {}) {
  server = new FakeCartServer(options);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

async function lineNamed(title: RegExp) {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  const line = heading.closest('li');
  if (!line) throw new Error('line not found');
  return within(line);
}

const shownQty = (line: ReturnType<typeof within>) => line.getByRole('group', { name: /Quantity of/ }).querySelector('output')?.textContent;

beforeEach(() => {
  act(() => toast.remove());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('changing a quantity', () => {
  it('shows the new quantity at once and keeps it once the server agrees', async () => {
    setup({ latency: 30 }).seed(MOUSE, 1);
    const { store } = renderShop(
      <>
        <CartSync />
        <CartPage />
      </>,
    );
    const line = await lineNamed(/MX Master 3S/);
    fireEvent.click(line.getByRole('button', { name: /Increase quantity/ }));
    expect(shownQty(line)).toBe('2');
    expect(store.get(cartCountAtom)).toBe(2);
    await waitFor(() => expect(server.lines[0]?.qty).toBe(2));
    await waitFor(() => expect(server.count('GET', 'website/cart/cart-items')).toBe(2));
    expect(shownQty(line)).toBe('2');
    expect(line.getByText('₹17,990.00')).toBeInTheDocument();
  });

  it('rolls back and shows the server error field when the server refuses (422)', async () => {
    setup({ latency: 20 }).seed(SSD, 2);
    server.failNext('PUT', 'website/cart/update-quantity', {
      status: 422,
      body: { status: false, message: 'Quantity refused', error: 'Only 3 left in stock' },
    });
    renderShop(<CartPage />);
    const line = await lineNamed(/990 PRO/);
    fireEvent.click(line.getByRole('button', { name: /Increase quantity/ }));
    expect(shownQty(line)).toBe('3');
    expect(await screen.findByText('Only 3 left in stock')).toBeInTheDocument();
    expect(shownQty(line)).toBe('2');
    expect(server.lines[0]?.qty).toBe(2);
  });

  it('raises the response message when the status flag is false', async () => {
    setup().seed(SSD, 2);
    server.failNext('PUT', 'website/cart/update-quantity', { status: 200, body: { status: false, message: 'Your cart was changed on another device', data: null } });
    renderShop(<CartPage />);
    const line = await lineNamed(/990 PRO/);
    fireEvent.click(line.getByRole('button', { name: /Decrease quantity/ }));
    expect(await screen.findByText('Your cart was changed on another device')).toBeInTheDocument();
    expect(shownQty(line)).toBe('2');
  });

  it("says 'Network Error' when the request never reaches the server", async () => {
    setup().seed(SSD, 2);
    server.failNext('PUT', 'website/cart/update-quantity', 'network');
    renderShop(<CartPage />);
    const line = await lineNamed(/990 PRO/);
    fireEvent.click(line.getByRole('button', { name: /Decrease quantity/ }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(shownQty(line)).toBe('2');
  });

  it('ends a burst of five quick presses at qty + 5, one request per line at a time, then fetches once', async () => {
    setup({ latency: 60 }).seed(MOUSE, 1);
    renderShop(<CartPage />);
    const line = await lineNamed(/MX Master 3S/);
    const gets = server.count('GET', 'website/cart/cart-items');
    const plus = line.getByRole('button', { name: /Increase quantity/ });
    for (let i = 0; i < 5; i += 1) fireEvent.click(plus);
    expect(shownQty(line)).toBe('6');

    await waitFor(() => expect(server.count('GET', 'website/cart/cart-items')).toBe(gets + 1), { timeout: 3000 });
    await waitFor(() => expect(shownQty(line)).toBe('6'));
    expect(server.lines[0]?.qty).toBe(6);
    expect(server.maxInFlightPerLine).toBe(1);
    // The first press goes out at once; the other four collapse into the latest wanted quantity.
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.form.get('qty'))).toEqual(['2', '6']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.count('GET', 'website/cart/cart-items')).toBe(gets + 1);
  });

  it('stops at the line cap with a hint saying why', async () => {
    setup({ stock: { [SSD]: { stock: 3 } } }).seed(SSD, 1);
    renderShop(<CartPage />);
    const line = await lineNamed(/990 PRO/);
    const plus = line.getByRole('button', { name: /Increase quantity/ });
    for (let i = 0; i < 5; i += 1) fireEvent.click(plus);
    expect(shownQty(line)).toBe('3');
    expect(plus).toBeDisabled();
    expect(line.getByText('Only 3 left')).toBeInTheDocument();
    await waitFor(() => expect(server.lines[0]?.qty).toBe(3));
  });

  it('says "Max 2 per order" when the per-order cap binds', async () => {
    setup({ stock: { 101: { stock: 14, maxPerOrder: 2 } } }).seed(101, 2, '16 GB RAM / 1 TB SSD');
    renderShop(<CartPage />);
    const line = await lineNamed(/TUF Gaming F15/);
    expect(line.getByRole('button', { name: /Increase quantity/ })).toBeDisabled();
    expect(line.getByText('Max 2 per order')).toBeInTheDocument();
    expect(line.getByText('16 GB RAM / 1 TB SSD')).toBeInTheDocument();
    expect(line.getByRole('button', { name: /Decrease quantity/ })).toBeEnabled();
  });
});
