import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { header } from '../../../registry/header';
import { loginPopupAtom } from '../../../src/state/session';
import { asha, patternOf, renderPattern } from './render-pattern';

const patterns = [1, 2, 3, 4].map((n) => [n, patternOf(header, n)] as const);

/** Header 3 keeps the main links in its All categories panel; the others show them inline. */
async function revealNav(n: number) {
  if (n === 3) await userEvent.click(screen.getByRole('button', { name: 'All categories' }));
}

describe.each(patterns)('header %i', (n, pattern) => {
  it('renders from defaults: a banner with the brand, search, fallback nav and Login', async () => {
    await renderPattern(pattern);
    await revealNav(n);
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Lakshmi Computers' })[0]).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).getAllByRole('link', { name: 'Hot deals' }).length).toBeGreaterThan(0);
    expect(within(banner).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  });

  it('announces the cart and wishlist counts from the atoms', async () => {
    await renderPattern(pattern, { cartCount: 3, wishlistCount: 1 });
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toHaveAttribute('href', '/wishlist');
  });

  it('greets a signed-in user and links to the account', async () => {
    await renderPattern(pattern, { user: asha });
    expect(screen.getByRole('link', { name: 'Hi, Asha' })).toHaveAttribute('href', '/my-account');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens the mobile login popup and remembers the page', async () => {
    const { store } = await renderPattern(pattern, { path: '/product/hot-deals' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.get(loginPopupAtom)).toEqual({ view: 'mobile', returnTo: '/product/hot-deals' });
  });

  it("lists the menu's main items instead of the fallback", async () => {
    await renderPattern(pattern, {
      menu: [
        { label: 'Laptops', href: '/category/laptops/1', placement: 'main' },
        { label: 'Wallet', href: '/wallet', placement: 'bottom-tab' },
      ],
    });
    await revealNav(n);
    expect(screen.getAllByRole('link', { name: 'Laptops' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hot deals' })).not.toBeInTheDocument();
  });

  it('drawer: opens as a dialog, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    await renderPattern(pattern, { menu: [{ label: 'Laptops', href: '/category/laptops/1' }] });
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: 'Laptops' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('drawer: Tab stays inside it', async () => {
    const user = userEvent.setup();
    await renderPattern(pattern);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

describe('header search', () => {
  it('header 1 searches /products?q= through a labelled search form', async () => {
    const user = userEvent.setup();
    await renderPattern(patternOf(header, 1));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/products');
    await user.type(within(form).getByRole('combobox', { name: 'Search products' }), 'gaming laptop{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?q=gaming%20laptop');
  });

  it.each([2, 4])('header %i unfolds the search from an icon and folds it with Escape', async (n) => {
    const user = userEvent.setup();
    await renderPattern(patternOf(header, n));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('header 3 has a Search button and an All categories panel', async () => {
    const user = userEvent.setup();
    await renderPattern(patternOf(header, 3), { menu: [{ label: 'Monitors', href: '/category/monitors/2', icon: 'grid' }] });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveTextContent('Search');
    const categories = screen.getByRole('button', { name: 'All categories' });
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    await user.click(categories);
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'All categories' });
    expect(within(panel).getByRole('link', { name: 'Monitors' })).toBeVisible();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    expect(categories).toHaveFocus();
  });
});
