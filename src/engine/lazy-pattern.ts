import type { ComponentType } from 'react';
import type { BoundPatternProps, PatternDefinition } from './registry';
import { preloadable, type Preloadable } from '../lib/preloadable';

/**
 * One loader per pattern definition for the whole app: creating it during
 * render would remount the section (and refetch the chunk) on every render.
 */
const cache = new WeakMap<PatternDefinition, Preloadable<BoundPatternProps>>();

function loaderOf(definition: PatternDefinition): Preloadable<BoundPatternProps> {
  let loader = cache.get(definition);
  if (!loader) {
    loader = preloadable(async () => ({ default: await definition.load() }));
    cache.set(definition, loader);
  }
  return loader;
}

export function lazyPattern(definition: PatternDefinition): ComponentType<BoundPatternProps> {
  return loaderOf(definition).Component;
}

/** Fetches patterns before React asks for them, so they render without suspending (hydration). */
export function preloadPatterns(definitions: readonly PatternDefinition[]): Promise<unknown> {
  return Promise.allSettled(definitions.map((d) => loaderOf(d).preload()));
}
