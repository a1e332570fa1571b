import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { serverHtml } from './hydrate-app';

/** The server's HTML for a path, in the document, to be read as a shopper (or a screen reader) would. */
async function served(path: string) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(path);
  document.body.append(container);
  return { container, page: within(container) };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the checkout’s focused header', () => {
  it('replaces the shop’s header, menu, offers, tab bar and footer on /checkout, from the first paint', { timeout: 30_000 }, async () => {
    const { container, page } = await served('/checkout');
    const header = page.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Test Electronics/ })).toHaveAttribute('href', '/');
    expect(within(header).getByText('100% secure checkout')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Call us on 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(header).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/customer-support');
    // No configured shell area: promotional header, header (with its menu and search), footer.
    expect(container.querySelector('[data-section]')).toBeNull();
    expect(page.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(page.queryByRole('search')).toBeNull();
    expect(page.queryByRole('contentinfo')).toBeNull();
    expect(page.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('leaves every other page its full shell', { timeout: 30_000 }, async () => {
    const { container, page } = await served('/cart');
    expect(container.querySelector('[data-section="header"]')).not.toBeNull();
    expect(container.querySelector('[data-section="footer"]')).not.toBeNull();
    expect(page.queryByText('100% secure checkout')).toBeNull();
  });
});
