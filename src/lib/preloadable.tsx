import { lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface Preloadable<P extends object> {
  /** Renders the loaded component; suspends only while its chunk is still on its way. */
  Component: ComponentType<P>;
  /** Starts the chunk (once) and settles when it has arrived. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * React.lazy suspends on its first render even when the chunk is already in
 * the browser, because it asks for the module only then. During hydration that
 * suspension leaves the server's HTML dehydrated, and any update reaching it
 * before the chunk settles makes React throw the HTML away and paint the
 * fallback. A chunk preloaded before hydrateRoot renders here directly, so the
 * server's HTML is adopted as it is; one still loading goes through React.lazy.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then((m) => (loaded = m.default));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloaded(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloaded, preload };
}
