import { sectionRegistry, scopeSections } from '../registry';
import { examplesOf } from '../registry/examples';
import type { PageScope } from '../schemas/ui-config/section-names';
import type { UiConfigEntry } from '../schemas/ui-config/entry';

/** Seeded so every run measures the same payload. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPELLINGS: Record<string, string[]> = { 'promotional-header': ['promotinal-header', 'Promotional-Header '] };

/**
 * A configuration shaped like a merchandiser's: every registered pattern of the
 * scope with its defaults or examples spelled out in full (what an admin form
 * saves), about a tenth hidden and a few broken in the ways real data breaks.
 */
export function realisticConfig(count: number, scope: PageScope = 'shell', seed = 42): UiConfigEntry[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(random() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const patterns = scopeSections[scope].flatMap((name) => {
    const section = sectionRegistry[name];
    return section ? Object.entries(section.patterns).map(([n, definition]) => ({ name, pattern: Number(n), definition, examples: examplesOf(name, Number(n)) })) : [];
  });
  if (patterns.length === 0) throw new Error(`no patterns are registered for ${scope}`);

  return Array.from({ length: count }, (_, id): UiConfigEntry => {
    const p = pick(patterns);
    const props = { ...p.definition.schema.parse({}), ...pick([{}, ...Object.values(p.examples)]) };
    const section_name = random() < 0.3 ? pick(SPELLINGS[p.name] ?? [p.name.toUpperCase()]) : p.name;
    const roll = random();
    if (roll < 0.03) return { id, section_name, visibility: 'Y', other_configration: JSON.stringify({ pattern: p.pattern, ...props }).slice(0, -2) };
    if (roll < 0.05) return { id, section_name, visibility: 'Y', other_configration: JSON.stringify({ pattern: 99, ...props }) };
    if (roll < 0.07) return { id, section_name: 'mega-carousel', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1 }) };
    const visibility = roll < 0.17 ? 'N' : 'Y';
    const pattern = random() < 0.5 ? p.pattern : String(p.pattern);
    return { id, section_name, visibility, other_configration: JSON.stringify({ pattern, ...props }) };
  });
}
