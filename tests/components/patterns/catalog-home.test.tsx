import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { brandStrip } from '../../../registry/brand-strip';
import { categoryGrid } from '../../../registry/category-grid';
import { collectionShowcase } from '../../../registry/collection-showcase';
import { productCarousel } from '../../../registry/product-carousel';
import { carouselRequest } from '../../../registry/product-carousel/parts/source';
import { scopeSections } from '../../../registry';
import { examplesOf } from '../../../registry/examples';
import type { PatternDefinition } from '../../../registry/types';
import { productListPath } from '../../../schemas/api/catalog';
import { catalogFallback, listFixtureProducts } from '../../../stories/support/catalog-fixtures';
import { patternOf, renderPattern } from './render-pattern';

const grid1 = patternOf(categoryGrid, 1);
const grid2 = patternOf(categoryGrid, 2);
const carousel1 = patternOf(productCarousel, 1);
const carousel2 = patternOf(productCarousel, 2);
const brands1 = patternOf(brandStrip, 1);
const brands2 = patternOf(brandStrip, 2);
const showcase1 = patternOf(collectionShowcase, 1);
const showcase2 = patternOf(collectionShowcase, 2);

const catalog = catalogFallback();
const withCatalog = (definition: PatternDefinition, config: Record<string, unknown> = {}) => renderPattern(definition, { config, swr: catalog });

/** The list a carousel shows: the fixtures' answer for the request its source builds. */
const expectedCarousel = (selection: Parameters<typeof carouselRequest>[0]) => listFixtureProducts(carouselRequest(selection)).items;

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('catalogue section schemas', () => {
  const cases = [categoryGrid, productCarousel, brandStrip, collectionShowcase].flatMap((section) =>
    Object.entries(section.patterns).map(([n, def]) => [`${section.name} ${n}`, def, examplesOf(section.name, Number(n))] as const),
  );

  it.each(cases)('%s fills every prop from {}, accepts its examples and describes itself as JSON Schema', (_name, def, examples) => {
    const once = def.schema.parse({});
    expect(def.schema.parse(once)).toEqual(once);
    for (const example of Object.values(examples)) expect(def.schema.safeParse(example).success).toBe(true);
    expect(() => z.toJSONSchema(def.schema, { io: 'input' })).not.toThrow();
  });

  it('refuses a zero or oversized limit, an unknown source, bad slugs and an empty choice', () => {
    expect(carousel1.schema.safeParse({ limit: 0 }).success).toBe(false);
    expect(carousel1.schema.safeParse({ limit: 3 }).success).toBe(false);
    expect(carousel1.schema.safeParse({ limit: 21 }).success).toBe(false);
    expect(carousel1.schema.safeParse({ limit: 4 }).success).toBe(true);
    expect(carousel2.schema.safeParse({ source: 'trending' }).success).toBe(false);
    expect(carousel1.schema.safeParse({ source: 'collection', collection_slug: 'Gaming Rigs' }).success).toBe(false);
    expect(grid1.schema.safeParse({ limit: 0 }).success).toBe(false);
    expect(grid1.schema.safeParse({ categories: [] }).success).toBe(false);
    expect(grid1.schema.safeParse({ categories: ['laptops', 'graphics cards'] }).success).toBe(false);
    expect(brands2.schema.safeParse({ brands: 'some' }).success).toBe(false);
    expect(showcase1.schema.safeParse({ limit: 1 }).success).toBe(false);
  });

  it('may be placed on the home page, and the carousel also beside the cart, wishlist and product', () => {
    for (const name of ['category-grid', 'product-carousel', 'brand-strip', 'collection-showcase']) expect(scopeSections.home).toContain(name);
    for (const scope of ['cart', 'wishlist', 'products-details'] as const) expect(scopeSections[scope]).toContain('product-carousel');
  });
});

describe('category grid', () => {
  it('1: tiles link to each category with its product count', async () => {
    await withCatalog(grid1);
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('list')).getAllByRole('link');
    expect(tiles).toHaveLength(12);
    expect(tiles[0]).toHaveAccessibleName('Laptops 121 products');
    expect(tiles[0]).toHaveAttribute('href', '/category/laptops/1');
    expect(hrefOf(/^Graphics cards/)).toBe('/category/graphics-cards/5');
    expect(screen.queryByRole('link', { name: /Cameras/ })).not.toBeInTheDocument();
  });

  it('1: shows the chosen categories in the chosen order, skips unknown slugs and can hide counts', async () => {
    await withCatalog(grid1, { categories: ['storage', 'no-such-thing', 'laptops'], show_counts: false });
    const tiles = within(screen.getByRole('list')).getAllByRole('link');
    expect(tiles.map((t) => t.textContent?.trim())).toEqual(['Storage', 'Laptops']);
    expect(tiles[0]).toHaveAttribute('href', '/category/storage/7');
  });

  it('2: round chips for all fourteen categories, with labelled scroll buttons', async () => {
    await withCatalog(grid2);
    const list = screen.getByRole('list');
    const chips = within(list).getAllByRole('link');
    expect(chips).toHaveLength(14);
    expect(chips[13]).toHaveAccessibleName('Accessories');
    expect(chips[13]).toHaveAttribute('href', '/category/accessories/14');
    expect(screen.getByRole('button', { name: 'More categories: Shop by category' })).toHaveAttribute('aria-controls', list.id);
  });

  it('hides itself when none of the chosen categories exist', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { container } = await withCatalog(grid2, { categories: ['phones-and-tablets'] });
    expect(container.querySelector('section')).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('phones-and-tablets'));
  });
});

describe('product carousel 1: rail', () => {
  it('shows best sellers, most popular first, with en-IN prices and a View all link', async () => {
    await withCatalog(carousel1);
    const expected = expectedCarousel({ source: 'best_seller', category_id: 5, collection_slug: 'gaming-rigs', limit: 12 });
    expect(expected.length).toBeGreaterThan(4);
    const list = screen.getByRole('list', { name: 'Best sellers' });
    const titles = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(expected.map((p) => p.title));
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('₹1,299.00')).toBeInTheDocument();
    expect(within(first).getByText('₹4,490.00')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /boAt Airdopes 141/ })).toHaveAttribute('href', '/product/125/boat-airdopes-141');
    expect(hrefOf('View all: Best sellers')).toBe('/product/best-seller');
  });

  it('has labelled previous and next buttons that control the list', async () => {
    await withCatalog(carousel1);
    const list = screen.getByRole('list', { name: 'Best sellers' });
    expect(screen.getByRole('button', { name: 'Previous products: Best sellers' })).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('button', { name: 'Next products: Best sellers' })).toHaveAttribute('aria-controls', list.id);
    // At the start nothing lies to the left.
    expect(screen.getByRole('button', { name: 'Previous products: Best sellers' })).toBeDisabled();
  });

  it.each([
    ['hot_deal', {}, '/product/hot-deals'],
    ['new_arrival', {}, '/new-arrivals'],
    ['category', { category_id: 5 }, '/category/graphics-cards/5'],
    ['collection', { collection_slug: 'gaming-rigs' }, '/collection?c=gaming-rigs'],
  ])('links View all for source %s to its listing', async (source, extra, href) => {
    await withCatalog(carousel1, { title: 'Picks', source, ...extra });
    expect(hrefOf('View all: Picks')).toBe(href);
  });

  it('lists a category with its prices, e.g. laptops', async () => {
    await withCatalog(carousel1, { title: 'Laptops', source: 'category', category_id: 1 });
    const card = screen.getByRole('link', { name: /ASUS TUF Gaming F15/ }).closest('article') as HTMLElement;
    expect(within(card).getByText('₹74,990.00')).toBeInTheDocument();
    expect(within(card).getByText('31% off')).toBeInTheDocument();
    expect(hrefOf('View all: Laptops')).toBe('/category/laptops/1');
  });

  it('hides itself, and says why in development, when the source has no products', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const request = carouselRequest({ source: 'collection', category_id: 5, collection_slug: 'monsoon-sale', limit: 12 });
    const empty = { ...listFixtureProducts(request), items: [], total: 0, page_count: 0 };
    const { container } = await renderPattern(carousel1, { config: { source: 'collection', collection_slug: 'monsoon-sale' }, swr: { ...catalog, [productListPath(request)]: empty } });
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('collection "monsoon-sale" has no products'));
  });

  it('shows placeholder cards, not products, while the list loads', async () => {
    const { container } = await renderPattern(carousel1, { swr: {} });
    expect(screen.getByRole('heading', { level: 2, name: 'Best sellers' })).toBeInTheDocument();
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-product-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('hides itself and warns in development when the catalogue request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const Bound = await carousel1.load();
    const { container } = render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <MemoryRouter>
          <Bound config={{}} />
        </MemoryRouter>
      </SWRConfig>,
    );
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Network Error')));
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('product carousel 2: deals grid', () => {
  it('highlights the biggest deal and lists the rest beside it', async () => {
    await withCatalog(carousel2);
    const expected = expectedCarousel({ source: 'hot_deal', category_id: 5, collection_slug: 'gaming-rigs', limit: 7 });
    const list = screen.getByRole('list', { name: "Today's hot deals" });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(expected.length);
    const featured = items[0] as HTMLElement;
    expect(within(featured).getByText('Deal of the day')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: expected[0]?.title })).toHaveAttribute('href', `/product/${expected[0]?.id}/${expected[0]?.slug}`);
    expect(within(featured).getByText('₹1,299.00')).toBeInTheDocument();
    expect(within(featured).getByText('You save ₹3,191')).toBeInTheDocument();
    expect(hrefOf("View all: Today's hot deals")).toBe('/product/hot-deals');
  });

  it('names the highlight as configured', async () => {
    await withCatalog(carousel2, { title: 'Best sellers', source: 'best_seller', highlight_label: 'No. 1 best seller' });
    expect(screen.getByText('No. 1 best seller')).toBeInTheDocument();
    expect(hrefOf('View all: Best sellers')).toBe('/product/best-seller');
  });
});

describe('brand strip', () => {
  it('1: a row of brand wordmarks linking to each brand’s products', async () => {
    await withCatalog(brands1);
    expect(screen.getByRole('heading', { level: 2, name: 'Top brands' })).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(16);
    expect(hrefOf('boAt')).toBe('/products?brand=boat');
    expect(hrefOf('Western Digital')).toBe('/products?brand=western-digital');
  });

  it('2: brand tiles with product counts, in the chosen order', async () => {
    await withCatalog(brands2, { brands: ['lenovo', 'asus'] });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Lenovo 52 products', 'ASUS 64 products']);
    expect(links[1]).toHaveAttribute('href', '/products?brand=asus');
  });
});

describe('collection showcase', () => {
  it('1: a feature card and four smaller ones, each linking to its collection', async () => {
    await withCatalog(showcase1);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Gaming rigs' })).toHaveAttribute('href', '/collection?c=gaming-rigs');
    expect(within(cards[0] as HTMLElement).getByText(/Everything for a 1440p, 165 Hz setup/)).toBeInTheDocument();
    expect(hrefOf('Tech jewellery')).toBe('/collection?c=tech-jewellery');
    expect(hrefOf('All collections: Curated collections')).toBe('/collection');
  });

  it('2: wide cards with their tagline and an Explore link naming the collection', async () => {
    await withCatalog(showcase2, { collections: ['creator-studio', 'work-from-home'] });
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Creator studio' })).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Edit 4K, stream and record without waiting')).toBeInTheDocument();
    expect(hrefOf('Explore Creator studio')).toBe('/collection?c=creator-studio');
    expect(hrefOf('Explore Work from home')).toBe('/collection?c=work-from-home');
  });
});
