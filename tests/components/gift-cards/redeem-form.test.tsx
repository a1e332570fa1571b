import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import AddGiftCardPage from '../../../src/features/gift-cards/AddGiftCardPage';
import type { StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';
import { fakeServer, reply } from './fake-gift-card-server';

const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['password'] };

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function open(redeem?: () => Response) {
  const server = fakeServer({ redeem });
  vi.stubGlobal('fetch', server.fetch);
  renderShop(<AddGiftCardPage />, { user: asha, path: '/add/gift-card' });
  return server;
}

async function enter(code: string, pin: string) {
  fireEvent.change(await screen.findByLabelText('Gift card code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to wallet' }));
}

describe('redeem a gift card', () => {
  it('checks the shape of the code and PIN before calling the server', async () => {
    const server = open();
    await enter('ABCD-1234', '123456');
    expect(screen.getByRole('alert').textContent).toBe('Enter the 16-character code from the e-mail');
    await enter('ABCD-EFGH-JKMN-PQRT', '12345');
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit PIN');
    expect(server.calls.some((c) => c.path === 'website/gift-cards/redeem')).toBe(false);
  });

  it('shows the new balance and a link to the wallet', async () => {
    const server = open(() => reply(200, { amount_paise: 2_000_00, balance_paise: 2_500_00 }, 'Gift card added to your wallet'));
    await enter(' abcd-efgh-jkmn-pqrt ', '123456');
    expect(await screen.findByText(/₹2,000\.00 added to your wallet/)).toBeTruthy();
    expect(screen.getByText('₹2,500.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my wallet' }).getAttribute('href')).toBe('/wallet');
    expect(server.calls.find((c) => c.path === 'website/gift-cards/redeem')?.fields).toEqual({ user_id: '7', code: 'abcd-efgh-jkmn-pqrt', pin: '123456' });
  });

  it.each([
    [400, 'The code or PIN is not right'],
    [409, 'This gift card has already been used'],
    [429, 'Too many wrong tries. Try again in 42 minutes.'],
  ])('shows the server\'s %i answer', async (status, message) => {
    open(() => reply(status, null, message));
    await enter('ABCD-EFGH-JKMN-PQRT', '123456');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Add to wallet' })).toBeTruthy();
  });
});
