import { useMemo, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { ThemeApplier } from '../../src/app/providers/ThemeApplier';
import { EngineRegistryProvider } from '../../src/engine/EngineRegistryProvider';
import { shopRegistry } from '../../registry';
import { cartCountAtom, userAtom, wishlistCountAtom } from '../../src/state/session';
import { storyShopData, storyUser } from './fixtures';
import type { StoryGlobals } from './globals';

interface Props {
  globals: StoryGlobals;
  children: ReactNode;
}

/**
 * What the shop's providers give a section, with fixed data: the demo shop in
 * SWR's cache and never a request (stories must not depend on a server), a
 * session from the toolbar, an in-memory router, and the shop's registry.
 */
export function StoryProviders({ globals, children }: Props) {
  const { user, cartCount, wishlistCount, theme } = globals;
  const store = useMemo(() => {
    const s = createStore();
    s.set(userAtom, user === 'signed-in' ? storyUser : null);
    s.set(cartCountAtom, cartCount);
    s.set(wishlistCountAtom, wishlistCount);
    return s;
  }, [user, cartCount, wishlistCount]);
  const fallback = useMemo(() => storyShopData(theme), [theme]);

  return (
    <JotaiProvider store={store}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          fallback,
          revalidateOnMount: false,
          revalidateIfStale: false,
          revalidateOnFocus: false,
          revalidateOnReconnect: false,
          shouldRetryOnError: false,
        }}
      >
        <EngineRegistryProvider registry={shopRegistry}>
          <MemoryRouter initialEntries={['/']}>
            <ThemeApplier />
            {children}
            <Toaster position="top-center" />
          </MemoryRouter>
        </EngineRegistryProvider>
      </SWRConfig>
    </JotaiProvider>
  );
}
