import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '../../../schemas/api/identity';
import { loginPopupAtom } from '../../../src/state/session';
import { PHONE_ACCOUNT } from './fake-identity-server';
import { clearToasts, fieldError, popup, renderAuthApp, toasts } from './harness';

beforeEach(() => clearToasts());
afterEach(() => {
  vi.unstubAllGlobals();
});

const MEERA: Account = { id: 7, fname: 'Meera', lname: 'Iyer', email: 'meera@example.in', mobile: '', referral_code: '', providers: ['password'] };
const CURRENT = 'saffron42';

async function openForm() {
  const app = renderAuthApp('/password-change', { user: MEERA });
  app.identity.passwords.set(MEERA.email, CURRENT);
  const user = userEvent.setup();
  const main = screen.getByRole('main');
  const current = await within(main).findByLabelText('Current password');
  return {
    ...app,
    user,
    current,
    next: within(main).getByLabelText('New password'),
    confirm: within(main).getByLabelText('Confirm new password'),
    submit: within(main).getByRole('button', { name: 'Change password' }),
  };
}

describe('change password', () => {
  it.each([
    ['current', '', 'newpass123', 'newpass123', 'Enter your current password'],
    ['next', CURRENT, '', '', 'Password is required'],
    ['next', CURRENT, 'short1', 'short1', 'Password must be at least 8 characters'],
    ['next', CURRENT, '12345678', '12345678', 'Password must contain a letter'],
    ['next', CURRENT, 'abcdefgh', 'abcdefgh', 'Password must contain a digit'],
    ['confirm', CURRENT, 'newpass123', 'newpass124', 'The passwords do not match'],
  ] as const)('%s: %s / %s / %s → %s', async (field, current, next, confirm, message) => {
    const form = await openForm();
    fireEvent.change(form.current, { target: { value: current } });
    fireEvent.change(form.next, { target: { value: next } });
    fireEvent.change(form.confirm, { target: { value: confirm } });
    fireEvent.submit(form.submit);
    expect(fieldError(form[field])).toBe(message);
    expect(form[field]).toHaveFocus();
    expect(form.identity.passwordChanges).toEqual([]);
  });

  it('a wrong current password is said under that field', async () => {
    const form = await openForm();
    await form.user.type(form.current, 'not-it-123');
    await form.user.type(form.next, 'newpass123');
    await form.user.type(form.confirm, 'newpass123');
    await form.user.click(form.submit);
    await waitFor(() => expect(fieldError(form.current)).toBe('That password is not right. Try again or reset it.'));
    expect(form.identity.passwordChanges).toEqual([]);
  });

  it("re-authenticates with the current password and sets the new one: 'Password changed'", async () => {
    const form = await openForm();
    await form.user.type(form.current, CURRENT);
    await form.user.type(form.next, 'newpass123');
    await form.user.type(form.confirm, 'newpass123');
    await form.user.click(form.submit);
    await waitFor(() => expect(form.identity.passwordChanges).toEqual([{ email: MEERA.email, next: 'newpass123' }]));
    expect(toasts()).toContainEqual(expect.objectContaining({ message: 'Password changed', type: 'success' }));
    await waitFor(() => expect(form.current).toHaveValue(''));
  });

  it('a mobile-code account with an e-mail is offered the forgot-password popup, address filled in', async () => {
    const app = renderAuthApp('/password-change', { user: { ...PHONE_ACCOUNT, email: 'asha@example.in' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set a password with your e-mail' }));
    const dialog = await popup('Forgot password');
    expect(app.store.get(loginPopupAtom)).toEqual({ view: 'forgot-password', returnTo: '/password-change' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('asha@example.in');
  });

  it('a mobile-code account without an e-mail is told it has no password', async () => {
    renderAuthApp('/password-change', { user: PHONE_ACCOUNT });
    expect(await screen.findByRole('heading', { name: 'Your account signs in with a one-time code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set a password with your e-mail' })).toBeNull();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
