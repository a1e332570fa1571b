import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import WalletPage from '../../../src/features/wallet/WalletPage';
import ReferEarnPage from '../../../src/features/referrals/ReferEarnPage';
import MyReferralsPage from '../../../src/features/referrals/MyReferralsPage';
import type { StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';

const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['password'] };
const LINK = 'http://shop.test/?ref=ASHA7RAO';

function reply(status: number, data: unknown) {
  return new Response(JSON.stringify(status === 200 ? { status: true, message: '', data } : { status: false, message: 'Not found', error: 'Not found' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The wallet and referral calls for Asha; everything else (shop configuration) is missing, so every module counts as on. */
function fakeServer(wallet: unknown, referrals: unknown) {
  const paths: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = url.pathname.replace('/api/', '');
    paths.push(`${path}${url.search}`);
    if (path === 'website/wallet') return Promise.resolve(reply(200, wallet));
    if (path === 'website/referrals') return Promise.resolve(reply(200, referrals));
    return Promise.resolve(reply(404, null));
  };
  return { fetch, paths };
}

const referrals = {
  code: 'ASHA7RAO',
  link: LINK,
  rules: { referrer_reward_paise: 200_00, welcome_credit_paise: 100_00 },
  referrals: [
    { name: 'Vikram S.', joined_at: '2026-11-02T10:00:00.000Z', status: 'pending', reward_paise: 200_00 },
    { name: 'Meera I.', joined_at: '2026-10-01T10:00:00.000Z', status: 'paid', reward_paise: 200_00 },
  ],
};

beforeEach(() => {
  act(() => toast.remove());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wallet page', () => {
  it('shows the balance and the ledger in en-IN, credits and debits told apart', async () => {
    const server = fakeServer(
      {
        balance_paise: 1_23_456_00,
        entries: [
          { id: 2, amount_paise: -2_999_00, kind: 'order_payment', description: 'Paid for order CB1', balance_after_paise: 1_23_456_00, created_at: '2026-11-20T10:00:00.000Z' },
          { id: 1, amount_paise: 1_26_455_00, kind: 'refund', description: '', balance_after_paise: 1_26_455_00, created_at: '2026-11-19T10:00:00.000Z' },
        ],
        page: 1,
        page_count: 1,
        total: 2,
      },
      referrals,
    );
    vi.stubGlobal('fetch', server.fetch);
    renderShop(<WalletPage />, { user: asha, path: '/wallet' });
    expect(await screen.findByText('₹1,23,456.00')).toBeInTheDocument();
    expect(server.paths).toContain('website/wallet?user_id=7&page=1');
    const items = within(screen.getByRole('list', { name: 'Wallet activity' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Paid for order CB1');
    expect(items[0]).toHaveTextContent('Debit −₹2,999.00');
    // An entry without a description reads as its kind.
    expect(items[1]).toHaveTextContent('Refund');
    expect(items[1]).toHaveTextContent('Credit +₹1,26,455.00');
    expect(screen.getByRole('link', { name: 'Redeem a gift card' })).toHaveAttribute('href', '/add/gift-card');
  });

  it('shows an empty state for a wallet with no activity', async () => {
    vi.stubGlobal('fetch', fakeServer({ balance_paise: 0, entries: [], page: 1, page_count: 1, total: 0 }, referrals).fetch);
    renderShop(<WalletPage />, { user: asha, path: '/wallet' });
    expect(await screen.findByRole('heading', { name: 'No wallet activity yet' })).toBeInTheDocument();
    expect(screen.getByText('₹0.00')).toBeInTheDocument();
    // One way to redeem, not the same button twice (balance card and empty state).
    const redeem = screen.getAllByRole('link', { name: /gift card/i });
    expect(redeem.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Redeem a gift card', '/add/gift-card']]);
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });
});

describe('refer and earn', () => {
  it('shows the code, the link and the rules; Copy puts the link on the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    vi.stubGlobal('fetch', fakeServer(null, referrals).fetch);
    renderShop(<ReferEarnPage />, { user: asha, path: '/refer-earn' });
    expect(await screen.findByText('ASHA7RAO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(screen.getByText(/get ₹100.00 welcome credit/)).toBeInTheDocument();
    expect(screen.getByText(/you earn ₹200.00 in your wallet/)).toBeInTheDocument();
    // No Web Share API here: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shares through the Web Share API when the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn() }, share });
    vi.stubGlobal('fetch', fakeServer(null, referrals).fetch);
    renderShop(<ReferEarnPage />, { user: asha, path: '/refer-earn' });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK })));
  });

  it('lists the friends who joined and the status of each reward', async () => {
    vi.stubGlobal('fetch', fakeServer(null, referrals).fetch);
    renderShop(<MyReferralsPage />, { user: asha, path: '/my-referrals' });
    const list = await screen.findByRole('list', { name: 'Friends who joined with your code' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Vikram S.');
    expect(rows[0]).toHaveTextContent('Reward pending');
    expect(rows[1]).toHaveTextContent('Meera I.');
    expect(rows[1]).toHaveTextContent('Reward paid');
  });
});
