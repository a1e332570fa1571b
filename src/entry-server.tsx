import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Bootstrap } from '../schemas/api/shop-config';
import { DEFAULT_LOCALE, localePrefix, splitLocalePath, type InlinedCatalogue } from '../schemas/locale';
import { AppProviders } from './app/providers/AppProviders';
import { AppRoutes } from './app/routes/AppRoutes';
import { I18nProvider } from './i18n/I18nProvider';
import { defaultMessages } from './i18n/messages';
import { shopRegistry } from '../registry';

/**
 * Server rendering: the whole page, with every lazy section and page resolved,
 * from the same bootstrap the HTML inlines. The browser paints it before any
 * JavaScript runs, then hydrates. The URL's locale prefix (`/hi/…`) picks the
 * language; `catalogue` is that locale's messages, the ones the page inlines
 * for hydration.
 */
export async function renderApp(url: string, bootstrap: Bootstrap, catalogue?: InlinedCatalogue): Promise<string> {
  const { locale } = splitLocalePath(new URL(url, 'http://shop.invalid').pathname);
  const messages = catalogue?.locale === locale ? catalogue.messages : defaultMessages;
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider locale={catalogue?.locale === locale ? locale : DEFAULT_LOCALE} messages={messages}>
      <AppProviders bootstrap={bootstrap} registry={shopRegistry} swr={{ provider: () => new Map() }}>
        <StaticRouter location={url} basename={localePrefix(locale) || undefined}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </I18nProvider>,
    // React outlines completed Suspense boundaries above ~12 KB into hidden templates that an inline
    // script reveals, throttled to batch reveals: the hero then paints hundreds of ms after the header
    // and without JavaScript never. The page is prerendered whole, so every boundary stays inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
