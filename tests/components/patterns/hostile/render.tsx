import type { ComponentType, ReactNode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { scopeSections, shopRegistry } from '../../../../registry';
import type { BoundPatternProps } from '../../../../registry/types';
import { productListSchema } from '../../../../schemas/api/catalog';
import type { Bootstrap } from '../../../../schemas/api/shop-config';
import { PAGE_SCOPES, type PageScope } from '../../../../schemas/ui-config/section-names';
import { AppProviders } from '../../../../src/app/providers/AppProviders';
import { toSwrFallback } from '../../../../src/app/bootstrap';
import { productHref } from '../../../../src/ui/product/links';
import { catalogFallback, fixtureLaptopDetail } from '../../../../stories/support/catalog-fixtures';
import { sectionStoryWrappers } from '../../../../stories/support/section-wrappers';
import { testBootstrap } from '../../app/render-app';

/**
 * A pattern rendered the way the shop serves it: on the server inside the
 * app's providers (AppProviders, a StaticRouter) with the page context its
 * section needs (the story wrappers: cart, wishlist, product, checkout), then
 * hydrated in jsdom over that markup with the same tree and a MemoryRouter.
 * Only the pattern is rendered, not the whole app, so each variant costs one
 * small render and one small hydration.
 */

/** The shop's own data: no menu, so the patterns show their own fallback links and tabs. */
export const hostileWorld: Bootstrap = testBootstrap({ menu: [] });

/**
 * At most this many products in a list: the props under test do not change
 * with the number of cards, and every card is rendered three times for each
 * of a thousand variants.
 */
const LIST_ITEMS = 4;

function smallCatalogue(catalogue: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => {
      const list = productListSchema.safeParse(value);
      return [key, list.success ? { ...list.data, items: list.data.items.slice(0, LIST_ITEMS) } : value];
    }),
  );
}

/** SWR's cache as the page would hold it: the inlined configuration and the catalogue the sections read. */
const fallback = { ...smallCatalogue(catalogFallback()), ...toSwrFallback(hostileWorld) };

/** Where each scope's sections live, so a listing reads a listing's URL and a product page its product's. */
const SCOPE_PATHS: Readonly<Record<PageScope, string>> = {
  shell: '/',
  home: '/',
  products: '/products',
  'products-details': productHref(fixtureLaptopDetail),
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/checkout',
  menu: '/',
};

/** The first page that may hold the section (the registry's scopeSections). */
export function scopeOf(section: string): PageScope {
  const scope = PAGE_SCOPES.find((s) => scopeSections[s].includes(section));
  if (!scope) throw new Error(`no page may hold the section ${section}: add it to scopeSections`);
  return scope;
}

export const pagePathOf = (section: string): string => SCOPE_PATHS[scopeOf(section)];

/**
 * SWR's cache starts listening for focus and reconnection on window when it
 * is created, and stops when it unmounts. A real server has no window, so it
 * never listens; here the server render runs in jsdom and never unmounts, so
 * it would leave four listeners on window per page, and with a thousand
 * pages every add and remove would crawl.
 */
const NO_WINDOW = { initFocus: () => {}, initReconnect: () => {} };

function Page({ section, path, server, children }: { section: string; path: string; server: boolean; children: ReactNode }) {
  const Wrapper = sectionStoryWrappers[section];
  const body = Wrapper ? <Wrapper>{children}</Wrapper> : children;
  const swr = { provider: () => new Map(), fallback, isPaused: () => true, ...(server ? NO_WINDOW : {}) };
  return (
    <AppProviders registry={shopRegistry} bootstrap={hostileWorld} swr={swr}>
      {server ? <StaticRouter location={path}>{body}</StaticRouter> : <MemoryRouter initialEntries={[path]}>{body}</MemoryRouter>}
    </AppProviders>
  );
}

export interface PatternTarget {
  section: string;
  /** The loaded, bound component (pattern.load()): it parses its config with its schema, as the engine's does. */
  Bound: ComponentType<BoundPatternProps>;
}

/**
 * The server renderer leaves its last context values on the shared context
 * objects (see tests/components/app/hydrate-app.tsx); a trivial render pops
 * them so the client starts clean.
 */
function resetServerContexts(): void {
  renderToString(<i />);
}

export interface ServedPage {
  config: Record<string, unknown>;
  /** This page's server HTML, for checking what it escaped. */
  html: string;
  /** The server's HTML parsed into a container on the page, as the browser builds it (markup inserted this way never runs); after hydrateAll, the hydrated page. */
  container: HTMLElement;
  /** Mismatches and other errors React recovered from while hydrating, filled by hydrateAll. */
  recoverable: string[];
}

/** Renders the pattern with a config on the server and puts the HTML on the page, not yet hydrated. */
export function servePage({ section, Bound }: PatternTarget, config: Record<string, unknown>): ServedPage {
  const html = renderToString(
    <Page section={section} path={pagePathOf(section)} server>
      <Bound config={config} />
    </Page>,
  );
  resetServerContexts();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { config, html, container, recoverable: [] };
}

/**
 * Hydrates each served page over its server markup with the same tree, each
 * in a root of its own, all in one act(): the same work as one at a time,
 * without paying act's flush for every page. Returns a function that
 * unmounts them and takes their containers away.
 */
export async function hydrateAll({ section, Bound }: PatternTarget, pages: readonly ServedPage[]): Promise<() => void> {
  const roots: Root[] = [];
  await act(async () => {
    for (const page of pages) {
      const report = (error: unknown) => page.recoverable.push(error instanceof Error ? error.message : String(error));
      const element = (
        <Page section={section} path={pagePathOf(section)} server={false}>
          <Bound config={page.config} />
        </Page>
      );
      roots.push(hydrateRoot(page.container, element, { onRecoverableError: report }));
    }
  });
  return () => {
    act(() => roots.forEach((root) => root.unmount()));
    for (const { container } of pages) container.remove();
  };
}
