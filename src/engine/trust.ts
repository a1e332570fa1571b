import type { ServedEntry, UiConfigEntry } from '../../schemas/ui-config/entry';
import { registryFingerprint } from './fingerprint';
import type { EngineRegistry } from './registry';
import { interpretLayout } from './resolve';

/**
 * The server's half of the trust: whether an entry passes every check the
 * storefront would make, whatever its visibility (an audience may show it to
 * some visitors and hide it from others).
 */
export function passesEngine(registry: EngineRegistry, entry: UiConfigEntry, scope: string): boolean {
  const { section_name, other_configration } = entry;
  return interpretLayout(registry, [{ section_name, visibility: 'Y', other_configration }], scope).sections.length === 1;
}

/**
 * Entries as served: each one that passes carries the registry's
 * fingerprint, any other loses whatever mark it came with. `passes` lets the
 * caller keep verdicts per published version instead of checking again.
 */
export function markValidated(
  registry: EngineRegistry,
  entries: readonly UiConfigEntry[],
  scope: string,
  passes: (entry: UiConfigEntry) => boolean = (entry) => passesEngine(registry, entry, scope),
): ServedEntry[] {
  const mark = registryFingerprint(registry);
  return entries.map(({ id, section_name, visibility, other_configration }) => {
    const served: ServedEntry = id === undefined ? { section_name, visibility, other_configration } : { id, section_name, visibility, other_configration };
    return passes(served) ? { ...served, validated: mark } : served;
  });
}
