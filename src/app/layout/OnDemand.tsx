import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Shell parts that first paint never shows (debug overlay, registration popup,
 * sign-in prompt, Not Found) load as their own chunks when a condition calls
 * for them, keeping the first-paint bundle to what every page needs.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Component = lazy(load);
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
