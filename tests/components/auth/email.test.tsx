import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginPopupAtom, userAtom } from '../../../src/state/session';
import { loginStateAtom } from '../../../src/features/auth/login-state';
import { EMAIL_CODE } from './fake-identity-server';
import { clearToasts, fieldError, loginToast, popup, renderAuthApp, toasts } from './harness';

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const MEERA = 'meera@example.in';
const PASSWORD = 'saffron42';

async function openEmailLogin() {
  const app = renderAuthApp('/about-us');
  app.server.addEmailAccount(MEERA, PASSWORD);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  await user.click(within(await popup('Login or sign up')).getByRole('button', { name: 'Login with e-mail' }));
  const dialog = await popup('Login with e-mail');
  const email = within(dialog).getByLabelText('E-mail');
  const password = within(dialog).getByLabelText('Password');
  return { ...app, user, dialog, email, password };
}

async function toForgot() {
  const app = await openEmailLogin();
  await app.user.click(within(app.dialog).getByRole('button', { name: 'Forgot password?' }));
  const dialog = await popup('Forgot password');
  return { ...app, dialog, email: within(dialog).getByLabelText('E-mail') };
}

async function toResetCode() {
  const app = await toForgot();
  await app.user.type(app.email, MEERA);
  await app.user.click(within(app.dialog).getByRole('button', { name: 'Send code' }));
  const dialog = await popup('Verify your e-mail');
  return { ...app, dialog, code: within(dialog).getByLabelText('Code from the e-mail') };
}

async function toResetPassword() {
  const app = await toResetCode();
  await app.user.type(app.code, EMAIL_CODE);
  await app.user.click(within(app.dialog).getByRole('button', { name: 'Verify code' }));
  const dialog = await popup('Set a new password');
  return {
    ...app,
    dialog,
    password: within(dialog).getByLabelText('New password'),
    confirm: within(dialog).getByLabelText('Confirm new password'),
    submit: within(dialog).getByRole('button', { name: 'Set new password' }),
  };
}

describe('the e-mail login popup', () => {
  it.each([
    ['', 'x', 'Email is required'],
    ['meera@', 'x', 'Enter a valid e-mail address'],
    ['meera example.in', 'x', 'Enter a valid e-mail address'],
  ])('checks the e-mail %j', async (typed, pass, message) => {
    const { dialog, email, password, server } = await openEmailLogin();
    fireEvent.change(email, { target: { value: typed } });
    fireEvent.change(password, { target: { value: pass } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Login' }));
    expect(fieldError(email)).toBe(message);
    expect(email).toHaveFocus();
    expect(toasts()).toContainEqual(loginToast('error', message));
    expect(server.calls('POST', 'website/user/session')).toEqual([]);
  });

  it("says 'Password is required'", async () => {
    const { user, dialog, email, password } = await openEmailLogin();
    await user.type(email, MEERA);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(fieldError(password)).toBe('Password is required');
    expect(password).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    const { user, dialog, password } = await openEmailLogin();
    expect(password).toHaveAttribute('type', 'password');
    const toggle = within(dialog).getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveTextContent('Hide');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('turns a refused sign-in into a friendly message', async () => {
    const { user, dialog, email, password, store } = await openEmailLogin();
    await user.type(email, MEERA);
    await user.type(password, 'wrong-one1');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    const message = 'The e-mail or password is not right. Try again or reset your password.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(toasts()).toContainEqual(loginToast('error', message));
    expect(store.get(userAtom)).toBeNull();
  });

  it('signs in with the e-mail (lower-cased, trimmed) and password', async () => {
    const { user, dialog, email, password, store, server } = await openEmailLogin();
    await user.type(email, '  Meera@Example.IN ');
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Object.fromEntries(server.calls('POST', 'website/user/session')[0]?.form ?? []).id_token).toBe(`password:${MEERA}`);
    expect(store.get(userAtom)?.email).toBe(MEERA);
    expect(JSON.parse(localStorage.getItem('info') ?? '{}')).toMatchObject({ email: MEERA, fname: 'Meera' });
    expect(toasts()).toContainEqual(loginToast('success', 'Welcome back!'));
  });
});

describe('forgot password', () => {
  it("says 'Email is required' inline and as an error toast", async () => {
    const { user, dialog, email, server } = await toForgot();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(fieldError(email)).toBe('Email is required');
    expect(toasts()).toContainEqual(loginToast('error', 'Email is required'));
    expect(server.calls('POST', 'website/user/forget-password-otp')).toEqual([]);
  });

  it('carries the e-mail typed in the login popup', async () => {
    const app = await openEmailLogin();
    await app.user.type(app.email, MEERA);
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(within(await popup('Forgot password')).getByLabelText('E-mail')).toHaveValue(MEERA);
  });

  it("shows the server's refusal as an error toast", async () => {
    const { user, dialog, email } = await toForgot();
    await user.type(email, 'nobody@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(toasts()).toContainEqual(loginToast('error', 'No account uses this e-mail')));
    expect(fieldError(email)).toBe('No account uses this e-mail');
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('a sent code closes it, opens the e-mail code popup and marks verified', async () => {
    const { dialog, code, server, store } = await toResetCode();
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull();
    expect(Object.fromEntries(server.calls('POST', 'website/user/forget-password-otp')[0]?.form ?? [])).toEqual({ email: MEERA, locale: 'en-IN' });
    expect(toasts()).toContainEqual(loginToast('success', 'OTP sent successfully'));
    expect(store.get(loginStateAtom)).toMatchObject({ email: MEERA, verified: true, codePurpose: 'reset' });
    expect(within(dialog).getByText(MEERA)).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });
});

describe('the e-mail code popup (reset)', () => {
  it("says 'Enter the 6-digit code' before asking the server", async () => {
    const { dialog, code, server } = await toResetCode();
    fireEvent.change(code, { target: { value: '12 34' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Verify code' }));
    expect(fieldError(code)).toBe('Enter the 6-digit code');
    expect(server.calls('POST', 'website/user/verify-email-otp')).toEqual([]);
  });

  it("shows the server's refusal of a wrong code inline and as a toast", async () => {
    const { user, dialog, code } = await toResetCode();
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));
    const message = 'That code is not right. Check the e-mail and try again.';
    await waitFor(() => expect(fieldError(code)).toBe(message));
    expect(toasts()).toContainEqual(loginToast('error', message));
  });

  it('"Change" goes back to the address; "Resend code" after 30 s sends the reset code again', async () => {
    const first = await toResetCode();
    const { server } = first;
    // The countdown starts when the code popup mounts: go back and send again under fake timers.
    vi.useFakeTimers();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Change e-mail' }));
    const forgot = screen.getByRole('dialog', { name: 'Forgot password' });
    expect(within(forgot).getByLabelText('E-mail')).toHaveValue(MEERA);
    await act(async () => fireEvent.submit(within(forgot).getByRole('button', { name: 'Send code' })));
    const dialog = screen.getByRole('dialog', { name: 'Verify your e-mail' });
    expect(within(dialog).getByText('Resend code in 30 s')).toBeInTheDocument();
    for (let s = 0; s < 30; s += 1) await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Resend code' })));
    const sends = server.calls('POST', 'website/user/forget-password-otp');
    expect(sends).toHaveLength(3);
    expect(sends[2]?.form.get('email')).toBe(MEERA);
    expect(server.calls('POST', 'website/user/send-otp-email')).toEqual([]);
    expect(within(dialog).getByText('Resend code in 30 s')).toBeInTheDocument();
  });

  it('a verified code leads on to the new password, keeping the code', async () => {
    const { server, store } = await toResetPassword();
    expect(Object.fromEntries(server.calls('POST', 'website/user/verify-email-otp')[0]?.form ?? [])).toEqual({ email: MEERA, code: EMAIL_CODE, purpose: 'reset' });
    expect(store.get(loginStateAtom).resetCode).toBe(EMAIL_CODE);
    expect(screen.queryByRole('dialog', { name: 'Verify your e-mail' })).toBeNull();
  });
});

describe('reset password', () => {
  it.each([
    ['', 'Password is required'],
    ['abc12', 'Password must be at least 8 characters'],
    ['12345678', 'Password must contain a letter'],
    ['abcdefgh', 'Password must contain a digit'],
  ])('checks the new password %j', async (typed, message) => {
    const { dialog, password, confirm, submit, server } = await toResetPassword();
    fireEvent.change(password, { target: { value: typed } });
    fireEvent.change(confirm, { target: { value: typed } });
    fireEvent.submit(submit);
    expect(fieldError(password)).toBe(message);
    expect(password).toHaveFocus();
    expect(toasts()).toContainEqual(loginToast('error', message));
    expect(server.calls('POST', 'website/user/reset-password')).toEqual([]);
    expect(dialog).toBeInTheDocument();
  });

  it("says 'The passwords do not match'", async () => {
    const { user, password, confirm, submit } = await toResetPassword();
    await user.type(password, 'newpass123');
    await user.type(confirm, 'newpass124');
    await user.click(submit);
    expect(fieldError(confirm)).toBe('The passwords do not match');
    expect(confirm).toHaveFocus();
  });

  it('ticks the password rules while typing', async () => {
    const { user, dialog, password } = await toResetPassword();
    const rules = within(dialog).getByRole('list', { name: 'Password rules' });
    expect(within(rules).getAllByText('(not yet)', { exact: false })).toHaveLength(3);
    await user.type(password, 'abc');
    expect(within(rules).getByText('A letter')).toHaveTextContent('(done)');
    expect(within(rules).getByText('A digit')).toHaveTextContent('(not yet)');
    await user.type(password, '12345');
    expect(within(rules).getAllByText('(done)', { exact: false })).toHaveLength(3);
  });

  it('sets the password, then the e-mail login opens with the address filled in', async () => {
    const { user, password, confirm, submit, server, identity, store } = await toResetPassword();
    await user.type(password, 'newpass123');
    await user.type(confirm, 'newpass123');
    await user.click(submit);
    const login = await popup('Login with e-mail');
    expect(Object.fromEntries(server.calls('POST', 'website/user/reset-password')[0]?.form ?? [])).toEqual({ email: MEERA, code: EMAIL_CODE, password: 'newpass123' });
    expect(identity.passwords.get(MEERA)).toBe('newpass123');
    expect(toasts()).toContainEqual(loginToast('success', 'Your password has been reset'));
    expect(within(login).getByLabelText('E-mail')).toHaveValue(MEERA);
    expect(store.get(loginPopupAtom)?.view).toBe('email-login');

    await user.type(within(login).getByLabelText('Password'), 'newpass123');
    await user.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(store.get(userAtom)?.email).toBe(MEERA));
  });
});
