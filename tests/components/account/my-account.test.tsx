import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { PROFILE_MESSAGES } from '../../../schemas/api/profile';
import MyAccountPage from '../../../src/features/account/MyAccountPage';
import { userAtom, type StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';
import { renderApp, testBootstrap } from '../app/render-app';
import { FakeApi, ok, refuse } from '../content/fake-api';

const asha: StoredUser = { id: 7, fname: 'Asha', lname: '', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['phone'] };

let api: FakeApi;

beforeEach(() => {
  act(() => toast.remove());
  api = new FakeApi().on('PUT', 'website/user/profile', ({ form }) =>
    ok({ ...asha, fname: form.get('fname') ?? '', lname: form.get('lname') ?? '' }, PROFILE_MESSAGES.saved),
  );
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/my-account profile', () => {
  it('shows name, mobile and e-mail, and saves edited names and e-mail to the server and the stored info', async () => {
    api.on('PUT', 'website/user/profile', ({ form }) =>
      ok({ ...asha, fname: form.get('fname') ?? '', lname: form.get('lname') ?? '', email: form.get('email') ?? '' }, PROFILE_MESSAGES.saved),
    );
    const { store } = renderShop(<MyAccountPage />, { user: asha, path: '/my-account' });
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Asha');
    expect(profile).toHaveTextContent('+91 9876543210');
    expect(profile).toHaveTextContent('asha@example.in');

    fireEvent.click(within(profile).getByRole('button', { name: 'Edit profile' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'asha@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(PROFILE_MESSAGES.fnameRequired);
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(expect.stringContaining(PROFILE_MESSAGES.emailFormat));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Kulkarni' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: ' Asha.K@Example.in ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(Object.fromEntries(api.requests.find((r) => r.method === 'PUT')?.form ?? [])).toEqual({
      user_id: '7',
      fname: 'Asha',
      lname: 'Kulkarni',
      email: 'asha.k@example.in',
    });
    expect(store.get(userAtom)).toMatchObject({ fname: 'Asha', lname: 'Kulkarni', email: 'asha.k@example.in' });
    expect(JSON.parse(localStorage.getItem('info') ?? '{}')).toMatchObject({ id: 7, fname: 'Asha', lname: 'Kulkarni' });
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('asha.k@example.in');
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Hello, Asha');
  });

  it("shows the server's answer for an e-mail another account uses under the e-mail field, and keeps the form", async () => {
    api.on('PUT', 'website/user/profile', () => refuse(409, PROFILE_MESSAGES.emailTaken));
    renderShop(<MyAccountPage />, { user: asha, path: '/my-account' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'vikram@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(expect.stringContaining(PROFILE_MESSAGES.emailTaken)));
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('keeps the sign-in e-mail of a password account as it is, and sends only the names', async () => {
    const meera: StoredUser = { ...asha, fname: 'Meera', email: 'meera@example.in', providers: ['password'] };
    renderShop(<MyAccountPage />, { user: meera, path: '/my-account' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('meera@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'Edit profile' });
    expect(Object.fromEntries(api.requests.find((r) => r.method === 'PUT')?.form ?? [])).toEqual({ user_id: '7', fname: 'Meera', lname: '' });
  });

  it('asks for a name instead of greeting "there"', () => {
    renderShop(<MyAccountPage />, { user: { ...asha, fname: '' }, path: '/my-account' });
    const lead = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(lead).toHaveTextContent('Add your name below');
    expect(lead).not.toHaveTextContent('there');
  });
});

describe('module switches', () => {
  const modules = (wallet: 'Y' | 'N') => [
    { module_name: 'WALLET', status: wallet },
    { module_name: 'gift-card', status: 'Y' },
  ];

  it('switching wallet off (any capitals) shows Page Not Found at /wallet', async () => {
    renderApp('/wallet', testBootstrap({ modules: modules('N') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('hides the wallet link on /my-account when off and shows it when on', async () => {
    const off = renderApp('/my-account', testBootstrap({ modules: modules('N') }));
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('link', { name: /^Wallet/ })).not.toBeInTheDocument();
    // Nor anywhere in the shell's menus.
    expect(screen.queryByRole('link', { name: /Wallet/ })).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: /^Gift cards/ })).toHaveAttribute('href', '/gift-card/orders');
    off.unmount();

    renderApp('/my-account', testBootstrap({ modules: modules('Y') }));
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: /^Wallet/ })).toHaveAttribute('href', '/wallet');
  });
});
