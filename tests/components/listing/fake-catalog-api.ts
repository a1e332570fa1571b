import { vi } from 'vitest';
import { listFixtureProducts, fixtureBrands, fixtureCategories, fixtureCollections } from '../../../stories/support/catalog-fixtures';
import type { ProductListRequest } from '../../../src/data/catalog';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';

/**
 * A tiny stand-in for the provider API, for component tests only: it answers
 * by URL from the story fixtures (the list endpoint is the fixtures' in-memory
 * version of the real one) and records every request. Real-server behaviour is
 * covered by the server tests.
 */

export interface FakeReply {
  status: number;
  body: unknown;
}

export interface FakeApiOptions {
  /** The products page's layout entries. */
  layout?: UiConfigEntry[];
  /** Lets a test answer (or fail) a path before the fixtures do; undefined falls through. */
  override?: (path: string, url: URL) => FakeReply | undefined;
}

export const entry = (section_name: string, config: Record<string, unknown>, visibility = 'Y'): UiConfigEntry => ({
  section_name,
  visibility,
  other_configration: JSON.stringify(config),
});

export const sidePanelLayout = [entry('product-filters', { pattern: 1 }), entry('product-listing', { pattern: 1 })];

const ok = (data: unknown): FakeReply => ({ status: 200, body: { status: true, message: '', data } });

function suggestionsFor(q: string) {
  const needle = q.toLowerCase();
  return {
    query: q,
    products: listFixtureProducts({ q, page_size: '5' }).items.map(({ id, title, slug, brand, image, price, price_varies, in_stock }) => ({ id, title, slug, brand, image, price, price_varies, in_stock })),
    categories: fixtureCategories.filter((c) => c.title.toLowerCase().includes(needle)).map(({ id, title, slug }) => ({ id, title, slug })),
    brands: fixtureBrands.filter((b) => b.name.toLowerCase().includes(needle)).map(({ name, slug }) => ({ name, slug })),
  };
}

function answer(path: string, url: URL, options: FakeApiOptions): FakeReply {
  const overridden = options.override?.(path, url);
  if (overridden) return overridden;
  switch (path) {
    case 'website/theme-config':
      return ok({ brand_name: 'Circuit Bazaar', theme_color: '#0b5fff', favicon: '/media/favicon.svg' });
    case 'website/ui-configurations/website-page/products':
      return ok(options.layout ?? sidePanelLayout);
    case 'website/catalog/categories':
      return ok(fixtureCategories);
    case 'website/catalog/brands':
      return ok(fixtureBrands);
    case 'website/catalog/collections':
      return ok(fixtureCollections);
    case 'website/catalog/search/suggestions':
      return ok(suggestionsFor(url.searchParams.get('q') ?? ''));
    case 'website/catalog/products': {
      const request: ProductListRequest = Object.fromEntries(url.searchParams);
      try {
        return ok(listFixtureProducts(request));
      } catch (error) {
        return { status: 400, body: { status: false, error: error instanceof Error ? error.message : 'Bad request' } };
      }
    }
    default:
      return { status: 404, body: { status: false, error: `No fake for ${path}` } };
  }
}

/** Replaces fetch; returns the API paths (with query) requested so far. */
export function installFakeApi(options: FakeApiOptions = {}) {
  const requests: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const path = url.pathname.replace(/^\/api\//, '');
    requests.push(`${path}${url.search}`);
    const reply = answer(path, url, options);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The product-list requests, as their query strings. */
    listRequests: () => requests.filter((r) => r.startsWith('website/catalog/products')).map((r) => r.slice('website/catalog/products'.length)),
  };
}
