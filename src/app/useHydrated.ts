import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False on the server and while hydrating, true after: what depends on the
 * browser (storage, the signed-in user) renders after hydration, so the
 * server's HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
