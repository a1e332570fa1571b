import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userAtom } from '../../../src/state/session';
import { SMS_CODE } from './fake-identity';
import { PHONE_ACCOUNT } from './fake-identity-server';
import { clearToasts, loginToast, renderAuthApp, toasts } from './harness';

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
});

// The shell's patterns and the popups are lazy chunks: on a busy machine the first of them takes more than the default second.
const LAZY = { timeout: 10_000 };
const popup = (title: string) => screen.findByRole('dialog', { name: title }, LAZY);

const QUESTION = 'Welcome! What should we call you?';
const NEW_PHONE_ACCOUNT = { ...PHONE_ACCOUNT, fname: '', lname: '', asks_profile: true };

/** A first sign-in by mobile code that created the account, as a shopper gets there. */
async function firstSmsSignIn(account = NEW_PHONE_ACCOUNT) {
  const app = renderAuthApp('/about-us');
  app.server.phoneIsNew = true;
  app.server.phoneAccount = account;
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Login' }, LAZY));
  const mobile = await popup('Login or sign up');
  await user.type(within(mobile).getByLabelText('Mobile number'), '9876543210');
  await user.click(within(mobile).getByRole('button', { name: 'Send OTP' }));
  const code = await popup('Verify your mobile number');
  await user.type(within(code).getByLabelText('One-time code'), SMS_CODE);
  await user.click(within(code).getByRole('button', { name: 'Verify and continue' }));
  return { ...app, user };
}

describe('the name question after a first sign-in by mobile code', { timeout: 30_000 }, () => {
  it('asks for names and an optional e-mail, saves them, and every greeting uses the name', async () => {
    const { user, server, store } = await firstSmsSignIn();
    const question = await popup(QUESTION);
    expect(within(question).getByLabelText('First name')).toHaveFocus();
    // No "Hi, there" behind it: a nameless account's header link is My account.
    expect(screen.queryByText(/Hi, there/)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'My account' })[0]).toHaveAttribute('href', '/my-account');
    // One dialog at a time: the registration popup waits for the answer.
    expect(screen.queryByRole('dialog', { name: 'Registration successful' })).toBeNull();

    await user.click(within(question).getByRole('button', { name: 'Save and continue' }));
    expect(within(question).getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(server.calls('PUT', 'website/user/profile')).toEqual([]);

    await user.type(within(question).getByLabelText('First name'), 'Ravi');
    await user.type(within(question).getByLabelText(/^Last name/), 'Menon');
    await user.type(within(question).getByLabelText(/^E-mail/), 'ravi@example.in');
    await user.click(within(question).getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull(), LAZY);
    expect(Object.fromEntries(server.calls('PUT', 'website/user/profile')[0]?.form ?? [])).toEqual({
      user_id: '42',
      fname: 'Ravi',
      lname: 'Menon',
      email: 'ravi@example.in',
    });
    expect(await screen.findByRole('link', { name: 'Hi, Ravi' }, LAZY)).toHaveAttribute('href', '/my-account');
    expect(JSON.parse(localStorage.getItem('info') ?? 'null')).toMatchObject({ fname: 'Ravi', lname: 'Menon', email: 'ravi@example.in', asks_profile: false });
    expect(toasts()).toContainEqual(loginToast('success', 'Welcome, Ravi!'));
    expect(store.get(userAtom)?.asks_profile).toBe(false);
    // Then the registration popup of spec section 4.
    expect(await popup('Registration successful')).toBeInTheDocument();
  });

  it('"Skip for now" tells the server, closes, and the shopper carries on', async () => {
    const { user, server } = await firstSmsSignIn();
    const question = await popup(QUESTION);
    await user.click(within(question).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull(), LAZY);
    expect(server.calls('POST', 'website/user/profile/skip').map((c) => c.form.get('user_id'))).toEqual(['42']);
    expect(server.calls('PUT', 'website/user/profile')).toEqual([]);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('info') ?? 'null')).toMatchObject({ asks_profile: false }));
    expect(await popup('Registration successful')).toBeInTheDocument();
  });

  it('counts closing the question as skipping it', async () => {
    const { user, server } = await firstSmsSignIn();
    const question = await popup(QUESTION);
    await user.click(within(question).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull(), LAZY);
    expect(server.calls('POST', 'website/user/profile/skip')).toHaveLength(1);
  });

  it('is not asked of an account that answered or skipped before', async () => {
    await firstSmsSignIn({ ...NEW_PHONE_ACCOUNT, asks_profile: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your mobile number' })).toBeNull());
    expect(await popup('Registration successful')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
  });
});
