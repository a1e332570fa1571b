import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, renderProductPage, BRAND } from './render-product';
import { keyboard, laptop, relatedHeadset, relatedMouse, soldOutMonitor } from './fixtures';
import { productRecommendationsPath, recommendationPaths } from '../../../schemas/api/recommendations';
import { demoLayouts } from '../../../server/seed/demo-shop';

const location = () => screen.getByTestId('location').textContent;
/** The laptop's page once its product section has loaded. */
const heading = async () => {
  const h1 = await screen.findByRole('heading', { level: 1, name: laptop.title });
  await screen.findByRole('region', { name: 'Price and buying options' });
  return h1;
};
/** The buy box: price, options, quantity and buttons. */
const buyBox = () => screen.getByRole('region', { name: 'Price and buying options' });

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="description"]')?.remove();
  document.title = '';
});

describe('price block', () => {
  it('shows the default variant’s en-IN price, struck MRP, discount, tax and GST lines and the EMI', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    await heading();
    const box = buyBox();
    // Cheapest variant in stock: 8 GB · 512 GB.
    expect(within(box).getByText('₹64,990.00')).toBeInTheDocument();
    const mrp = within(box).getByText('₹99,990.00').closest('s');
    expect(mrp).not.toBeNull();
    expect(within(box).getByText('35% off')).toBeInTheDocument();
    expect(within(box).getByText('Inclusive of all taxes')).toBeInTheDocument();
    expect(within(box).getByText(/GST invoice available: claim input tax credit/)).toBeInTheDocument();
    // 64,990 / 6 = 10,831.67, rounded up to the rupee.
    expect(within(box).getByText('₹10,832/month')).toBeInTheDocument();
  });

  it('has no EMI line at or below ₹5,000', async () => {
    renderProductPage({ path: '/product/205/keychron-k2-wireless-keyboard', products: [keyboard] });
    await screen.findByRole('heading', { level: 1, name: keyboard.title });
    await screen.findByRole('region', { name: 'Price and buying options' });
    expect(within(buyBox()).getByText('₹4,499.00')).toBeInTheDocument();
    expect(screen.queryByText(/No-cost EMI/)).toBeNull();
  });
});

describe('variant picker', () => {
  it('changes the price and puts the variant in the URL', async () => {
    const user = userEvent.setup();
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    await heading();
    const ram = screen.getByRole('radiogroup', { name: 'RAM' });
    expect(within(ram).getByRole('radio', { name: '8 GB' })).toBeChecked();
    await user.click(within(ram).getByRole('radio', { name: '16 GB' }));
    expect(location()).toBe('/product/101/asus-tuf-gaming-f15-laptop?v=1012');
    expect(within(buyBox()).getByText('₹74,990.00')).toBeInTheDocument();
    expect(within(buyBox()).queryByText('₹64,990.00')).toBeNull();
  });

  it('opens on the variant the URL names', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop?v=1012', products: [laptop] });
    await heading();
    expect(within(screen.getByRole('radiogroup', { name: 'RAM' })).getByRole('radio', { name: '16 GB' })).toBeChecked();
    expect(within(buyBox()).getByText('₹74,990.00')).toBeInTheDocument();
  });

  it('disables combinations no variant offers and marks sold-out ones', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    await heading();
    const storage = screen.getByRole('radiogroup', { name: 'Storage' });
    // 8 GB comes only with 512 GB.
    expect(within(storage).getByRole('radio', { name: '1 TB, unavailable' })).toBeDisabled();
    expect(within(storage).getByRole('radio', { name: '512 GB' })).toBeEnabled();
  });

  it('moves with the arrow keys and marks a sold-out variant', async () => {
    const user = userEvent.setup();
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop?v=1012', products: [laptop] });
    await heading();
    const storage = screen.getByRole('radiogroup', { name: 'Storage' });
    const soldOut = within(storage).getByRole('radio', { name: '1 TB, out of stock' });
    expect(soldOut).toBeEnabled();
    within(storage).getByRole('radio', { name: '512 GB' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(soldOut).toBeChecked();
    expect(location()).toBe('/product/101/asus-tuf-gaming-f15-laptop?v=1013');
    expect(within(buyBox()).getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
  });

  it('shows no picker for a product without variants', async () => {
    renderProductPage({ path: '/product/205/keychron-k2-wireless-keyboard', products: [keyboard] });
    await screen.findByRole('heading', { level: 1, name: keyboard.title });
    await screen.findByRole('region', { name: 'Price and buying options' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('quantity', () => {
  it('stops at the order limit and says so', async () => {
    const user = userEvent.setup();
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    await heading();
    const qty = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(qty).toHaveValue(1);
    expect(qty).toHaveAccessibleDescription('');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(qty).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(qty).toHaveAccessibleDescription('Max 2 per order');
  });

  it('stops at the stock when fewer are left than the limit, also when typed', async () => {
    const user = userEvent.setup();
    renderProductPage({ path: '/product/205/keychron-k2-wireless-keyboard', products: [keyboard] });
    await screen.findByRole('heading', { level: 1, name: keyboard.title });
    await screen.findByRole('region', { name: 'Price and buying options' });
    const qty = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(qty);
    await user.type(qty, '9');
    await user.tab();
    expect(qty).toHaveValue(3);
    expect(qty).toHaveAccessibleDescription('Only 3 left');
  });
});

describe('buying', () => {
  it('out of stock: add disabled with the reason, no buy now, the state said plainly, the wishlist heart kept', async () => {
    renderProductPage({ path: '/product/207/lg-ultragear-27gr75q-monitor', products: [soldOutMonitor] });
    await screen.findByRole('heading', { level: 1, name: soldOutMonitor.title });
    await screen.findByRole('region', { name: 'Price and buying options' });
    const box = buyBox();
    const add = within(box).getByRole('button', { name: /^Add to cart/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Out of stock. Save it to your wishlist for later.');
    expect(within(box).queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(within(box).getByText('Out of stock')).toBeInTheDocument();
    expect(within(box).queryByRole('spinbutton')).toBeNull();
    expect(within(box).getByRole('button', { name: `Add ${soldOutMonitor.title} to wishlist` })).toBeEnabled();
  });

  it('a sold-out option: add disabled saying to pick another, no buy now; another option brings buy now back', async () => {
    const user = userEvent.setup();
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop?v=1013', products: [laptop] });
    await heading();
    const add = within(buyBox()).getByRole('button', { name: /^Add to cart/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('This option is out of stock. Pick another, or save it to your wishlist.');
    expect(within(buyBox()).queryByRole('button', { name: 'Buy now' })).toBeNull();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Storage' })).getByRole('radio', { name: '512 GB' }));
    expect(within(buyBox()).getByRole('button', { name: 'Buy now' })).toBeEnabled();
    expect(within(buyBox()).getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
  });

  it('buy now adds the chosen variant and quantity, then goes to checkout', async () => {
    const user = userEvent.setup();
    const { calls } = renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop?v=1012', products: [laptop] });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(location()).toBe('/checkout'));
    const add = calls.find((c) => c.path === 'website/cart/add');
    const body = new URLSearchParams(String(add?.init?.body));
    expect(body.get('product_id')).toBe('101');
    expect(body.get('qty')).toBe('2');
    expect(JSON.parse(body.get('size') ?? '{}')).toEqual({ variant_id: 1012, label: '16 GB · 512 GB' });
  });
});

describe('details', () => {
  it('lists the specifications as header and value rows, the highlights and the description', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    await heading();
    const table = screen.getByRole('table', { name: `Specifications of ${laptop.title}` });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent])).toEqual(
      laptop.specifications.map((s) => [s.name, s.value]),
    );
    for (const header of within(table).getAllByRole('rowheader')) expect(header).toHaveAttribute('scope', 'row');
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(within(highlights).getAllByRole('listitem').map((li) => li.textContent)).toEqual(laptop.highlights);
    expect(screen.getByText('Ships with Windows 11 Home.')).toBeInTheDocument();
    expect(screen.getByText(`Sold by ${BRAND} · GST invoice · 7-day replacement`)).toBeInTheDocument();
  });

  it('leads home, to the category and the sub-category in the breadcrumbs', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    await heading();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Home', '/', null],
      ['Laptops', '/category/laptops/1', null],
      ['Gaming laptops', '/category/laptops/1?sub=11', null],
      [laptop.title, '/product/101/asus-tuf-gaming-f15-laptop', 'page'],
    ]);
  });

  it('shows the related products as a grid, and nothing without related products', async () => {
    const layout = [entry('product-details', { pattern: 1 }), entry('related-products', { pattern: 2, title: 'Similar products' })];
    const { unmount } = renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop], layout });
    await heading();
    const grid = await screen.findByRole('region', { name: 'Similar products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    unmount();
    const { container } = renderProductPage({ path: '/product/205/keychron-k2-wireless-keyboard', products: [keyboard], layout });
    await screen.findByRole('region', { name: 'Price and buying options' });
    await waitFor(() => expect(container.querySelector('[data-section="related-products"] [data-skeleton]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Similar products' })).toBeNull();
  });

  it('opens a related product from its own start, even one already loaded', async () => {
    const user = userEvent.setup();
    const laptopCard = { ...relatedMouse, id: laptop.id, title: laptop.title, slug: laptop.slug };
    const mouse = { ...keyboard, ...relatedMouse, images: [relatedMouse.image], related: [laptopCard] };
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop, mouse] });
    await heading();
    await user.click(await screen.findByRole('link', { name: relatedMouse.title }));
    await screen.findByRole('heading', { level: 1, name: relatedMouse.title });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    // The laptop is in the cache now: its page appears at once, and must not inherit the mouse's quantity.
    await user.click(await screen.findByRole('link', { name: laptop.title }));
    await heading();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(location()).toBe('/product/101/asus-tuf-gaming-f15-laptop');
  });

  it('shows the related products in a row', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    await heading();
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(related).getByRole('link', { name: relatedMouse.title })).toHaveAttribute('href', '/product/301/logitech-g502-x-gaming-mouse');
    expect(within(related).getByRole('link', { name: relatedHeadset.title })).toBeInTheDocument();
  });
});

describe('goes well with', () => {
  it("shows the seeded layout's 'Goes well with' row with what the rule recommends for this product, and no 'View all'", async () => {
    const { calls } = renderProductPage({
      path: '/product/101/asus-tuf-gaming-f15-laptop',
      products: [laptop],
      layout: demoLayouts['products-details'],
      override: (path) => (path === recommendationPaths.base ? { status: 200, body: { status: true, message: '', data: { items: [relatedMouse, relatedHeadset], basis: 'rule' } } } : undefined),
    });
    await heading();
    const row = await screen.findByRole('region', { name: 'Goes well with' }, { timeout: 5000 });
    expect(within(row).getByText('Accessories and add-ons shoppers pick up with this')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: new RegExp(relatedMouse.title) })).toHaveAttribute('href', '/product/301/logitech-g502-x-gaming-mouse');
    expect(within(row).getByRole('link', { name: new RegExp(relatedHeadset.title) })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /View all/ })).toBeNull();
    expect(calls.map((c) => c.path)).toContain(productRecommendationsPath(101, 12));
    // The seeded layout loads four more section chunks than the other tests' layouts.
  }, 20_000);
});

/** The page's schema.org Product data (the breadcrumbs carry their own BreadcrumbList). */
function productJsonLdIn(container: HTMLElement): unknown {
  const all = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s): unknown => JSON.parse(s.textContent ?? 'null'));
  return all.find((data) => typeof data === 'object' && data !== null && '@type' in data && data['@type'] === 'Product') ?? null;
}

describe('search engines', () => {
  it('titles the page and describes it', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    await heading();
    await waitFor(() => expect(document.title).toBe(`${laptop.title} | ${BRAND}`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^ASUS TUF Gaming F15 Laptop by ASUS at ₹64,990\.00/);
  });

  it('writes Product JSON-LD for the variant on screen', async () => {
    const { container } = renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop?v=1013', products: [laptop] });
    await heading();
    const data = productJsonLdIn(container);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${laptop.title} (16 GB · 1 TB)`,
      sku: '101-1013',
      brand: { '@type': 'Brand', name: 'ASUS' },
      image: [
        `${window.location.origin}/media/catalog/product-101-1.svg`,
        `${window.location.origin}/media/catalog/product-101-2.svg`,
        `${window.location.origin}/media/catalog/product-101-3.svg`,
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.4', ratingCount: 1289 },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '79990.00',
        availability: 'https://schema.org/OutOfStock',
        url: `${window.location.origin}/product/101/asus-tuf-gaming-f15-laptop?v=1013`,
      },
    });
  });

  it('leaves out the rating when there is none and says in stock', async () => {
    const { container } = renderProductPage({ path: '/product/205/keychron-k2-wireless-keyboard', products: [keyboard] });
    await screen.findByRole('heading', { level: 1, name: keyboard.title });
    await screen.findByRole('region', { name: 'Price and buying options' });
    const data = productJsonLdIn(container);
    expect(data).toMatchObject({ name: keyboard.title, sku: '205', offers: { price: '4499.00', availability: 'https://schema.org/InStock' } });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('states', () => {
  it('shows a skeleton while loading', async () => {
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
    await heading();
    expect(screen.queryByText('Loading product…')).toBeNull();
  });

  it('says the product was not found when the API answers 404', async () => {
    renderProductPage({ path: '/product/999/gone-product', products: [laptop] });
    expect(await screen.findByRole('heading', { name: "We couldn't find this product" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('treats an id that is not a number as not found, without asking the API', async () => {
    const { calls } = renderProductPage({ path: '/product/abc/anything', products: [laptop] });
    expect(await screen.findByRole('heading', { name: "We couldn't find this product" })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('website/catalog/products'))).toBe(false);
  });

  it('shows the server’s message and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderProductPage({
      path: '/product/101/asus-tuf-gaming-f15-laptop',
      products: [laptop],
      override: (path) => (failing && path === 'website/catalog/products/101' ? { status: 500, body: { status: false, error: 'Catalogue is down' } } : undefined),
    });
    expect(await screen.findByText('Catalogue is down')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('replaces a stale name in the URL with the product’s slug, keeping the variant', async () => {
    renderProductPage({ path: '/product/101/old-name?v=1012', products: [laptop] });
    await heading();
    await waitFor(() => expect(location()).toBe('/product/101/asus-tuf-gaming-f15-laptop?v=1012'));
  });
});

describe('layouts', () => {
  it.each([1, 2])('pattern %i shows the same essentials', async (pattern) => {
    const { container } = renderProductPage({
      path: '/product/101/asus-tuf-gaming-f15-laptop',
      products: [laptop],
      layout: [entry('product-details', { pattern })],
    });
    await heading();
    const frame = await waitFor(() => {
      const el = container.querySelector(`[data-section="product-details"][data-pattern="${pattern}"]`);
      if (!el?.querySelector('table')) throw new Error('pattern not rendered yet');
      return el;
    });
    expect(container.querySelectorAll('[data-section="product-details"]')).toHaveLength(1);
    const section = within(frame as HTMLElement);
    expect(section.getByRole('region', { name: `Pictures of ${laptop.title}` })).toBeInTheDocument();
    expect(section.getAllByRole('img', { name: /ASUS TUF Gaming F15 Laptop/ }).length).toBeGreaterThanOrEqual(laptop.images.length);
    expect(within(section.getByRole('region', { name: 'Price and buying options' })).getByText('₹64,990.00')).toBeInTheDocument();
    expect(section.getByRole('radiogroup', { name: 'RAM' })).toBeInTheDocument();
    expect(section.getByRole('spinbutton', { name: 'Quantity' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
    expect(section.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    expect(section.getByRole('button', { name: `Add ${laptop.title} to wishlist` })).toBeInTheDocument();
    expect(section.getByRole('table')).toBeInTheDocument();
    // The first picture loads at once, the others lazily; every picture reserves its box.
    const pictures = (frame as HTMLElement).querySelectorAll('img');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    for (const img of [...pictures].slice(1)) expect(img).toHaveAttribute('loading', 'lazy');
    for (const img of pictures) expect(img).toHaveAttribute('width');
  });

  it('still shows the product when the configuration has no product-details section', async () => {
    const { container } = renderProductPage({
      path: '/product/101/asus-tuf-gaming-f15-laptop',
      products: [laptop],
      layout: [entry('trust-strip', { pattern: 2 })],
    });
    await heading();
    expect(buyBox()).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Pictures of ${laptop.title}` })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[data-section="trust-strip"] [data-skeleton]')).toBeNull());
    expect(container.querySelector('[data-section="trust-strip"]')).not.toBeNull();
  });
});

describe('gallery', () => {
  it('picks a picture with the arrow keys on the thumbnails', async () => {
    const user = userEvent.setup();
    renderProductPage({ path: '/product/101/asus-tuf-gaming-f15-laptop', products: [laptop], layout: [entry('product-details', { pattern: 1 })] });
    await heading();
    const thumbs = within(screen.getByRole('group', { name: 'Choose a picture' })).getAllByRole('button');
    expect(thumbs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    act(() => thumbs[0]?.focus());
    await user.keyboard('{ArrowRight}');
    expect(thumbs[1]).toHaveFocus();
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
    await user.keyboard('{End}');
    expect(thumbs[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveFocus();
    expect(thumbs[1]).toHaveAccessibleName(`Picture 2 of 3: ${laptop.title}, side view`);
  });
});
