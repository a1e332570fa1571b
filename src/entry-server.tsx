import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Bootstrap } from '../schemas/api/shop-config';
import { AppProviders } from './app/providers/AppProviders';
import { AppRoutes } from './app/routes/AppRoutes';
import { shopRegistry } from '../registry';

/**
 * Server rendering: the whole page, with every lazy section and page resolved,
 * from the same bootstrap the HTML inlines. The browser paints it before any
 * JavaScript runs, then hydrates.
 */
export async function renderApp(url: string, bootstrap: Bootstrap): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders bootstrap={bootstrap} registry={shopRegistry} swr={{ provider: () => new Map() }}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // React outlines completed Suspense boundaries above ~12 KB into hidden templates that an inline
    // script reveals, throttled to batch reveals: the hero then paints hundreds of ms after the header
    // and without JavaScript never. The page is prerendered whole, so every boundary stays inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
