import { act, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { MemoryRouter, useLocation } from 'react-router-dom';
import toast, { useToasterStore } from 'react-hot-toast';
import { vi } from 'vitest';
import { AppRoutes } from '../../../src/app/routes/AppRoutes';
import ToasterHost from '../../../src/app/providers/ToasterHost';
import { toSwrFallback } from '../../../src/app/bootstrap';
import { IdentityClientContext } from '../../../src/features/auth/identity-client';
import { userAtom, type StoredUser } from '../../../src/state/session';
import { testBootstrap } from '../app/render-app';
import { FakeIdentity } from './fake-identity';
import { FakeIdentityServer } from './fake-identity-server';
import { EngineRegistryProvider } from '../../../src/engine/EngineRegistryProvider';
import { shopRegistry } from '../../../registry';

export const SESSION_ID = 'guest-session-0001';

function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <span data-testid="location" hidden>
      {pathname}
    </span>
  );
}

/** The toasts react-hot-toast holds, with the options they were raised with. */
function ToastProbe() {
  const { toasts } = useToasterStore();
  return (
    <ul data-testid="toasts" hidden>
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <li key={t.id} data-type={t.type} data-position={t.position ?? ''} data-duration={String(t.duration ?? '')}>
            {String(t.message)}
          </li>
        ))}
    </ul>
  );
}

export interface ShownToast {
  message: string;
  type: string;
  position: string;
  duration: string;
}

export function toasts(): ShownToast[] {
  return [...screen.getByTestId('toasts').querySelectorAll('li')].map((li) => ({
    message: li.textContent ?? '',
    type: li.dataset.type ?? '',
    position: li.dataset.position ?? '',
    duration: li.dataset.duration ?? '',
  }));
}

/** A login-flow toast: 3 s at top right (spec sections 4 and 9). */
export const loginToast = (type: 'success' | 'error', message: string): ShownToast => ({ message, type, position: 'top-right', duration: '3000' });

export function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/**
 * The whole storefront (shell, header, routes, popups) with a fresh store and
 * SWR cache, the fake identity service in the context and the fake server
 * answering fetch. Only those two are fakes.
 */
export function renderAuthApp(path = '/', { user = null }: { user?: StoredUser | null } = {}) {
  localStorage.setItem('session_id', SESSION_ID);
  if (user) localStorage.setItem('info', JSON.stringify(user));
  const identity = new FakeIdentity();
  const server = new FakeIdentityServer(identity);
  vi.stubGlobal('fetch', server.fetch);
  let identityLoads = 0;
  const load = () => {
    identityLoads += 1;
    return Promise.resolve(identity);
  };
  const store = createStore();
  store.set(userAtom, user);
  const utils = render(
    <Provider store={store}>
      <IdentityClientContext.Provider value={load}>
        <SWRConfig value={{ fallback: toSwrFallback(testBootstrap()), provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
          <EngineRegistryProvider registry={shopRegistry}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
              <LocationProbe />
            </MemoryRouter>
          </EngineRegistryProvider>
          <ToasterHost />
          <ToastProbe />
        </SWRConfig>
      </IdentityClientContext.Provider>
    </Provider>,
  );
  return { ...utils, store, identity, server, identityLoads: () => identityLoads };
}

/** The open login popup, found by its title. */
export async function popup(title: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: title });
}

/** The field's error as announced: the alert tied to the input by aria-describedby. */
export function fieldError(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el?.getAttribute('role') === 'alert') return el.textContent;
  }
  return null;
}

export function inDialog(dialog: HTMLElement) {
  return within(dialog);
}

export function clearToasts() {
  act(() => toast.remove());
}
