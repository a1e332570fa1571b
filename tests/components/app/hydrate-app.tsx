import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import type { Bootstrap } from '../../../schemas/api/shop-config';
import { renderApp as renderOnServer } from '../../../src/entry-server';
import { AppProviders } from '../../../src/app/providers/AppProviders';
import { shopRegistry } from '../../../registry';
import { AppRoutes } from '../../../src/app/routes/AppRoutes';
import { testBootstrap } from './render-app';

export interface Hydrated {
  container: HTMLElement;
  /** Hydration mismatches and other errors React recovered from, as the browser would report them. */
  recoverable: string[];
  root: Root;
}

/**
 * The page as the shop serves it: rendered by the server's entry with no
 * browser storage (the server has none), then, with `browser` storage set as
 * the shopper's browser holds it, hydrated by the client app. A page whose
 * first client render differs from the server's HTML is reported in
 * `recoverable`.
 */
/**
 * React's server renderer leaves the last rendered context values (the
 * router's location among them) set on the shared context objects when it
 * finishes; in a real server that is another process, here it is the same
 * one. A trivial render from the root pops them, so the client starts clean.
 */
async function resetServerContexts(): Promise<void> {
  const { prelude } = await prerenderToNodeStream(<i />);
  for await (const chunk of prelude) void chunk;
}

/** The HTML the server sends for a path (the app part of the page), as it renders it with no browser storage. */
export async function serverHtml(path: string, bootstrap: Bootstrap = testBootstrap()): Promise<string> {
  const html = await renderOnServer(path, bootstrap);
  await resetServerContexts();
  return html;
}

export async function serveAndHydrate(path: string, browser: Record<string, string> = {}, bootstrap: Bootstrap = testBootstrap()): Promise<Hydrated> {
  localStorage.clear();
  const html = await serverHtml(path, bootstrap);
  for (const [key, value] of Object.entries(browser)) localStorage.setItem(key, value);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: string[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppProviders registry={shopRegistry} bootstrap={bootstrap} swr={{ provider: () => new Map(), isPaused: () => true }}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
      { onRecoverableError: (error) => recoverable.push(error instanceof Error ? error.message : String(error)) },
    );
  });
  if (!root) throw new Error('hydrateRoot returned nothing');
  return { container, recoverable, root };
}
