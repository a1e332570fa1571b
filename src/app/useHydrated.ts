import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noop = () => () => {};

/** Set by HydrationGate; null outside it (a component rendered on its own, in a test or a story). */
const HydratedContext = createContext<boolean | null>(null);

/**
 * Flips the whole app to "hydrated" once, in a transition: everything that
 * renders differently in the browser (storage, the signed-in user, the cart
 * owner) re-renders in React's time-sliced work, never as one long task on
 * the main thread right after hydration (which a store subscription would
 * force, being synchronous).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/**
 * False on the server and while hydrating, true after: what depends on the
 * browser (storage, the signed-in user) renders after hydration, so the
 * server's HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  const gate = useContext(HydratedContext);
  // Under the gate both snapshots are the gate's value: a server snapshot that differed from the client's
  // would make React re-render this component synchronously right after hydration, sections and all.
  return useSyncExternalStore(
    noop,
    () => gate ?? true,
    () => gate ?? false,
  );
}
