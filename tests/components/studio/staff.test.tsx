import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from './render-studio';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the People screen', () => {
  it('invites someone: field messages first, nothing sent; then the invitation waits to be accepted', async () => {
    const { server, user } = renderStudio({ key: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Meera Iyer/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter an e-mail address like name@shop.in');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter their name');
    expect(server.log()).not.toContain('POST admin/studio/staff/invitations');

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'Ravi@Shop.test');
    await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await user.selectOptions(screen.getByLabelText('Role'), 'Merchandiser');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const waiting = await screen.findByRole('region', { name: 'Waiting to accept' });
    expect(waiting).toHaveTextContent('Ravi Kumar ravi@shop.test · Merchandiser');
    expect(server.calls.find((c) => c.path === 'admin/studio/staff/invitations')?.body).toEqual({ email: 'ravi@shop.test', display_name: 'Ravi Kumar', role: 'merchandiser' });
  });

  it('asks before disabling, changes roles, and never offers controls on your own row', async () => {
    const { server, user } = renderStudio({ key: 'staff' });
    const own = (await screen.findByRole('rowheader', { name: /Shop owner/ })).closest('tr');
    expect(own && within(own).queryByRole('button')).toBeNull();
    expect(own).toHaveTextContent('Owner (you)');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Disable Meera Iyer' }));
    expect(server.log()).not.toContain('PATCH admin/studio/staff/2');
    await user.click(screen.getByRole('button', { name: 'Disable Meera Iyer' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Enable Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Meera Iyer/ })).toHaveTextContent('Disabled');

    await user.selectOptions(screen.getByLabelText('Role of Meera Iyer'), 'Support');
    await waitFor(() => expect(server.staff.members.find((m) => m.id === 2)?.role).toBe('support'));
  });

  it('offers only the screens a role can use', async () => {
    renderStudio({ before: (server) => (server.role = 'support') });
    const nav = await screen.findByRole('navigation', { name: 'Configurations' });
    expect(await screen.findByText('Signed in as Test staff · Support')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'People' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Recommendations' })).toBeNull();
  });
});

describe('your account', () => {
  it('makes an API token whose secret shows once, lists it, and revokes it after asking', async () => {
    const { server, user } = renderStudio({ key: 'account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    expect(screen.getByLabelText('What is it for?')).toHaveAccessibleDescription('Say what the token is for');
    expect(server.log()).not.toContain('POST admin/studio/staff/tokens');

    await user.type(screen.getByLabelText('What is it for?'), 'Stock sync');
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Stock sync: copy it now, it is not shown again.vt_${'x'.repeat(43)}`);
    expect(await screen.findByRole('button', { name: 'Revoke Stock sync' })).toBeInTheDocument();

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Revoke Stock sync' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Stock sync' })).toBeNull());
    expect(server.tokens).toEqual([]);
  });
});

describe('two-step sign-in', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const { server, user } = renderStudio({ signedIn: false, before: (s) => (s.signInCode = '654321') });
    await user.type(await screen.findByLabelText('E-mail or user name'), 'merchant');
    await user.type(screen.getByLabelText('Password'), 'test-admin-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code from your authenticator app');
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    await user.type(code, '65x4321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as Shop owner · Owner')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === 'admin/studio/session' && c.method === 'POST').map((c) => c.body)).toEqual([
      { user: 'merchant', password: 'test-admin-pass' },
      { user: 'merchant', password: 'test-admin-pass', code: '654321' },
    ]);
  });

  it('sets up with a QR code and the typed key, confirmed by a code', async () => {
    const { server, user } = renderStudio({ key: 'account' });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code does not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/^On: signing in asks for the code/)).toBeInTheDocument();
    expect(server.twoFactor).toBe(true);
  });
});
