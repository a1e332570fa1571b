import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import CartPage from '../../../src/features/cart/CartPage';
import { FakeCartServer } from './fake-cart-server';
import { renderShop } from './harness';

const entry = (section_name: string, pattern: number) => ({ section_name, visibility: 'Y', other_configration: JSON.stringify({ pattern }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

function start(cartLayout: unknown[]) {
  const server = new FakeCartServer({ cartLayout });
  server.seed(120, 1);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

describe('the cart page', () => {
  it('shows the cart with pattern 1 first when the configuration leaves it out', async () => {
    start([entry('trust-strip', 2)]);
    const { container } = renderShop(<CartPage />);
    await screen.findByRole('heading', { level: 3, name: /MX Master 3S/ });
    const sections = () => [...container.querySelectorAll('[data-section]')].map((el) => `${el.getAttribute('data-section')}:${el.getAttribute('data-pattern')}`);
    await waitFor(() => expect(sections()).toEqual(['cart-items:1', 'trust-strip:2']));
    expect(document.title).toMatch(/Your cart/);
  });

  it('uses the configured pattern, in its configured place, and no fallback', async () => {
    start([entry('trust-strip', 2), entry('cart-items', 2)]);
    const { container } = renderShop(<CartPage />);
    await screen.findByRole('heading', { level: 3, name: /MX Master 3S/ });
    const sections = [...container.querySelectorAll('[data-section]')].map((el) => `${el.getAttribute('data-section')}:${el.getAttribute('data-pattern')}`);
    expect(sections).toEqual(['trust-strip:2', 'cart-items:2']);
  });

  it('keeps the failure message when the cart cannot be fetched, and tries again on request', async () => {
    const server = start([entry('cart-items', 1)]);
    server.failNext('GET', 'website/cart/cart-items', { status: 500, body: { status: false, message: 'x', error: 'The cart service is down' } });
    renderShop(<CartPage />);
    expect(await screen.findByText('The cart service is down')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: /MX Master 3S/ })).toBeInTheDocument();
  });
});
