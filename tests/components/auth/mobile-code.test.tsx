import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginPopupAtom, userAtom } from '../../../src/state/session';
import { loginStateAtom } from '../../../src/features/auth/login-state';
import { SMS_CODE } from './fake-identity';
import { PHONE_ACCOUNT } from './fake-identity-server';
import { clearToasts, fieldError, location, loginToast, popup, renderAuthApp, SESSION_ID, toasts } from './harness';

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** From the mobile popup to the code popup, as a shopper gets there. */
async function toCodePopup(path = '/about-us') {
  const app = renderAuthApp(path);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const mobile = await popup('Login or sign up');
  await user.type(within(mobile).getByLabelText('Mobile number'), '9876543210');
  await user.click(within(mobile).getByRole('button', { name: 'Send OTP' }));
  const dialog = await popup('Verify your mobile number');
  const input = within(dialog).getByLabelText('One-time code');
  return { ...app, user, dialog, input };
}

describe('the mobile code popup', () => {
  it('asks for the code the phone can fill in, with focus in it', async () => {
    const { input } = await toCodePopup();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([[''], ['12345'], ['12ab56']])("says 'Enter the 6-digit code' for %j", async (typed) => {
    const { dialog, input, identity, server } = await toCodePopup();
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Verify and continue' }));
    expect(fieldError(input)).toBe('Enter the 6-digit code');
    expect(toasts()).toContainEqual(loginToast('error', 'Enter the 6-digit code'));
    expect(server.calls('POST', 'website/user/session')).toEqual([]);
    expect(identity.smsSends).toHaveLength(1);
  });

  it('shows a wrong code inline and as a toast, and stays', async () => {
    const { user, dialog, input, server } = await toCodePopup();
    await user.type(input, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and continue' }));
    const message = 'That code is not right. Check the SMS and try again.';
    await waitFor(() => expect(fieldError(input)).toBe(message));
    expect(toasts()).toContainEqual(loginToast('error', message));
    expect(server.calls('POST', 'website/user/session')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Verify your mobile number' })).toBeInTheDocument();
  });

  it('signs in: session with the guest id, `info` stored, welcome back, popup closed, cart of the user fetched', async () => {
    const { user, dialog, input, server, store } = await toCodePopup();
    await user.type(input, SMS_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [session] = server.calls('POST', 'website/user/session');
    expect(Object.fromEntries(session?.form ?? [])).toEqual({ id_token: 'phone:verification-1', session_id: SESSION_ID });
    expect(JSON.parse(localStorage.getItem('info') ?? 'null')).toEqual(PHONE_ACCOUNT);
    expect(store.get(userAtom)).toEqual(PHONE_ACCOUNT);
    expect(store.get(loginPopupAtom)).toBeNull();
    // The flow's memory goes with the popup.
    await waitFor(() => expect(store.get(loginStateAtom).verificationId).toBe(''));
    expect(toasts()).toContainEqual(loginToast('success', 'Welcome back!'));
    expect(await screen.findByRole('link', { name: 'Hi, Asha' })).toHaveAttribute('href', '/my-account');
    expect(localStorage.getItem('isRegistered')).toBeNull();
    expect(location()).toBe('/about-us');

    // The cart and wishlist keys carry the user id: both lists are fetched for the signed-in user.
    await waitFor(() => {
      const carts = server.calls('GET', 'website/cart/cart-items');
      expect(carts.some((c) => c.query.get('user_id') === '42' && c.query.get('session_id') === SESSION_ID)).toBe(true);
      expect(server.calls('GET', 'website/wishlist/wishlist-items').some((c) => c.query.get('user_id') === '42')).toBe(true);
    });
  });

  it('greets a new account by name, stores isRegistered and shows the registration popup', async () => {
    const { user, dialog, input, server } = await toCodePopup();
    server.phoneIsNew = true;
    await user.type(input, SMS_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify and continue' }));
    expect(await popup('Registration successful')).toBeInTheDocument();
    expect(localStorage.getItem('isRegistered')).not.toBeNull();
    expect(toasts()).toContainEqual(loginToast('success', 'Welcome, Asha!'));
  });

  it('"Change" goes back to the mobile popup with the number kept', async () => {
    const { user, dialog } = await toCodePopup();
    await user.click(within(dialog).getByRole('button', { name: 'Change mobile number' }));
    const mobile = await popup('Login or sign up');
    expect(within(mobile).getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it('offers "Resend code" after 30 s, sends again and uses the new verification id', async () => {
    const first = await toCodePopup();
    const { identity, store } = first;
    // The countdown starts when the code popup mounts: go back and send again under fake timers.
    vi.useFakeTimers();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Change mobile number' }));
    await act(async () => fireEvent.submit(within(screen.getByRole('dialog', { name: 'Login or sign up' })).getByRole('button', { name: 'Send OTP' })));
    const dialog = screen.getByRole('dialog', { name: 'Verify your mobile number' });
    expect(identity.smsSends).toHaveLength(2);
    expect(within(dialog).getByText('Resend code in 30 s')).toBeInTheDocument();
    for (let s = 0; s < 29; s += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(within(dialog).getByText('Resend code in 1 s')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    const resend = within(dialog).getByRole('button', { name: 'Resend code' });
    await act(async () => fireEvent.click(resend));
    expect(identity.smsSends).toHaveLength(3);
    expect(identity.smsSends[2]?.e164).toBe('+919876543210');
    expect(dialog).toContainElement(identity.smsSends[2]?.container ?? null);
    expect(store.get(loginStateAtom).verificationId).toBe('verification-3');
    expect(within(dialog).getByText('Resend code in 30 s')).toBeInTheDocument();
  });
});

describe('a signed-in-only page', () => {
  it('opens the popup for a guest and lands there after sign-in', async () => {
    const app = renderAuthApp('/wishlist');
    const user = userEvent.setup();
    const mobile = await popup('Login or sign up');
    expect(app.store.get(loginPopupAtom)).toEqual({ view: 'mobile', returnTo: '/wishlist' });
    await user.type(within(mobile).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(mobile).getByRole('button', { name: 'Send OTP' }));
    const code = await popup('Verify your mobile number');
    await user.type(within(code).getByLabelText('One-time code'), SMS_CODE);
    await user.click(within(code).getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    await waitFor(() => expect(app.server.calls('GET', 'website/wishlist/wishlist-items').some((c) => c.query.get('user_id') === '42')).toBe(true));
  });

  it('after sign-in from another page, goes to the page the popup was opened for', async () => {
    const app = renderAuthApp('/about-us');
    act(() => app.store.set(loginPopupAtom, { view: 'mobile', returnTo: '/password-change' }));
    const user = userEvent.setup();
    const mobile = await popup('Login or sign up');
    await user.type(within(mobile).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(mobile).getByRole('button', { name: 'Send OTP' }));
    const code = await popup('Verify your mobile number');
    await user.type(within(code).getByLabelText('One-time code'), SMS_CODE);
    await user.click(within(code).getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(location()).toBe('/password-change'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
  });
});
