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

const VALID = { fname: 'Ravi', lname: 'Kumar', mobile: '9123456780', email: 'ravi@example.in', password: 'monsoon2024', referral: '' };
type Values = typeof VALID;
const FIELDS = ['fname', 'lname', 'mobile', 'email', 'password', 'referral'] as const;
const LABELS: Record<keyof Values, string> = {
  fname: 'First name',
  lname: 'Last name',
  mobile: 'Mobile number',
  email: 'E-mail',
  password: 'Password',
  referral: 'Referral code (optional)',
};

async function openSignUp(path = '/about-us') {
  const app = renderAuthApp(path);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  await user.click(within(await popup('Login or sign up')).getByRole('button', { name: 'New here? Create an account' }));
  const dialog = await popup('Create your account');
  const field = (name: keyof Values) => within(dialog).getByLabelText(LABELS[name]);
  const fill = (values: Partial<Values>) => {
    const all = { ...VALID, ...values };
    for (const name of FIELDS) fireEvent.change(field(name), { target: { value: all[name] } });
  };
  const submit = () => fireEvent.submit(within(dialog).getByRole('button', { name: 'Create account' }));
  return { ...app, user, dialog, field, fill, submit };
}

describe('the sign-up popup', () => {
  it('labels every field and starts in the first name', async () => {
    const { field } = await openSignUp();
    for (const name of FIELDS) expect(field(name)).toBeInTheDocument();
    expect(field('fname')).toHaveFocus();
  });

  it.each<[keyof Values, string, string]>([
    ['fname', '', 'First name is required'],
    ['fname', '   ', 'First name is required'],
    ['fname', 'R'.repeat(51), 'Names must be at most 50 characters'],
    ['lname', '', 'Last name is required'],
    ['lname', 'K'.repeat(51), 'Names must be at most 50 characters'],
    ['mobile', '', 'Mobile number is required!'],
    ['mobile', '91234', 'Invalid mobile number format!'],
    ['email', '', 'Email is required'],
    ['email', 'ravi@example', 'Enter a valid e-mail address'],
    ['password', '', 'Password is required'],
    ['password', 'abc1', 'Password must be at least 8 characters'],
    ['password', '123456789', 'Password must contain a letter'],
    ['password', 'abcdefghi', 'Password must contain a digit'],
    ['referral', 'AB', 'A referral code has 4 to 16 letters and digits'],
    ['referral', 'ABC-123', 'A referral code has 4 to 16 letters and digits'],
  ])('%s %j: %s, shown under the field, which gets focus', async (name, value, message) => {
    const { field, fill, submit, server } = await openSignUp();
    fill({ [name]: value });
    submit();
    expect(fieldError(field(name))).toBe(message);
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveFocus();
    expect(toasts()).toContainEqual(loginToast('error', message));
    expect(server.calls('POST', 'website/user/send-otp-email')).toEqual([]);
  });

  it('shows every invalid field at once and focuses the first', async () => {
    const { field, submit } = await openSignUp();
    submit();
    expect(fieldError(field('fname'))).toBe('First name is required');
    expect(fieldError(field('lname'))).toBe('Last name is required');
    expect(fieldError(field('mobile'))).toBe('Mobile number is required!');
    expect(fieldError(field('email'))).toBe('Email is required');
    expect(fieldError(field('password'))).toBe('Password is required');
    expect(fieldError(field('referral'))).toBeNull();
    expect(field('fname')).toHaveFocus();
  });

  it('ticks the password rules as they are met', async () => {
    const { user, dialog, field } = await openSignUp();
    const rules = within(dialog).getByRole('list', { name: 'Password rules' });
    await user.type(field('password'), 'abcdefg1');
    expect(within(rules).getAllByText('(done)', { exact: false })).toHaveLength(3);
    expect(field('password')).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));
  });

  it('fills the referral code from ?ref= in the address', async () => {
    const { field } = await openSignUp('/about-us?ref=FRIEND25');
    expect(field('referral')).toHaveValue('FRIEND25');
  });

  it('an e-mail that already has an account offers "Log in instead"', async () => {
    const { user, dialog, fill, submit, server } = await openSignUp();
    server.addEmailAccount(VALID.email, 'whatever1');
    fill({});
    submit();
    const alert = await within(dialog).findByText('An account with this e-mail already exists', { exact: false });
    expect(toasts()).toContainEqual(loginToast('error', 'An account with this e-mail already exists'));
    await user.click(within(alert).getByRole('button', { name: 'Log in instead' }));
    expect(within(await popup('Login with e-mail')).getByLabelText('E-mail')).toHaveValue(VALID.email);
  });

  it('sends the code, keeps the form in memory (not in storage) and opens the e-mail code popup', async () => {
    const { fill, submit, server, store } = await openSignUp();
    fill({ email: ' Ravi@Example.in', referral: 'friend25' });
    submit();
    const code = await popup('Verify your e-mail');
    expect(screen.queryByRole('dialog', { name: 'Create your account' })).toBeNull();
    expect(Object.fromEntries(server.calls('POST', 'website/user/send-otp-email')[0]?.form ?? [])).toEqual({ email: VALID.email, locale: 'en-IN' });
    expect(toasts()).toContainEqual(loginToast('success', 'OTP sent successfully'));
    expect(store.get(loginStateAtom)).toMatchObject({ email: VALID.email, codePurpose: 'sign-up', signUp: { ...VALID, referral: 'FRIEND25' } });
    expect(JSON.stringify({ ...localStorage })).not.toContain(VALID.password);
    expect(within(code).getByText(VALID.email)).toBeInTheDocument();
    expect(within(code).getByLabelText('Code from the e-mail')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('a wrong code is refused by the server, inline and as a toast; nothing is registered', async () => {
    const { user, fill, submit, server } = await openSignUp();
    fill({});
    submit();
    const dialog = await popup('Verify your e-mail');
    const code = within(dialog).getByLabelText('Code from the e-mail');
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and create account' }));
    const message = 'That code is not right. Check the e-mail and try again.';
    await waitFor(() => expect(fieldError(code)).toBe(message));
    expect(toasts()).toContainEqual(loginToast('error', message));
    expect(server.calls('POST', 'website/user/register')).toEqual([]);
  });

  it('the right code registers, signs in, stores isRegistered and shows the registration popup', async () => {
    const { user, fill, submit, server, store } = await openSignUp();
    fill({ referral: 'asha42' });
    submit();
    const dialog = await popup('Verify your e-mail');
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), EMAIL_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify and create account' }));

    expect(await popup('Registration successful')).toBeInTheDocument();
    expect(Object.fromEntries(server.calls('POST', 'website/user/verify-email-otp')[0]?.form ?? [])).toEqual({ email: VALID.email, code: EMAIL_CODE, purpose: 'sign-up' });
    expect(Object.fromEntries(server.calls('POST', 'website/user/register')[0]?.form ?? [])).toEqual({ ...VALID, referral: 'ASHA42', code: EMAIL_CODE });
    expect(server.calls('POST', 'website/user/session')[0]?.form.get('id_token')).toBe(`password:${VALID.email}`);
    expect(localStorage.getItem('isRegistered')).not.toBeNull();
    expect(store.get(userAtom)).toMatchObject({ email: VALID.email, fname: 'Ravi' });
    expect(store.get(loginPopupAtom)).toBeNull();
    await waitFor(() => expect(store.get(loginStateAtom).signUp).toBeNull());
    expect(toasts()).toContainEqual(loginToast('success', 'Welcome, Ravi!'));
  });

  it('the registration popup hides itself after 5 s and then isPopShow is stored', async () => {
    const { user, fill, submit } = await openSignUp();
    fill({});
    submit();
    const dialog = await popup('Verify your e-mail');
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), EMAIL_CODE);
    // From here the registration popup's 5 s timer runs on the test's clock (React's scheduler keeps setImmediate).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.submit(within(dialog).getByRole('button', { name: 'Verify and create account' })));
    // React reveals suspended content on a timer of its own: step until the popup is in.
    const shown = () => screen.queryByRole('dialog', { name: 'Registration successful' });
    for (let step = 0; step < 100 && !shown(); step += 1) {
      await act(async () => {
        vi.advanceTimersByTime(50);
        // The popup's code loads as its own module: give the loader real turns of the event loop.
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    expect(shown()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(shown()).not.toBeNull();
    expect(localStorage.getItem('isPopShow')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog', { name: 'Registration successful' })).toBeNull();
    expect(localStorage.getItem('isPopShow')).not.toBeNull();
  });
});
