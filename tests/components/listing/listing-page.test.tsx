import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sectionRegistry } from '../../../registry';
import { diagnostics } from '../../../src/engine/diagnostics';
import { entry, installFakeApi } from './fake-catalog-api';
import { renderListing } from './render-listing';

// The sections' chunks load once here, so no test's timing includes compiling them.
beforeAll(async () => {
  for (const name of ['product-listing', 'product-filters']) {
    for (const pattern of Object.values(sectionRegistry[name]?.patterns ?? {})) await pattern.load();
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  diagnostics.clearScope('products');
});

const location = () => screen.getByTestId('location').textContent;
const productList = () => screen.getByRole('region', { name: 'Products' });
const cardTitles = () => within(productList()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

function cardTitled(title: RegExp): HTMLElement {
  const card = within(productList())
    .getAllByRole('article')
    .find((c) => title.test(within(c).getByRole('heading', { level: 3 }).textContent ?? ''));
  if (!card) throw new Error(`no card titled ${title}`);
  return card;
}

async function waitForProducts() {
  await waitFor(() => expect(within(productList()).getAllByRole('article').length).toBeGreaterThan(0), { timeout: 5000 });
}

describe('listing page: what the URL asks for is what the API gets', () => {
  it('lists all products with a count, a title and the document title', async () => {
    installFakeApi();
    renderListing('/products');
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
    await waitForProducts();
    expect(screen.getByText('Showing 1–24 of 30 products')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(24);
    await waitFor(() => expect(document.title).toBe('All products | Circuit Bazaar'));
  });

  it('sends prices in paise while the URL keeps rupees', async () => {
    const api = installFakeApi();
    renderListing('/products?min=20000&max=80000');
    await waitForProducts();
    expect(api.listRequests()).toContain('?price_min=2000000&price_max=8000000');
    expect(location()).toBe('/products?min=20000&max=80000');
    // The desktop panel and the phone's bar each show the chip; CSS shows one of them.
    expect(screen.getAllByRole('button', { name: 'Remove filter: ₹20,000 – ₹80,000' }).length).toBeGreaterThan(0);
  });

  it('drops invalid URL values and replaces the URL with the canonical one', async () => {
    const api = installFakeApi();
    renderListing('/products?page=abc&min=-5&brand=HP,bad!!&sort=cheapest&utm_source=mail');
    await waitFor(() => expect(location()).toBe('/products?brand=hp'));
    await waitForProducts();
    expect(api.listRequests().every((qs) => !qs.includes('cheapest') && !qs.includes('page=abc'))).toBe(true);
    expect(api.listRequests()).toContain('?brand=hp');
    expect(screen.getByText('Showing 2 products')).toBeInTheDocument();
  });

  it('a category id that is not a number shows "not found" with a way on, never a blank page', async () => {
    installFakeApi();
    renderListing('/category/laptops/abc');
    expect(screen.getByRole('heading', { name: 'We couldn’t find this category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/products');
  });
});

describe('filters, sort and pages live in the URL', () => {
  it('ticking a brand writes it to the URL and starts again from page 1; Back restores the page', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderListing('/products?page=2');
    await waitForProducts();
    expect(screen.getByText('Showing 25–30 of 30 products')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('checkbox', { name: /^HP/ }));
    expect(location()).toBe('/products?brand=hp');
    await waitFor(() => expect(screen.getByText('Showing 2 products')).toBeInTheDocument());
    expect(cardTitles().every((t) => t?.startsWith('HP'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/products?page=2');
    await waitFor(() => expect(screen.getByText('Showing 25–30 of 30 products')).toBeInTheDocument());
    expect(within(panel).getByRole('checkbox', { name: /^HP/ })).not.toBeChecked();
  });

  it('a chip removes its own filter; Clear all removes every filter but keeps the search', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderListing('/products?q=laptop&brand=hp&stock=1');
    await waitForProducts();
    const panel = screen.getByRole('region', { name: 'Filters' });
    const [chip] = within(panel).getAllByRole('button', { name: 'Remove filter: HP' });
    if (!chip) throw new Error('no HP chip');
    await user.click(chip);
    expect(location()).toBe('/products?q=laptop&stock=1');
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/products?q=laptop');
  });

  it('a quick price band is a real link to the filtered URL', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderListing('/category/laptops/1');
    await waitForProducts();
    const panel = screen.getByRole('region', { name: 'Filters' });
    const band = within(panel).getByRole('link', { name: /^Under ₹/ });
    const href = band.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/category\/laptops\/1\?max=\d+$/);
    await user.click(band);
    expect(location()).toBe(href);
    expect(band).toHaveAttribute('aria-current', 'true');
  });

  it('the min–max form applies a rupee range, commas allowed', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderListing('/products');
    await waitForProducts();
    const panel = screen.getByRole('region', { name: 'Filters' });
    await user.type(within(panel).getByRole('textbox', { name: 'Minimum price in rupees' }), '50,000');
    await user.type(within(panel).getByRole('textbox', { name: 'Maximum price in rupees' }), '100000');
    await user.click(within(panel).getByRole('button', { name: 'Go: apply price range' }));
    expect(location()).toBe('/products?min=50000&max=100000');
    await waitFor(() => expect(api.listRequests()).toContain('?price_min=5000000&price_max=10000000'));
  });

  it('sorting by price puts the cheapest first and is kept in the URL', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderListing('/category/laptops/1');
    await waitForProducts();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(location()).toBe('/category/laptops/1?sort=price_asc');
    await waitFor(() => {
      const prices = within(productList())
        .getAllByText(/^Price/)
        .map((el) => Number((el.parentElement?.textContent ?? '').replace(/[^\d.]/g, '')));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  it('pages are numbered links with real hrefs; the current one is marked', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderListing('/products?brand=');
    await waitForProducts();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const next = within(pager).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/products?page=2');
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/products?page=2');
    await waitFor(() => expect(screen.getByText('Showing 25–30 of 30 products')).toBeInTheDocument());
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the old page on screen, dimmed and busy, while the next one loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    installFakeApi();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input).includes('page=2')) await gate;
      return realFetch(input);
    });
    renderListing('/products');
    await waitForProducts();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' }));
    const busyList = within(productList()).getAllByRole('list').find((l) => l.getAttribute('aria-busy') === 'true');
    expect(busyList).toBeDefined();
    expect(cardTitles()).toHaveLength(24);
    release();
    await waitFor(() => expect(cardTitles()).toHaveLength(6));
  });
});

describe('filter counts are the list’s own', () => {
  /** The total the result header shows: "Showing 1–24 of 30 products" → 30. */
  const shownTotal = () => Number(/(\d[\d,]*) products?$/.exec(screen.getByText(/^Showing /).textContent ?? '')?.[1]?.replace(/,/g, ''));
  /** An option's count from its text: "Gaming laptops 2 products" → 2; NaN without one. */
  const countIn = (text: string) => Number(/(\d[\d,]*) products?$/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  const filtersPanel = () => screen.getByRole('region', { name: 'Filters' });
  /** The panel's options that carry a count: links (sub-categories, price bands) and checkboxes' labels (brands, stock). */
  const countedOptions = () => [...filtersPanel().querySelectorAll('a, label')].filter((el) => !Number.isNaN(countIn(el.textContent ?? '')));

  it('sub-categories show how many the list has under the filters in force, not the catalogue’s counts, and empty ones are left out', async () => {
    installFakeApi();
    renderListing('/category/laptops/1?brand=hp');
    await waitForProducts();
    const group = within(filtersPanel()).getByRole('button', { name: 'Category' }).closest('div');
    if (!group) throw new Error('no Category group');
    expect(within(group).getAllByRole('link').map((link) => link.textContent)).toEqual(['All laptops 1 product', 'Gaming laptops 1 product']);
  });

  it('every count in the panel is the total the list shows once that option is applied', async () => {
    const user = userEvent.setup();
    installFakeApi();
    const start = '/category/laptops/1?stock=1';
    renderListing(start);
    await waitForProducts();
    const texts = countedOptions().map((el) => el.textContent ?? '');
    // Sub-categories ("All laptops" and at least one more), price bands, brands and stock all carry counts.
    expect(texts.filter((t) => /laptops \d/.test(t)).length).toBeGreaterThanOrEqual(2);
    expect(texts.filter((t) => t.includes('₹')).length).toBeGreaterThanOrEqual(2);
    expect(texts.filter((t) => t.startsWith('In stock only'))).toHaveLength(1);
    for (const text of texts) {
      const count = countIn(text);
      expect(count, text).toBeGreaterThan(0);
      const option = countedOptions().find((el) => el.textContent === text);
      if (!option) throw new Error(`${text} is gone`);
      const box = option.querySelector('input');
      // An option in force (In stock, All laptops) counts the list as it is.
      if (box?.checked || option.getAttribute('aria-current') === 'true') {
        expect(shownTotal(), text).toBe(count);
        continue;
      }
      await user.click(box ?? option);
      await waitFor(() => expect(shownTotal(), text).toBe(count));
      await user.click(screen.getByRole('button', { name: 'Browser back' }));
      await waitFor(() => expect(location()).toBe(start));
      await waitFor(() => expect(countedOptions().map((el) => el.textContent)).toEqual(texts));
    }
  }, 30_000);
});

describe('empty and error states', () => {
  it('a search with no results says so and offers all products', async () => {
    installFakeApi();
    renderListing('/products?q=zzqx');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “zzqx”' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No results for “zzqx”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/products');
    await waitFor(() => expect(document.title).toBe('Results for “zzqx” | Circuit Bazaar'));
  });

  it('filters that match nothing offer to clear them', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderListing('/products?brand=hp&max=100');
    expect(await screen.findByRole('heading', { name: 'No products match these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/products');
    await waitForProducts();
  });

  it('a failed load shows the server’s message and Retry loads again', async () => {
    const user = userEvent.setup();
    let failing = true;
    installFakeApi({
      override: (path) => (failing && path === 'website/catalog/products' ? { status: 503, body: { status: false, error: 'The catalogue is being updated' } } : undefined),
    });
    renderListing('/products');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The catalogue is being updated');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForProducts();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('page kinds and layout', () => {
  it('a category page is titled from the API and narrows by sub-category links', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderListing('/category/laptops/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laptops' })).toBeInTheDocument();
    await waitForProducts();
    const panel = screen.getByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('link', { name: /^Gaming laptops/ }));
    expect(location()).toMatch(/^\/category\/laptops\/1\?sub=\d+$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming laptops' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Laptops');
    await waitFor(() => expect(document.title).toBe('Gaming laptops | Circuit Bazaar'));
  });

  it('an old category slug is replaced by the current one, keeping the filters', async () => {
    installFakeApi();
    renderListing('/category/notebooks/1?stock=1');
    await waitFor(() => expect(location()).toBe('/category/laptops/1?stock=1'));
  });

  it('hot deals list only hot deals', async () => {
    const api = installFakeApi();
    renderListing('/product/hot-deals');
    expect(screen.getByRole('heading', { level: 1, name: 'Hot deals' })).toBeInTheDocument();
    await waitForProducts();
    expect(api.listRequests()).toContain('?flag=hot_deal');
    expect(within(productList()).getAllByText('Hot deal').length).toBeGreaterThan(0);
  });

  it('with no product-listing section configured, the grid still shows and the fallback is reported', async () => {
    installFakeApi({ layout: [entry('trust-strip', { pattern: 2 }), entry('product-listing', { pattern: 2 }, 'N')] });
    renderListing('/products');
    await waitForProducts();
    expect(document.querySelector('[data-section="product-listing"][data-pattern="1"]')).not.toBeNull();
    expect(diagnostics.all()).toContainEqual(expect.objectContaining({ scope: 'products', reason: 'fallback', section_name: 'product-listing' }));
  });

  it('the list pattern shows stock and savings and an Add to cart for simple products', async () => {
    installFakeApi({ layout: [entry('product-filters', { pattern: 2 }), entry('product-listing', { pattern: 2 })] });
    renderListing('/products');
    await waitForProducts();
    expect(within(productList()).getAllByText('In stock').length).toBeGreaterThan(0);
    expect(within(productList()).getAllByText(/^You save ₹/).length).toBeGreaterThan(0);
    expect(within(productList()).getAllByRole('button', { name: /^Add to cart: / }).length).toBeGreaterThan(0);
  });

  it('a card says "from" when the options cost different amounts, and a list row sends the shopper to choose one', async () => {
    installFakeApi({ layout: [entry('product-filters', { pattern: 2 }), entry('product-listing', { pattern: 2 })] });
    renderListing('/products');
    await waitForProducts();
    const laptop = within(cardTitled(/^ASUS TUF Gaming F15/));
    expect(laptop.getByText('from', { exact: false }).closest('p')).toHaveTextContent(/^Price from ₹74,990\.00/);
    expect(laptop.getByRole('link', { name: /^Choose options/ })).toHaveAttribute('href', expect.stringMatching(/^\/product\/101\//));
    // One price for every option: no "from".
    expect(within(cardTitled(/^Apple MacBook Air/)).getByText('₹1,04,990.00').closest('p')).toHaveTextContent(/^Price ₹1,04,990\.00/);
  });

  it('a sold-out card says so, comes after everything in stock and offers no buying', async () => {
    installFakeApi({ layout: [entry('product-filters', { pattern: 2 }), entry('product-listing', { pattern: 2 })] });
    renderListing('/category/graphics-cards/5');
    await waitForProducts();
    const gpu = within(cardTitled(/^MSI GeForce RTX 4090/));
    expect(gpu.getByText('Out of stock')).toBeInTheDocument();
    // Heard with the card's link, which is how keyboard and screen-reader users meet the card.
    expect(gpu.getByRole('link', { name: /^MSI GeForce RTX 4090/ })).toHaveAccessibleDescription('Out of stock');
    expect(gpu.queryByText('In stock')).toBeNull();
    expect(gpu.queryByRole('button', { name: /^Add to cart/ })).toBeNull();
    expect(cardTitles().at(-1)).toMatch(/^MSI GeForce RTX 4090/);
  });

  it('the top-bar filter opens a panel of brands and toggles In stock', async () => {
    const user = userEvent.setup();
    installFakeApi({ layout: [entry('product-filters', { pattern: 2 }), entry('product-listing', { pattern: 1 })] });
    renderListing('/products');
    await waitForProducts();
    const bar = screen.getByRole('region', { name: 'Filters' });
    await user.click(within(bar).getByRole('button', { name: 'In stock only' }));
    expect(location()).toBe('/products?stock=1');
    expect(within(bar).getByRole('button', { name: 'In stock only' })).toHaveAttribute('aria-pressed', 'true');
    const brand = within(bar).getByRole('button', { name: 'Brand' });
    await user.click(brand);
    expect(brand).toHaveAttribute('aria-expanded', 'true');
    // jsdom has no media queries: the phone's bottom sheet opens.
    const sheet = await screen.findByRole('dialog', { name: 'Brand' });
    await user.click(within(sheet).getByRole('checkbox', { name: /^Dell/ }));
    expect(location()).toBe('/products?brand=dell&stock=1');
    await user.click(within(sheet).getByRole('button', { name: /^Show \d+ products?$/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('breadcrumbs name the page', () => {
  /** The trail as [label, href, aria-current] rows. */
  const trail = () =>
    within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);

  it.each([
    ['/category/graphics-cards/5', [['Graphics cards', '/category/graphics-cards/5', 'page']]],
    ['/category/laptops/1?sub=15', [['Laptops', '/category/laptops/1', null], ['Gaming laptops', '/category/laptops/1?sub=15', 'page']]],
    ['/products', [['All products', '/products', 'page']]],
    ['/products?q=laptop', [['Results for “laptop”', '/products?q=laptop', 'page']]],
    ['/product/hot-deals', [['Hot deals', '/product/hot-deals', 'page']]],
    ['/product/best-seller', [['Best sellers', '/product/best-seller', 'page']]],
    ['/new-arrivals', [['New arrivals', '/new-arrivals', 'page']]],
    ['/collection', [['Collections', '/collection', null], ['Gaming rigs', '/collection?c=gaming-rigs', 'page']]],
  ])('%s: Home, then the page itself as the current crumb', async (path, expected) => {
    installFakeApi();
    renderListing(path);
    await waitForProducts();
    await waitFor(() => expect(trail()).toEqual([['Home', '/', null], ...expected]));
  });

  it('carries the trail as BreadcrumbList JSON-LD with absolute addresses', async () => {
    installFakeApi();
    const { container } = renderListing('/category/laptops/1?sub=15');
    await waitForProducts();
    const origin = window.location.origin;
    await waitFor(() => {
      const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s): unknown => JSON.parse(s.textContent ?? 'null'));
      expect(scripts).toContainEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Laptops', item: `${origin}/category/laptops/1` },
          { '@type': 'ListItem', position: 3, name: 'Gaming laptops', item: `${origin}/category/laptops/1?sub=15` },
        ],
      });
    });
  });
});

describe('collections page', () => {
  it('shows the first collection by default and another one by its tab', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderListing('/collection');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming rigs' })).toBeInTheDocument();
    await waitForProducts();
    expect(api.listRequests()).toContain('?collection=gaming-rigs');
    const tabs = screen.getByRole('navigation', { name: 'Collections' });
    expect(within(tabs).getByRole('link', { name: /Gaming rigs/ })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: /Work from home/ }));
    expect(location()).toBe('/collection?c=work-from-home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work from home' })).toBeInTheDocument();
    await waitFor(() => expect(api.listRequests()).toContain('?collection=work-from-home'));
  });

  it('an unknown collection in the URL falls back to the first one', async () => {
    installFakeApi();
    renderListing('/collection?c=no-such-thing');
    await waitFor(() => expect(location()).toBe('/collection'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming rigs' })).toBeInTheDocument();
  });
});
