import { createContext, useContext, type ReactNode } from 'react';
import type { EngineRegistry } from './registry';

const EngineRegistryContext = createContext<EngineRegistry | null>(null);

/** Hands the app's registry to every composer below it (the app root, the studio's preview, Storybook, tests). */
export function EngineRegistryProvider({ registry, children }: { registry: EngineRegistry; children: ReactNode }) {
  return <EngineRegistryContext.Provider value={registry}>{children}</EngineRegistryContext.Provider>;
}

/** The registry the app handed in; composing without one is a wiring mistake, so it fails loudly. */
export function useEngineRegistry(): EngineRegistry {
  const registry = useContext(EngineRegistryContext);
  if (!registry) throw new Error('a layout is composed outside an EngineRegistryProvider: wrap the app in one with its registry');
  return registry;
}
