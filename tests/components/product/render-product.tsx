import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { JSXElementConstructor, ReactNode } from 'react';
import { vi } from 'vitest';
import type { ProductDetail } from '../../../schemas/api/catalog';
import ProductDetailPage from '../../../src/features/catalog/ProductDetailPage';
import { EngineRegistryProvider } from '../../../src/engine/EngineRegistryProvider';
import { shopRegistry } from '../../../registry';

export const BRAND = 'Circuit Bazaar';

/** A page-configuration entry as the API serves it. */
export function entry(section_name: string, config: Record<string, unknown>) {
  return { section_name, visibility: 'Y', other_configration: JSON.stringify(config) };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <span data-testid="location" hidden>
      {pathname + search}
    </span>
  );
}

type Reply = { status: number; body: unknown };
const ok = (data: unknown, other_data?: Record<string, unknown>): Reply => ({ status: 200, body: { status: true, message: 'OK', data, other_data } });

export interface ProductWorld {
  path: string;
  products?: readonly ProductDetail[];
  /** The products-details configuration; default: product details (pattern 1) then related products. */
  layout?: unknown[];
  /** Answers before the defaults, e.g. a server error for the product. */
  override?: (path: string, init: RequestInit | undefined) => Reply | undefined;
  /** Around the page, e.g. a Hindi I18nProvider; English without one. */
  wrapper?: JSXElementConstructor<{ children: ReactNode }>;
}

/**
 * The product page at a path, with every call answered by a fake provider API
 * keyed by path: products by id (404 for others), the page layout, the theme
 * and the cart. Returns the calls made, for tests that check what was sent.
 */
export function renderProductPage(world: ProductWorld) {
  const products = new Map((world.products ?? []).map((p) => [p.id, p]));
  const layout = world.layout ?? [entry('product-details', { pattern: 1 }), entry('related-products', { pattern: 1 })];
  const calls: { path: string; init: RequestInit | undefined }[] = [];
  const answer = (path: string, init: RequestInit | undefined): Reply => {
    const custom = world.override?.(path, init);
    if (custom) return custom;
    const product = /^website\/catalog\/products\/(\d+)$/.exec(path);
    if (product) {
      const found = products.get(Number(product[1]));
      return found ? ok(found) : { status: 404, body: { status: false, error: 'Product not found' } };
    }
    if (path === 'website/ui-configurations/website-page/products-details') return ok(layout);
    if (path === 'website/theme-config') return ok({ brand_name: BRAND, theme_color: '#0b5fff', favicon: '/media/favicon.svg' });
    if (path === 'website/cart/add') return ok(null, { cart_count: 1, wishlist_count: 0 });
    return { status: 404, body: { status: false, error: `No fake for ${path}` } };
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\//, '');
    calls.push({ path, init });
    const reply = answer(path.split('?')[0] ?? path, init);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);

  const fallback = {
    'website/theme-config': { brand_name: BRAND, theme_color: '#0b5fff', favicon: '/media/favicon.svg' },
    'website/ui-configurations/website-page/products-details': layout,
  };
  const utils = render(
    <Provider store={createStore()}>
      <SWRConfig value={{ provider: () => new Map(), fallback, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
        <EngineRegistryProvider registry={shopRegistry}>
          <MemoryRouter initialEntries={[world.path]}>
            <Routes>
              <Route path="/product/:id/:name" element={<ProductDetailPage />} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </EngineRegistryProvider>
      </SWRConfig>
    </Provider>,
    { wrapper: world.wrapper },
  );
  return { ...utils, calls, fetch };
}
