import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { userAtom, type StoredUser } from '../../../src/state/session';
import { EngineRegistryProvider } from '../../../src/engine/EngineRegistryProvider';
import { shopRegistry } from '../../../registry';

export const SESSION_ID = 'session-test-0001';

/** Shows where the router is, so a test can check where a link led. */
function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <span data-testid="location" hidden>
      {pathname}
    </span>
  );
}

/**
 * Renders UI inside the app's providers with a fresh store and SWR cache; the
 * test's fake fetch answers every call. Deduping is off so each refetch the
 * code asks for reaches the fake server and can be counted.
 */
export function renderShop(ui: ReactNode, { user = null, path = '/cart' }: { user?: StoredUser | null; path?: string } = {}) {
  localStorage.setItem('session_id', SESSION_ID);
  const store = createStore();
  store.set(userAtom, user);
  const utils = render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
        <EngineRegistryProvider registry={shopRegistry}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
            <Toaster />
          </MemoryRouter>
        </EngineRegistryProvider>
      </SWRConfig>
    </Provider>,
  );
  return { ...utils, store };
}
