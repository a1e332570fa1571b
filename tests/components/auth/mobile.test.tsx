import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginPopupAtom } from '../../../src/state/session';
import { loginStateAtom } from '../../../src/features/auth/login-state';
import { clearToasts, fieldError, loginToast, popup, renderAuthApp, toasts } from './harness';

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openMobile() {
  const app = renderAuthApp('/about-us');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await popup('Login or sign up');
  const input = within(dialog).getByLabelText('Mobile number');
  return { ...app, user, dialog, input };
}

describe('the mobile popup', () => {
  it('opens first, with focus in the number field and +91 shown before it', async () => {
    const { store, input, dialog } = await openMobile();
    expect(store.get(loginPopupAtom)).toEqual({ view: 'mobile', returnTo: '/about-us' });
    expect(input).toHaveFocus();
    expect(within(dialog).getByText('+91')).toBeInTheDocument();
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it("says 'Mobile number is required!' inline and in a 3 s top-right error toast", async () => {
    const { user, dialog, input, identity } = await openMobile();
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(fieldError(input)).toBe('Mobile number is required!');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(toasts()).toContainEqual(loginToast('error', 'Mobile number is required!'));
    expect(identity.smsSends).toEqual([]);
  });

  it.each([['98765'], ['98765432101'], ['98765abcde'], ['+919876543']])("says 'Invalid mobile number format!' for %s", async (typed) => {
    const { dialog, input, identity } = await openMobile();
    // fireEvent: the input's maxLength would stop userEvent typing an 11th digit.
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(fieldError(input)).toBe('Invalid mobile number format!');
    expect(toasts()).toContainEqual(loginToast('error', 'Invalid mobile number format!'));
    expect(identity.smsSends).toEqual([]);
  });

  it('trims the number, sends it as +91 behind the reCAPTCHA container, and is busy meanwhile', async () => {
    const { user, dialog, input, identity, store } = await openMobile();
    identity.holdSms();
    fireEvent.change(input, { target: { value: ' 9876543210 ' } });
    const send = within(dialog).getByRole('button', { name: 'Send OTP' });
    await user.click(send);
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    // A second press while sending sends nothing more.
    fireEvent.submit(send);
    expect(identity.smsSends).toHaveLength(1);
    expect(identity.smsSends[0]?.e164).toBe('+919876543210');
    expect(dialog).toContainElement(identity.smsSends[0]?.container ?? null);

    act(() => identity.release());
    const next = await popup('Verify your mobile number');
    expect(screen.queryByRole('dialog', { name: 'Login or sign up' })).toBeNull();
    expect(within(next).getByText('+91 9876543210')).toBeInTheDocument();
    expect(toasts()).toContainEqual(loginToast('success', 'OTP sent successfully'));
    expect(store.get(loginStateAtom)).toMatchObject({ phone: '9876543210', verificationId: 'verification-1' });
    expect(store.get(loginPopupAtom)?.view).toBe('mobile-code');
  });

  it("toasts 'reCAPTCHA expired. Please try again.' when the bot check expires", async () => {
    const { user, dialog, input, identity } = await openMobile();
    identity.holdSms();
    await user.type(input, '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    act(() => identity.smsSends[0]?.onCaptchaExpired());
    expect(toasts()).toContainEqual(loginToast('error', 'reCAPTCHA expired. Please try again.'));
  });

  it.each([
    ['auth/internal-error', 'Error sending OTP. Please try again.'],
    ['auth/captcha-check-failed', 'Error sending OTP. Please try again.'],
    ['auth/invalid-phone-number', 'Invalid mobile number format!'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
  ])('a failed send (%s) toasts %j and stays on the mobile popup', async (code, message) => {
    const { user, dialog, input, identity } = await openMobile();
    identity.smsFailure = code;
    await user.type(input, '9876543210');
    const send = within(dialog).getByRole('button', { name: 'Send OTP' });
    await user.click(send);
    await waitFor(() => expect(toasts()).toContainEqual(loginToast('error', message)));
    expect(screen.getByRole('dialog', { name: 'Login or sign up' })).toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('remember me keeps the number for next time, and forgets it when unticked', async () => {
    const first = await openMobile();
    await first.user.type(first.input, '9876543210');
    await first.user.click(within(first.dialog).getByRole('checkbox', { name: 'Remember me' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Send OTP' }));
    await popup('Verify your mobile number');
    expect(localStorage.getItem('rememberedPhone')).toBe('9876543210');
    first.unmount();

    const second = await openMobile();
    expect(second.input).toHaveValue('9876543210');
    const remember = within(second.dialog).getByRole('checkbox', { name: 'Remember me' });
    expect(remember).toBeChecked();
    await second.user.click(remember);
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Send OTP' }));
    await popup('Verify your mobile number');
    expect(localStorage.getItem('rememberedPhone')).toBeNull();
  });

  it('leads to the e-mail login and to sign-up', async () => {
    const { user, dialog } = await openMobile();
    await user.click(within(dialog).getByRole('button', { name: 'Login with e-mail' }));
    const email = await popup('Login with e-mail');
    await user.click(within(email).getByRole('button', { name: 'Login with mobile' }));
    const mobile = await popup('Login or sign up');
    await user.click(within(mobile).getByRole('button', { name: 'New here? Create an account' }));
    expect(await popup('Create your account')).toBeInTheDocument();
  });

  it('Escape closes the flow, forgets its state, and gives focus back to the Login button', async () => {
    const { user, dialog, store } = await openMobile();
    await user.click(within(dialog).getByRole('button', { name: 'Login with e-mail' }));
    const email = await popup('Login with e-mail');
    expect(within(email).getByLabelText('E-mail')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(loginPopupAtom)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus());
  });

  it.each([
    ['mobile-code', 'Login or sign up'],
    ['email-code', 'Login with e-mail'],
    ['reset-password', 'Forgot password'],
  ] as const)('a %s popup opened with no code sent shows the step before (%s)', async (view, title) => {
    const app = renderAuthApp('/about-us');
    act(() => app.store.set(loginPopupAtom, { view }));
    expect(await popup(title)).toBeInTheDocument();
  });

  it('the close button closes the flow too', async () => {
    const { user, dialog, store } = await openMobile();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(loginPopupAtom)).toBeNull();
  });
});
