import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testBootstrap } from './render-app';
import { STORAGE_KEYS } from '../../../src/lib/storage';

afterEach(() => {
  vi.useRealTimers();
});

async function shellSection(name: string) {
  await waitFor(() => expect(document.querySelector(`[data-section="${name}"]`)).not.toBeNull());
  return document.querySelector(`[data-section="${name}"]`);
}

describe('the shell', () => {
  it('composes the configured areas around the page, footer last', async () => {
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Test Electronics' })).toBeInTheDocument();
    const promo = await shellSection('promotional-header');
    const header = await shellSection('header');
    const footer = await shellSection('footer');
    const main = screen.getByRole('main');
    expect(promo?.getAttribute('data-pattern')).toBe('1');
    expect(promo!.compareDocumentPosition(header!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(header!.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hides header, sub-header, promotional header, tab bar and footer on /profile', async () => {
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Follow Test Electronics' })).toBeInTheDocument();
    expect(document.querySelector('[data-section]')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(screen.getByText(/Designed and developed by/)).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown path, with the way back to the last page', async () => {
    localStorage.setItem(STORAGE_KEYS.lastVisitedPage, '/faq');
    renderApp('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/faq');
  });

  it('defaults the way back to home when no page was visited', async () => {
    renderApp('/nope');
    expect(await screen.findByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('remembers the last visited real page', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact us' });
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPage)).toBe('/contact');
  });

  it('opens the login popup for a guest on an account page', async () => {
    renderApp('/manage-address');
    expect(await screen.findByRole('heading', { name: 'Login or sign up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
  });

  it('shows an account page to a signed-in user', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7, fname: 'Asha', lname: 'Rao' }));
    renderApp('/manage-address');
    expect(await screen.findByRole('heading', { name: 'Saved addresses' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login or sign up' })).toBeNull();
  });

  it('treats a route of a switched-off module as not found, and hides its menu entry', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7 }));
    renderApp('/wallet');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(tabs).toHaveTextContent('Home');
    expect(tabs).not.toHaveTextContent('Wallet');
  });

  it("applies the theme as the page's theme stylesheet: its colour on :root and its colour schemes", async () => {
    renderApp('/faq', testBootstrap({ theme: { brand_name: 'Blue', theme_color: '#123456', favicon: '/f.svg' } }));
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    // No server wrote the page here, so the storefront adds the element.
    await waitFor(() => expect(document.getElementById('vitrine-theme')).not.toBeNull());
    const style = document.getElementById('vitrine-theme');
    expect(style?.parentElement).toBe(document.head);
    expect(style?.textContent).toMatch(/^:root\{--brand:#123456\}\[data-scheme="subtle"\]\{/);
    expect(localStorage.getItem(STORAGE_KEYS.brandName)).toBe('Blue');
  });

  it('carries the initial-view state for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = renderApp('/faq');
    expect(container.querySelector('[data-initial-view]')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2900);
    });
    expect(container.querySelector('[data-initial-view]')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(container.querySelector('[data-initial-view]')).toBeNull();
  });
});

describe('the registration popup', () => {
  it('shows after sign-up, hides itself after 5 seconds and then stores isPopShow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(STORAGE_KEYS.isRegistered, 'true');
    renderApp('/faq');
    expect(await screen.findByRole('heading', { name: 'Registration successful' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.isPopShow)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('heading', { name: 'Registration successful' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isPopShow)).toBe('true');
  });

  it('does not show once isPopShow is stored, nor without isRegistered', async () => {
    localStorage.setItem(STORAGE_KEYS.isRegistered, 'true');
    localStorage.setItem(STORAGE_KEYS.isPopShow, 'true');
    renderApp('/faq');
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    expect(screen.queryByRole('heading', { name: 'Registration successful' })).toBeNull();
  });
});

describe('the mobile login popup', () => {
  it('shows the spec messages for a missing and a malformed number', async () => {
    const user = userEvent.setup();
    renderApp('/wishlist');
    await screen.findByRole('heading', { name: 'Login or sign up' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Mobile number is required!');
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid mobile number format!');
  });
});
