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

interface Props {
  bootstrap: Bootstrap | null;
  /** Tests pass an isolated cache and pause revalidation. */
  swr?: SWRConfiguration;
  children: ReactNode;
}

export function AppProviders({ bootstrap, swr, children }: Props) {
  const [config] = useState(() => {
    const fallback = toSwrFallback(bootstrap);
    return { fallback, use: [trustServerData(new Set(Object.keys(fallback)))], revalidateOnFocus: false, dedupingInterval: 5_000 };
  });
  return (
    <JotaiProvider>
      <SWRConfig value={{ ...config, ...swr }}>
        <VisitorContext.Provider value={bootstrap?.visitor ?? null}>
          <HydrationGate>
            <ThemeApplier />
            {children}
            <LazyToaster />
          </HydrationGate>
        </VisitorContext.Provider>
      </SWRConfig>
    </JotaiProvider>
  );
}
