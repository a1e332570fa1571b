import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { Bootstrap } from '../../../schemas/api/shop-config';
import { toSwrFallback } from '../bootstrap';
import { trustServerData } from '../../data/trust-server-data';
import { ThemeApplier } from './ThemeApplier';
import { LazyToaster } from './LazyToaster';
import { VisitorContext } from './visitor';
import { HydrationGate } from '../useHydrated';
import { EngineRegistryProvider } from '../../engine/EngineRegistryProvider';
import type { EngineRegistry } from '../../engine/registry';
import { useLocale } from '../../i18n/useT';

interface Props {
  bootstrap: Bootstrap | null;
  /** The sections every configured layout is composed from, handed to the engine. */
  registry: EngineRegistry;
  /** Tests pass an isolated cache and pause revalidation. */
  swr?: SWRConfiguration;
  children: ReactNode;
}

export function AppProviders({ bootstrap, registry, swr, children }: Props) {
  const [config] = useState(() => {
    const fallback = toSwrFallback(bootstrap);
    return { fallback, use: [trustServerData(new Set(Object.keys(fallback)))], revalidateOnFocus: false, dedupingInterval: 5_000 };
  });
  // Merchandiser text in the page's language (an entry's translations): the engine lays it over the English.
  const locale = useLocale();
  return (
    <JotaiProvider>
      <SWRConfig value={{ ...config, ...swr }}>
        <VisitorContext.Provider value={bootstrap?.visitor ?? null}>
          <EngineRegistryProvider registry={registry} locale={locale}>
            <HydrationGate>
              <ThemeApplier />
              {children}
              <LazyToaster />
            </HydrationGate>
          </EngineRegistryProvider>
        </VisitorContext.Provider>
      </SWRConfig>
    </JotaiProvider>
  );
}
