import { access } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Bootstrap } from '../../../schemas/api/shop-config';
import type { InlinedCatalogue } from '../../../schemas/locale';

/** `catalogue`: the messages of the URL's locale when it is not the default (src/entry-server.tsx). */
export type RenderApp = (url: string, bootstrap: Bootstrap, catalogue?: InlinedCatalogue) => Promise<string>;

/**
 * Loads the server-rendering bundle built by `npm run build`
 * (dist-server/entry-server.js). Without it the shop still works: the browser
 * renders the page, as in Vite's dev server.
 */
export async function loadRenderer(entry: string): Promise<RenderApp | null> {
  try {
    await access(entry);
  } catch {
    return null;
  }
  const mod: unknown = await import(pathToFileURL(entry).href);
  if (typeof mod !== 'object' || mod === null || !('renderApp' in mod) || typeof mod.renderApp !== 'function') {
    throw new Error(`${entry} does not export renderApp()`);
  }
  const render = mod.renderApp;
  return async (url, bootstrap, catalogue) => {
    const html: unknown = await render(url, bootstrap, catalogue);
    if (typeof html !== 'string') throw new Error('renderApp() did not return HTML');
    return html;
  };
}

/** A page that fails to render on the server is rendered by the browser instead, never lost. */
export async function renderOrEmpty(render: RenderApp | null, url: string, bootstrap: Bootstrap, catalogue?: InlinedCatalogue): Promise<string> {
  if (!render) return '';
  try {
    return await render(url, bootstrap, catalogue);
  } catch (error) {
    console.error(`server rendering of ${url} failed; the browser will render it`, error);
    return '';
  }
}
