import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Bootstrap } from '../../schemas/api/shop-config';
import { localePrefix } from '../../schemas/locale';
import type { EngineRegistry } from '../engine/registry';
import { I18nProvider } from '../i18n/I18nProvider';
import { pageLocale } from '../i18n/client';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './routes/AppRoutes';
import { TapReplay } from './TapReplay';

export function App({ bootstrap, registry }: { bootstrap: Bootstrap | null; registry: EngineRegistry }) {
  const [{ locale, messages }] = useState(() => pageLocale());
  const app = (
    <I18nProvider locale={locale} messages={messages}>
      <AppProviders bootstrap={bootstrap} registry={registry}>
        {/* Under the locale's prefix every router link and navigation keeps it: '/cart' is '/hi/cart' on a Hindi page. */}
        <BrowserRouter basename={localePrefix(locale) || undefined}>
          <AppRoutes />
          <TapReplay />
        </BrowserRouter>
      </AppProviders>
    </I18nProvider>
  );
  // Only a page the server did not render waits for its catalogue; a served one has it inlined, and its tree matches the server's.
  return messages instanceof Promise ? <Suspense fallback={null}>{app}</Suspense> : app;
}
