import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { compileCatalogue } from '../../../src/i18n/compile';
import { mergeAreas, readCatalogueFiles } from '../../../src/i18n/catalogue-files';
import { sectionRegistry } from '../../../registry';
import { SearchForm } from '../../../registry/header/parts/SearchForm';
import { diagnostics } from '../../../src/engine/diagnostics';
import { renderProductPage } from '../../components/product/render-product';
import { laptop, soldOutMonitor } from '../../components/product/fixtures';
import { installFakeApi } from '../../components/listing/fake-catalog-api';
import { renderListing } from '../../components/listing/render-listing';
import { patternOf, renderPattern } from '../../components/patterns/render-pattern';
import { categoryGrid } from '../../../registry/category-grid';
import { productCarousel } from '../../../registry/product-carousel';
import { heroBanner } from '../../../registry/hero-banner';
import { catalogFallback, fixtureProduct } from '../../../stories/support/catalog-fixtures';
import { CATALOG_PATH_PREFIX, catalogPaths } from '../../../schemas/api/catalog';
import { withCatalogLocale } from '../../../schemas/api/catalog-translations';
import WishlistPage from '../../../src/features/wishlist/WishlistPage';
import type { StoredUser } from '../../../src/state/session';
import { renderShop } from '../../components/cart/harness';

/**
 * The browse → product journey in Hindi: the catalogue's own words come from
 * hi-IN, while product names, brands and configured titles stay as the data
 * has them, and prices keep the ₹1,23,456.00 form.
 */
const hindi = compileCatalogue(mergeAreas('hi-IN', readCatalogueFiles()['hi-IN'] ?? {}));
const inHindi = ({ children }: { children: ReactNode }) => (
  <I18nProvider locale="hi-IN" messages={hindi}>
    {children}
  </I18nProvider>
);

beforeAll(async () => {
  for (const name of ['product-listing', 'product-filters']) {
    for (const pattern of Object.values(sectionRegistry[name]?.patterns ?? {})) await pattern.load();
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  diagnostics.clearScope('products');
  document.title = '';
});

describe('product page in Hindi', () => {
  it('shows the buy box, stock, options and sections in Hindi with en-IN style prices', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop], wrapper: inHindi });
    await screen.findByRole('heading', { level: 1, name: laptop.title });
    const box = await screen.findByRole('region', { name: 'कीमत और खरीदने के विकल्प' });

    expect(within(box).getByText('₹64,990.00')).toBeInTheDocument();
    expect(within(box).getByText('35% की छूट')).toBeInTheDocument();
    expect(within(box).getByText('सभी टैक्स शामिल')).toBeInTheDocument();
    expect(within(box).getByText('₹10,832/महीना से शुरू')).toBeInTheDocument();
    expect(within(box).getByText('स्टॉक में है')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: /कार्ट में डालें/ })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'अभी खरीदें' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: `${laptop.title} को विशलिस्ट में जोड़ें` })).toBeInTheDocument();
    expect(within(box).getByText('संख्या')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'स्पेसिफ़िकेशन' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ब्रेडक्रम्ब' })).toHaveTextContent('होम');

    // No English left in the buy box's own words.
    expect(within(box).queryByText('Inclusive of all taxes')).toBeNull();
    expect(within(box).queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('says a sold-out product is out of stock in Hindi', async () => {
    renderProductPage({ path: `/product/${soldOutMonitor.id}/${soldOutMonitor.slug}`, products: [soldOutMonitor], wrapper: inHindi });
    const box = await screen.findByRole('region', { name: 'कीमत और खरीदने के विकल्प' });
    expect(within(box).getAllByText('स्टॉक में नहीं').length).toBeGreaterThan(0);
    expect(within(box).queryByRole('button', { name: 'अभी खरीदें' })).toBeNull();
  });

  it('shows the not-found page in Hindi', async () => {
    renderProductPage({ path: '/product/999/missing', products: [laptop], wrapper: inHindi });
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोडक्ट नहीं मिला' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'सभी प्रोडक्ट देखें' }).length).toBeGreaterThan(0);
  });
});

describe('listing page in Hindi', () => {
  it('names the page, counts, sorts, filters and pages in Hindi', async () => {
    installFakeApi();
    renderListing('/products', inHindi);
    expect(screen.getByRole('heading', { level: 1, name: 'सभी प्रोडक्ट' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('30 प्रोडक्ट में से 1–24 दिखाए जा रहे हैं')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByLabelText('इसके अनुसार क्रमबद्ध करें')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'कीमत: कम से ज़्यादा' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'पेज' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'अगला पेज' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^ब्रांड/ }).length).toBeGreaterThan(0);
    // Prices on the cards keep the lakh grouping and two decimals.
    expect(screen.getAllByText(/^₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/).length).toBeGreaterThan(0);
  });

  it('tells a search with no results so, in Hindi', async () => {
    installFakeApi();
    renderListing('/products?q=zzzzqqq', inHindi);
    expect(await screen.findByRole('heading', { name: '“zzzzqqq” के लिए कोई नतीजा नहीं मिला' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी प्रोडक्ट देखें' })).toHaveAttribute('href', '/products');
  });
});

describe('search box in Hindi', () => {
  it('labels the field and groups the suggestions in Hindi', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    installFakeApi();
    render(
      <Provider store={createStore()}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <MemoryRouter>
            <SearchForm placeholder="लैपटॉप, SSD, मॉनिटर खोजें…" />
          </MemoryRouter>
        </SWRConfig>
      </Provider>,
      { wrapper: inHindi },
    );
    await user.type(screen.getByRole('combobox', { name: 'प्रोडक्ट खोजें' }), 'lap');
    const listbox = await screen.findByRole('listbox', { name: 'खोज के सुझाव' });
    expect(within(listbox).getByRole('group', { name: 'प्रोडक्ट' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'कैटेगरी' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ सुझाव$/));
  });
});

/** A Hindi page reads the catalogue in Hindi: the fixtures under the keys its hooks ask for (brands and collections have one name). */
const inHindiKeys = (fallback: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fallback).map(([key, value]) => [
      key.startsWith(CATALOG_PATH_PREFIX) && key !== catalogPaths.brands && key !== catalogPaths.collections ? withCatalogLocale(key, 'hi-IN') : key,
      value,
    ]),
  );

describe('home sections in Hindi', () => {
  it('counts products on category tiles in Hindi, the category names staying as the catalogue has them', async () => {
    await renderPattern(patternOf(categoryGrid, 1), { swr: inHindiKeys(catalogFallback()), wrapper: inHindi });
    const tiles = within(screen.getByRole('list')).getAllByRole('link');
    expect(tiles[0]).toHaveAccessibleName('Laptops 121 प्रोडक्ट');
  });

  it('shows the deal of the day’s saving and call in Hindi, prices in rupees as ever', async () => {
    await renderPattern(patternOf(productCarousel, 2), { swr: inHindiKeys(catalogFallback()), wrapper: inHindi });
    const featured = within(screen.getByRole('list', { name: "Today's hot deals" })).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(featured).getByText('आपकी बचत ₹3,191')).toBeInTheDocument();
    expect(within(featured).getByText('डील देखें')).toBeInTheDocument();
    expect(within(featured).getByText('₹1,299.00')).toBeInTheDocument();
  });

  it('names the hero slider’s controls in Hindi', async () => {
    await renderPattern(patternOf(heroBanner, 1), { wrapper: inHindi });
    expect(screen.getByRole('button', { name: 'पिछली स्लाइड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^3 में से स्लाइड 1$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्लाइड रोकें' })).toBeInTheDocument();
  });
});

describe('wishlist in Hindi', () => {
  const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['password'] };
  const json = (data: unknown) => new Response(JSON.stringify({ status: true, message: '', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

  it('shows the saved products’ stock, options and remove buttons in Hindi', async () => {
    const saved = [fixtureProduct(107), fixtureProduct(114)];
    const layout = [{ section_name: 'wishlist-items', visibility: 'Y', other_configration: JSON.stringify({ pattern: 2 }) }];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://shop.test').pathname;
      if (path.endsWith('website-page/wishlist')) return json(layout);
      if (path.endsWith('website/wishlist/wishlist-items')) return json(saved.map((product, i) => ({ id: i + 1, product_id: product.id, added_at: '2024-11-10T10:00:00.000Z', product })));
      return new Response(JSON.stringify({ status: false, message: 'Not found', error: 'Not found' }), { status: 404 });
    });
    renderShop(
      <I18nProvider locale="hi-IN" messages={hindi}>
        <WishlistPage />
      </I18nProvider>,
      { user: asha, path: '/wishlist' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'विशलिस्ट' })).toBeInTheDocument();
    expect(await screen.findByText('स्टॉक में है')).toBeInTheDocument();
    expect(screen.getByText('स्टॉक में नहीं', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्टॉक में नहीं' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /को विशलिस्ट से हटाएँ$/ })).toHaveLength(2);
    expect(screen.getAllByText(/^₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/).length).toBeGreaterThan(0);
  });
});
