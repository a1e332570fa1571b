import { z } from 'zod';
import { sectionRegistry, scopeSections } from '../../../../registry';
import { examplesOf } from '../../../../registry/examples';
import type { PatternDefinition } from '../../../../registry/types';
import type { UiConfigEntry } from '../../../../schemas/ui-config/entry';
import { PAGE_SCOPES, type PageScope } from '../../../../schemas/ui-config/section-names';

/** Entries as the provider API serves them. */
export function entry(section_name: string, config: Record<string, unknown>, visibility = 'Y'): UiConfigEntry {
  return { section_name, visibility, other_configration: JSON.stringify(config) };
}

export interface RegisteredPattern {
  section: string;
  pattern: number;
  definition: PatternDefinition;
  /** Its named examples (registry/<section>/examples.ts). */
  examples: Readonly<Record<string, Record<string, unknown>>>;
}

/** Every registered (section, pattern) pair; the tests follow the registry, not a fixed list. */
export const registeredPatterns: readonly RegisteredPattern[] = Object.values(sectionRegistry).flatMap((section) =>
  Object.entries(section.patterns).map(([n, definition]) => ({ section: section.name, pattern: Number(n), definition, examples: examplesOf(section.name, Number(n)) })),
);

export function allowedIn(scope: PageScope, section: string): boolean {
  return scopeSections[scope].includes(section);
}

export function patternsAllowedIn(scope: PageScope): RegisteredPattern[] {
  return registeredPatterns.filter((p) => allowedIn(scope, p.section));
}

/** A registered section and a scope that may not hold it, for 'not-allowed-here'. */
export function misplacedSection(): { section: string; scope: PageScope } | null {
  for (const scope of PAGE_SCOPES) {
    const p = registeredPatterns.find((r) => !allowedIn(scope, r.section));
    if (p) return { section: p.section, scope };
  }
  return null;
}

export function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`the registry has no ${what}`);
  return item;
}

/** A value of the wrong JSON type for a property, judged from its JSON Schema type. */
function wrongValueFor(property: z.core.JSONSchema._JSONSchema): unknown {
  if (typeof property !== 'object' || property.type === undefined) return undefined;
  return property.type === 'object' || property.type === 'array' ? 12345 : { not: 'a primitive' };
}

/**
 * A prop of a real pattern set to a value of the wrong type: the case
 * 'invalid-props' exists for. Checked against the schema itself, so the
 * tests never rest on a guess.
 */
export function wrongProp(definition: PatternDefinition): { key: string; value: unknown } | null {
  const json = z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'any' });
  for (const [key, property] of Object.entries(json.properties ?? {})) {
    const value = wrongValueFor(property);
    if (value !== undefined && !definition.schema.safeParse({ [key]: value }).success) return { key, value };
  }
  return null;
}

/** The first pattern with a prop that can be given a wrong type, and that prop. */
export function patternWithWrongProp(scope: PageScope): RegisteredPattern & { key: string; value: unknown } {
  for (const p of patternsAllowedIn(scope)) {
    const wrong = wrongProp(p.definition);
    if (wrong) return { ...p, ...wrong };
  }
  throw new Error(`no pattern allowed in ${scope} has a typed prop`);
}
