import { routeNameOf } from '../../schemas/routes';
import { splitLocalePath } from '../../schemas/locale';
import { preloadPatterns } from '../engine/lazy-pattern';
import { sectionOf, type EngineRegistry, type PatternDefinition } from '../engine/registry';
import { preloadPage } from './routes/RoutePage';

/**
 * Everything the server-rendered page shows that loads as its own chunk: the
 * route's page and each section's pattern, read from the marks SectionFrame
 * puts on them. Hydrating after they arrive adopts the server's HTML whole;
 * hydrating before, a section still loading would be repainted as a skeleton.
 * Settles even when a chunk fails: hydration then suspends on it as before.
 */
export function preloadRenderedPage(registry: EngineRegistry, root: ParentNode, pathname: string): Promise<unknown> {
  const definitions: PatternDefinition[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-section][data-pattern]')) {
    const name = el.dataset.section ?? '';
    const definition = sectionOf(registry, name)?.patterns[Number(el.dataset.pattern)];
    if (definition) definitions.push(definition);
  }
  const route = routeNameOf(splitLocalePath(pathname).path);
  return Promise.allSettled([preloadPatterns(definitions), route ? preloadPage(route) : null]);
}
