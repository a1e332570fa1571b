import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { PROFILE_MESSAGES } from '../../../schemas/api/profile';
import MyAccountPage from '../../../src/features/account/MyAccountPage';
import { userAtom, type StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';
import { renderApp, testBootstrap } from '../app/render-app';
import { FakeApi, ok } from '../content/fake-api';

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
  it('shows name, mobile and e-mail, and saves an edited name to the server and the stored info', async () => {
    const { store } = renderShop(<MyAccountPage />, { user: asha, path: '/my-account' });
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Asha');
    expect(profile).toHaveTextContent('+91 9876543210');
    expect(profile).toHaveTextContent('asha@example.in');

    fireEvent.click(within(profile).getByRole('button', { name: 'Edit name' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(PROFILE_MESSAGES.fnameRequired);
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Kulkarni' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('button', { name: 'Edit name' })).toBeInTheDocument();
    expect(Object.fromEntries(api.requests.find((r) => r.method === 'PUT')?.form ?? [])).toEqual({ user_id: '7', fname: 'Asha', lname: 'Kulkarni' });
    expect(store.get(userAtom)).toMatchObject({ fname: 'Asha', lname: 'Kulkarni' });
    expect(JSON.parse(localStorage.getItem('info') ?? '{}')).toMatchObject({ id: 7, fname: 'Asha', lname: 'Kulkarni' });
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Hello, Asha Kulkarni');
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
