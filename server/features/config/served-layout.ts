import type { ServedEntry, UiConfigEntry } from '../../../schemas/ui-config/entry';
import { shopRegistry } from '../../../registry';
import { markValidated, passesEngine } from '../../../src/engine/trust';

/**
 * Verdicts by what an entry says, so a published version's entries are
 * checked once, not on every page view and read; a publish brings new
 * content and so new checks. Bounded: a shop has a few hundred entries live.
 */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 5000;

function passes(scope: string, entry: UiConfigEntry): boolean {
  const key = `${scope}\u0000${entry.section_name}\u0000${entry.other_configration}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = passesEngine(shopRegistry, entry, scope);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(key, verdict);
  }
  return verdict;
}

/**
 * A layout as the storefront is served it, once it is final for this visitor
 * (experiments may swap an entry's config): each entry that passes the
 * engine's checks marked validated, so the storefront's engine, on the same
 * registry, does not check its props again.
 */
export function servedLayout(scope: string, entries: readonly UiConfigEntry[]): ServedEntry[] {
  return markValidated(shopRegistry, entries, scope, (entry) => passes(scope, entry));
}
