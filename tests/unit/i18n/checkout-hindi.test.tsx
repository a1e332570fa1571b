import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType, ReactNode } from 'react';
import { cartItemSchema, type CartItem } from '../../../schemas/api/cart';
import { sectionRegistry } from '../../../registry';
import type { PatternDefinition } from '../../../registry/types';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { compileCatalogue } from '../../../src/i18n/compile';
import { mergeAreas, readCatalogueFiles } from '../../../src/i18n/catalogue-files';
import { CartViewProvider, type CartView } from '../../../src/features/cart/CartContext';
import LoginPopup from '../../../src/features/auth/LoginPopup';
import { loginPopupAtom } from '../../../src/state/session';
import { fixtureCartLines } from '../../../stories/support/cart-fixtures';
import { CheckoutStoryProvider, fixtureAddresses } from '../../../stories/support/checkout-fixtures';
import { AddressCard } from '../../../src/features/addresses/AddressCard';
import { patternOf, renderPattern } from '../../components/patterns/render-pattern';

const hindi = compileCatalogue(mergeAreas('hi-IN', readCatalogueFiles()['hi-IN'] ?? {}));

function InHindi({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="hi-IN" messages={hindi}>
      {children}
    </I18nProvider>
  );
}

/** Indian grouping with paise, as useFormat writes money in either language. */
const RUPEES = /^−?\s?₹\d{1,2}(,\d{2})*,?\d{1,3}\.\d{2}$/;

/** A registered pattern rendered as the engine does, inside a Hindi page and the given section provider. */
async function renderSection(section: string, pattern: number, Around: ComponentType<{ children: ReactNode }>) {
  const definition = sectionRegistry[section];
  if (!definition) throw new Error(`${section} is not registered`);
  const Bound = await patternOf(definition, pattern).load();
  const wrapped: PatternDefinition = {
    ...patternOf(definition, pattern),
    load: async () =>
      function InHindiSection(props: { config: Record<string, unknown> }) {
        return (
          <InHindi>
            <Around>
              <Bound {...props} />
            </Around>
          </InHindi>
        );
      },
  };
  return renderPattern(wrapped);
}

function cartOf(lines: CartItem[]) {
  const done = () => Promise.resolve(true);
  const view: CartView = {
    lines,
    error: undefined,
    signedIn: false,
    actions: { add: done, setQuantity: () => {}, remove: done, clear: done },
    moveToWishlist: done,
    retry: () => {},
  };
  return function WithCart({ children }: { children: ReactNode }) {
    return <CartViewProvider value={view}>{children}</CartViewProvider>;
  };
}

const base = fixtureCartLines[2];
if (!base) throw new Error('the cart fixtures lost a line');
const cartLines = [
  cartItemSchema.parse({ ...base, id: 1, product_id: 1, price: 1_00_000_00, mrp: 1_12_300_00, qty: 1, title: 'Product 1', slug: 'product-1' }),
  cartItemSchema.parse({ ...base, id: 2, product_id: 2, price: 11_728_00, mrp: 12_000_00, qty: 2, title: 'Product 2', slug: 'product-2' }),
];

describe('signing in, in Hindi', () => {
  it('asks for the mobile number in Hindi and refuses an empty one in Hindi', () => {
    const store = createStore();
    store.set(loginPopupAtom, { view: 'mobile' });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <InHindi>
            <LoginPopup />
          </InHindi>
        </MemoryRouter>
      </Provider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'लॉग इन करें या साइन अप करें' });
    expect(within(dialog).getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ई-मेल से लॉग इन करें' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OTP भेजें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('मोबाइल नंबर डालना ज़रूरी है!');
    expect(within(dialog).queryByText(/Send OTP|Mobile number/)).toBeNull();
  });
});

describe('the cart, in Hindi', () => {
  it('shows its lines, price details and actions in Hindi, with rupees in Indian grouping', async () => {
    await renderSection('cart-items', 1, cartOf(cartLines));
    expect(screen.getByText('(3 आइटम)')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Product \d हटाएँ$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'कार्ट खाली करें' })).toBeInTheDocument();
    const total = screen.getByText('कुल देय राशि').closest('div')?.querySelector('dd')?.textContent ?? '';
    expect(total).toBe('₹1,23,456.00');
    expect(screen.getByText('कीमत (3 आइटम)').closest('div')?.querySelector('dd')?.textContent).toMatch(RUPEES);
    expect(screen.getByText('इस ऑर्डर पर आप ₹12,844.00 बचा रहे हैं')).toBeInTheDocument();
    expect(screen.queryByText(/Total payable|Clear cart|Remove/)).toBeNull();
  });
});

describe('checkout, in Hindi', () => {
  it('offers the payment methods in Hindi, with the amount to pay in rupees', async () => {
    await renderSection('checkout-payment', 1, CheckoutStoryProvider);
    expect(screen.getByRole('radio', { name: /ऑनलाइन पेमेंट/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /पार्ट पेमेंट/ })).toBeInTheDocument();
    expect(screen.getByText('UPI, कार्ड, नेट बैंकिंग और वॉलेट')).toBeInTheDocument();
    expect(screen.getByText('वॉलेट बैलेंस इस्तेमाल करें')).toBeInTheDocument();
    // The button's word is the merchandiser's (configuration); the amount is the page's money.
    expect(screen.getByRole('button', { name: /₹[\d,]+\.\d{2}$/ }).textContent).toMatch(/₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/);
    expect(screen.queryByText(/Online Payment|Cash on Delivery/)).toBeNull();
  });

  it('sums the order up in Hindi, every figure in rupees', async () => {
    await renderSection('checkout-summary', 1, CheckoutStoryProvider);
    const figure = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent ?? '';
    for (const label of ['कुल MRP', 'MRP पर बचत', 'कुल देय राशि', 'GST शामिल']) expect(figure(label), label).toMatch(RUPEES);
    expect(figure('डिलीवरी')).toBe('मुफ़्त');
    expect(screen.queryByText(/Total payable|GST included/)).toBeNull();
  });

  it('tells the delivery zone and days in Hindi', async () => {
    await renderSection('checkout-delivery', 1, CheckoutStoryProvider);
    expect(screen.getByText('लोकल डिलीवरी')).toBeInTheDocument();
    expect(screen.getByText('411041 पर 2 दिन में डिलीवरी')).toBeInTheDocument();
  });

  it('lists the addresses in Hindi, the one out of reach with its reason', async () => {
    await renderSection('checkout-address', 1, CheckoutStoryProvider);
    expect(screen.getByText('डिफ़ॉल्ट')).toBeInTheDocument();
    expect(screen.getByText('माफ़ करें, हम अभी इस PIN कोड पर डिलीवरी नहीं करते')).toBeInTheDocument();
  });

  it('offers the coupons in Hindi', async () => {
    await renderSection('checkout-coupons', 1, CheckoutStoryProvider);
    expect(screen.getByRole('button', { name: 'WELCOME10 लागू करें' })).toHaveTextContent('लागू करें');
    expect(screen.getByText('₹1,500.00 बचाएँ')).toBeInTheDocument();
  });
});

describe('saved addresses, in Hindi', () => {
  it('shows an address card with its type, landmark, actions and delivery refusal in Hindi', () => {
    const [home, , far] = fixtureAddresses;
    if (!home || !far) throw new Error('the address fixtures lost an address');
    render(
      <MemoryRouter>
        <InHindi>
          <AddressCard address={home} busy={null} onDelete={() => {}} onMakeDefault={() => {}} />
          <AddressCard address={far} busy={null} onDelete={() => {}} onMakeDefault={() => {}} />
        </InHindi>
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Priya Sharma, घर' });
    expect(within(card).getByText('डिफ़ॉल्ट')).toBeInTheDocument();
    // The landmark is the shopper's words; the way it is introduced is the page's.
    expect(within(card).getByText(/^.+ के पास$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Priya Sharma, घर का पता बदलें' })).toHaveTextContent('बदलें');
    const other = screen.getByRole('article', { name: 'Ramesh Sharma, अन्य' });
    expect(within(other).getByText('यहाँ डिलीवरी नहीं होती।')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Ramesh Sharma, अन्य का पता डिफ़ॉल्ट बनाएँ' })).toBeInTheDocument();
  });
});
