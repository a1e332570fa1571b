import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartCountAtom, loginPopupAtom, userAtom, wishlistCountAtom } from '../../../src/state/session';
import { PHONE_ACCOUNT } from './fake-identity-server';
import { clearToasts, location, popup, renderAuthApp, toasts } from './harness';

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
});

const signedOut = { message: 'You have signed out', type: 'success' };

describe('signing out', () => {
  it('from a signed-in-only page (the header): ends both sign-ins, forgets the user and goes home without the login popup', async () => {
    const app = renderAuthApp('/wishlist', { user: PHONE_ACCOUNT });
    act(() => {
      app.store.set(cartCountAtom, 3);
      app.store.set(wishlistCountAtom, 2);
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(app.server.calls('POST', 'website/user/logout')).toHaveLength(1);
    expect(app.identity.signOuts).toBe(1);
    expect(localStorage.getItem('info')).toBeNull();
    expect(app.store.get(userAtom)).toBeNull();
    expect(app.store.get(cartCountAtom)).toBe(0);
    expect(app.store.get(wishlistCountAtom)).toBe(0);
    expect(toasts()).toContainEqual(expect.objectContaining(signedOut));
    expect(app.store.get(loginPopupAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('from My account: stays on the page, and signs out locally even when the network is down', async () => {
    const app = renderAuthApp('/my-account', { user: PHONE_ACCOUNT });
    const user = userEvent.setup();
    expect(await screen.findByText('Hello, Asha')).toBeInTheDocument();
    app.server.offline = true;
    const main = screen.getByRole('main');
    await user.click((await screen.findAllByRole('button', { name: 'Sign out' })).find((b) => main.contains(b)) ?? main);

    await waitFor(() => expect(app.store.get(userAtom)).toBeNull());
    expect(app.server.calls('POST', 'website/user/logout')).toHaveLength(1);
    expect(localStorage.getItem('info')).toBeNull();
    expect(location()).toBe('/my-account');
    expect(toasts()).toContainEqual(expect.objectContaining(signedOut));
    expect(await screen.findByRole('button', { name: 'Login or sign up' })).toBeInTheDocument();
  });

  it('when the identity service ends the sign-in (disabled, expired), the shop signs out too', async () => {
    const app = renderAuthApp('/password-change', { user: PHONE_ACCOUNT });
    // The service is loaded (and watched) once a login popup has opened in the page.
    act(() => app.store.set(loginPopupAtom, { view: 'mobile' }));
    await popup('Login or sign up');
    act(() => app.store.set(loginPopupAtom, null));
    await waitFor(() => expect(app.identity.forcedListeners).toBe(1));

    act(() => app.identity.forceSignOut());
    await waitFor(() => expect(app.store.get(userAtom)).toBeNull());
    expect(localStorage.getItem('info')).toBeNull();
    expect(toasts()).toContainEqual(expect.objectContaining({ message: 'Your sign-in has expired. Please sign in again.', type: 'error' }));
    expect(app.server.calls('POST', 'website/user/logout')).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('a forced sign-out with nobody signed in does nothing', async () => {
    const app = renderAuthApp('/about-us');
    act(() => app.store.set(loginPopupAtom, { view: 'mobile' }));
    await popup('Login or sign up');
    await waitFor(() => expect(app.identity.forcedListeners).toBe(1));
    act(() => app.identity.forceSignOut());
    await act(async () => {});
    expect(app.server.calls('POST', 'website/user/logout')).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('loads the identity service only once a login popup opens', async () => {
    const app = renderAuthApp('/about-us');
    await screen.findByRole('button', { name: 'Login' });
    expect(app.identityLoads()).toBe(0);
    act(() => app.store.set(loginPopupAtom, { view: 'mobile' }));
    await popup('Login or sign up');
    await waitFor(() => expect(app.identityLoads()).toBeGreaterThan(0));
  });
});
