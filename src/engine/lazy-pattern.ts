import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BoundPatternProps, PatternDefinition } from '../../registry/types';

/**
 * One React.lazy per pattern definition for the whole app: creating it during
 * render would remount the section (and refetch the chunk) on every render.
 */
const cache = new WeakMap<PatternDefinition, LazyExoticComponent<ComponentType<BoundPatternProps>>>();

export function lazyPattern(definition: PatternDefinition): LazyExoticComponent<ComponentType<BoundPatternProps>> {
  let component = cache.get(definition);
  if (!component) {
    component = lazy(async () => ({ default: await definition.load() }));
    cache.set(definition, component);
  }
  return component;
}

/** Starts downloading patterns before React asks for them (e.g. from the inlined config). */
export function preloadPatterns(definitions: readonly PatternDefinition[]): void {
  for (const d of definitions) void d.load().catch(() => undefined);
}
