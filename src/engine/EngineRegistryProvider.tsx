import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { EngineRegistry } from './registry';

interface EngineContext {
  registry: EngineRegistry;
  /** The page's language tag: entries with translations show their words in it (schemas/ui-config/translations.ts). */
  locale?: string;
}

const EngineRegistryContext = createContext<EngineContext | null>(null);

/** Hands the app's registry, and the page's language, to every composer below it (the app root, the studio's preview, Storybook, tests). */
export function EngineRegistryProvider({ registry, locale, children }: { registry: EngineRegistry; locale?: string; children: ReactNode }) {
  const value = useMemo(() => ({ registry, locale }), [registry, locale]);
  return <EngineRegistryContext.Provider value={value}>{children}</EngineRegistryContext.Provider>;
}

function useEngineContext(): EngineContext {
  const context = useContext(EngineRegistryContext);
  if (!context) throw new Error('a layout is composed outside an EngineRegistryProvider: wrap the app in one with its registry');
  return context;
}

/** The registry the app handed in; composing without one is a wiring mistake, so it fails loudly. */
export function useEngineRegistry(): EngineRegistry {
  return useEngineContext().registry;
}

/** The language the app composes in; undefined: the configuration's own words. */
export function useEngineLocale(): string | undefined {
  return useEngineContext().locale;
}
