import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { compileCatalogue } from '../../../src/i18n/compile';
import { mergeAreas, readCatalogueFiles } from '../../../src/i18n/catalogue-files';
import MyAccountPage from '../../../src/features/account/MyAccountPage';
import OrdersPage from '../../../src/features/orders/OrdersPage';
import OrderDetailPage from '../../../src/features/orders/OrderDetailPage';
import { ReturnForm } from '../../../src/features/orders/ReturnForm';
import WalletPage from '../../../src/features/wallet/WalletPage';
import GiftCardOrdersPage from '../../../src/features/gift-cards/GiftCardOrdersPage';
import ReferEarnPage from '../../../src/features/referrals/ReferEarnPage';
import ReturnPolicyPage from '../../../src/features/content/ReturnPolicyPage';
import { OfflineNotice } from '../../../src/features/offline/OfflineNotice';
import { renderShop } from '../../components/cart/harness';
import { asha, fakeApi, sampleOrder } from '../../components/orders/order-samples';
import { restoreBrowserOnline, setBrowserOnline } from '../../components/offline/network';

const hindi = compileCatalogue(mergeAreas('hi-IN', readCatalogueFiles()['hi-IN'] ?? {}));
const inHindi = (ui: ReactNode) => (
  <I18nProvider locale="hi-IN" messages={hindi}>
    {ui}
  </I18nProvider>
);

/** The shopper's order list, wallet and referrals, in the envelope the API answers with. */
function stubApi() {
  const summary = (id: number) => ({
    id,
    order_number: `CB${id}`,
    status: 'delivered',
    payment_method: 'online',
    payment_status: 'paid',
    total_paise: 1_23_456_00,
    item_count: 2,
    created_at: '2026-11-20T06:30:00.000Z',
    first_item: { title: 'Aurora Mouse', image: { url: '/media/catalog/product-9-1.svg', alt: 'Aurora Mouse', width: 800, height: 800 } },
    promised_date: '2026-11-22',
    delivered_at: '2026-11-21T10:00:00.000Z',
  });
  const api = fakeApi({
    'GET website/orders': () => ({ body: { orders: [summary(1), summary(2)], page: 1, page_count: 2, total: 12 } }),
    'GET website/orders/41': () => ({ body: sampleOrder() }),
    'GET website/wallet': () => ({
      body: {
        balance_paise: 1_23_456_00,
        entries: [{ id: 1, amount_paise: 1_26_455_00, kind: 'refund', description: '', balance_after_paise: 1_23_456_00, created_at: '2026-11-19T10:00:00.000Z' }],
        page: 1,
        page_count: 1,
        total: 1,
      },
    }),
    'GET website/gift-cards/orders': () => ({ body: [] }),
    'GET website/referrals': () => ({
      body: { code: 'ASHA7RAO', link: 'http://shop.test/?ref=ASHA7RAO', rules: { referrer_reward_paise: 200_00, welcome_credit_paise: 100_00 }, referrals: [] },
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
}

afterEach(() => {
  vi.unstubAllGlobals();
  restoreBrowserOnline();
});

describe("the shopper's account in Hindi", () => {
  it('my account: heading, greeting, profile and the account links', () => {
    stubApi();
    renderShop(inHindi(<MyAccountPage />), { user: asha, path: '/my-account' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeInTheDocument();
    expect(screen.getByText('नमस्ते, Asha')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'प्रोफ़ाइल' });
    expect(within(profile).getByRole('button', { name: 'प्रोफ़ाइल बदलें' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('मोबाइल');
    expect(screen.getByRole('link', { name: /ऑर्डर.*ट्रैक करें, लौटाएँ या फिर से खरीदें/ })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: /वॉलेट/ })).toHaveAttribute('href', '/wallet');
    expect(screen.queryByText('Your account')).toBeNull();
  });

  it('orders list: cards, status filters, money in ₹1,23,456.00 and the pager', async () => {
    stubApi();
    renderShop(inHindi(<OrdersPage />), { user: asha, path: '/orders' });
    expect(await screen.findByRole('heading', { name: 'ऑर्डर CB1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    expect(screen.getAllByText('Aurora Mouse और 1 अन्य')).toHaveLength(2);
    expect(screen.getAllByText('₹1,23,456.00')).toHaveLength(2);
    expect(screen.getAllByText('डिलीवर हुआ').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'ऑर्डर CB2 देखें' })).toHaveAttribute('href', '/order/2');
    expect(screen.getByText('पेज 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeInTheDocument();
  });

  it('order detail: actions, panels and the payment summary', async () => {
    stubApi();
    renderShop(
      inHindi(
        <Routes>
          <Route path="/order/:saleId" element={<OrderDetailPage />} />
        </Routes>,
      ),
      { user: asha, path: '/order/41' },
    );
    expect(await screen.findByRole('heading', { name: 'ऑर्डर CB26ABC123' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'इनवॉइस' })).toHaveAttribute('href', '/order/invoice/41');
    expect(screen.getByRole('heading', { name: 'ट्रैकिंग' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ऑर्डर CB26ABC123 की प्रगति' })).toBeInTheDocument();
    expect(screen.getByText('पैक हुआ')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर की कुल राशि')).toBeInTheDocument();
    expect(screen.getByText(/^मात्रा 1 × ₹54,999\.00$/)).toBeInTheDocument();
  });

  it('return form: its labels, reasons and its own checks', () => {
    renderShop(inHindi(<ReturnForm userId={7} kind="return" itemId={301} item={{ title: 'Aurora Laptop 14', qty: 1 }} addresses={[]} />), {
      user: asha,
      path: '/order/return/301',
    });
    expect(screen.getByLabelText('वजह')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'गलत आइटम डिलीवर हुआ' })).toHaveValue('Wrong item delivered');
    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न की रिक्वेस्ट करें' }));
    expect(screen.getAllByText('वजह चुनें').length).toBe(2);
    expect(screen.getByText('पिकअप का पता चुनें')).toBeInTheDocument();
  });

  it('wallet, gift card orders and refer-and-earn', async () => {
    stubApi();
    const wallet = renderShop(inHindi(<WalletPage />), { user: asha, path: '/wallet' });
    expect(await screen.findByRole('heading', { name: 'उपलब्ध बैलेंस' })).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456.00')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'वॉलेट के लेन-देन' })).getByRole('listitem')).toHaveTextContent('जमा +₹1,26,455.00');
    wallet.unmount();

    const cards = renderShop(inHindi(<GiftCardOrdersPage />), { user: asha, path: '/gift-card/orders' });
    expect(await screen.findByRole('heading', { name: 'अभी तक कोई गिफ़्ट कार्ड नहीं' })).toBeInTheDocument();
    cards.unmount();

    renderShop(inHindi(<ReferEarnPage />), { user: asha, path: '/refer-earn' });
    expect(await screen.findByRole('heading', { name: 'आपका रेफ़रल कोड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
    expect(screen.getByText('उनका पहला ऑर्डर डिलीवर होने पर आपके वॉलेट में ₹200.00 आते हैं।')).toBeInTheDocument();
  });

  it('the return policy and the offline notice', () => {
    renderShop(inHindi(<ReturnPolicyPage />), { path: '/return-replace-privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'रिटर्न और रिप्लेसमेंट पॉलिसी' })).toBeInTheDocument();
    expect(screen.getByText('7 दिन')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/orders');

    setBrowserOnline(false);
    renderShop(inHindi(<OfflineNotice />));
    expect(screen.getByText(/^आप ऑफ़लाइन हैं/)).toBeInTheDocument();
  });
});
