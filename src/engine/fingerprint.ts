import type { EngineRegistry } from './registry';

const fingerprints = new WeakMap<EngineRegistry, string>();

/** FNV-1a, 32 bits: a short, stable name for a description, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Names what the engine's checks depend on: every section, pattern and prop
 * (with its kind), where each section may stand, and the colour schemes. A
 * server and a storefront built apart (a tab opened before a deploy) disagree
 * on it, and the storefront then checks every entry itself.
 */
export function registryFingerprint(registry: EngineRegistry): string {
  let known = fingerprints.get(registry);
  if (known === undefined) {
    const scopes: Readonly<Record<string, readonly string[]>> = registry.scopeSections;
    const parts: string[] = [`schemes:${registry.colorSchemes.join(',')}`];
    for (const name of Object.keys(scopes).sort()) parts.push(`scope:${name}=${(scopes[name] ?? []).join(',')}`);
    for (const name of Object.keys(registry.sections).sort()) {
      for (const [pattern, definition] of Object.entries(registry.sections[name]?.patterns ?? {})) {
        const props = Object.entries(definition.schema.shape).map(([key, schema]) => `${key}:${schema._zod.def.type}`);
        parts.push(`${name}#${pattern}(${props.sort().join(',')})`);
      }
    }
    known = fnv1a(parts.join('\n'));
    fingerprints.set(registry, known);
  }
  return known;
}
