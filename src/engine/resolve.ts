import type { Diagnostic } from './diagnostics';
import { parseEntries, type ParsedEntry } from './parse';
import { patternProps } from '../../schemas/ui-config/entry';
import { localizedProps, translationsOf, withDefaults } from '../../schemas/ui-config/translations';
import { sectionOf, sectionsAllowedIn, type EngineRegistry, type PatternDefinition } from './registry';
import { registryFingerprint } from './fingerprint';

/** A section ready to render: known, visible, with validated props. */
export interface ResolvedSection {
  key: string;
  index: number;
  section: string;
  pattern: number;
  definition: PatternDefinition;
  /** The entry's config without the engine's keys, in the page's language, already accepted by the schema. */
  config: Record<string, unknown>;
  /** The experiment variant the server chose for this visitor ('experiment:variant'), '' outside any. */
  variant?: string;
  /** The theme's colour scheme the section sits on (its `color_scheme`); absent: the page's own. */
  colorScheme?: string;
}

export interface LayoutResult {
  sections: ResolvedSection[];
  diagnostics: Diagnostic[];
}

export function formatIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues.map((i) => `${i.path.map(String).join('.') || '(props)'}: ${i.message}`).join('; ');
}

function skipped(scope: string, entry: ParsedEntry, reason: Diagnostic['reason'], message: string): Diagnostic {
  return { scope, index: entry.index, section_name: entry.rawName, pattern: entry.pattern, reason, message, level: 'error' };
}

/**
 * The props in the page's language: the entry's translation laid over the
 * English (schemas/ui-config/translations.ts). The server's trust covers the
 * English only, so translated props are always checked; if they fail, the
 * section shows in English and says why.
 */
function inLocale(definition: PatternDefinition, config: Record<string, unknown>, entry: ParsedEntry, locale: string | undefined): { props: Record<string, unknown>; problem?: string } {
  if (!locale || !(locale in translationsOf(entry.config))) return { props: config };
  // Over the defaults too: a translation may word a text the entry leaves at the pattern's own English.
  const shown = localizedProps(withDefaults(definition.schema, config), entry.config, locale);
  const checked = definition.schema.safeParse(shown);
  return checked.success ? { props: shown } : { props: config, problem: formatIssues(checked.error.issues) };
}

/** Step 2: matches each parsed entry to the registry and checks its props; `locale` picks the words of a translated entry. */
export function resolveEntries(registry: EngineRegistry, entries: readonly ParsedEntry[], scope: string, name: string = scope, locale?: string): LayoutResult {
  const sections: ResolvedSection[] = [];
  const diagnostics: Diagnostic[] = [];
  const allowed = sectionsAllowedIn(registry, scope);
  for (const entry of entries) {
    const section = sectionOf(registry, entry.section);
    if (!section) {
      diagnostics.push(skipped(name, entry, 'unknown-section', `no section named "${entry.section}" is registered`));
      continue;
    }
    if (!allowed.includes(entry.section)) {
      diagnostics.push(skipped(name, entry, 'not-allowed-here', `section "${entry.section}" cannot be placed on ${scope}`));
      continue;
    }
    if (entry.pattern === null) {
      diagnostics.push(skipped(name, entry, 'missing-pattern', 'other_configration has no valid pattern number'));
      continue;
    }
    const definition = section.patterns[entry.pattern];
    if (!definition) {
      const known = Object.keys(section.patterns).join(', ');
      diagnostics.push(skipped(name, entry, 'unknown-pattern', `pattern ${entry.pattern} is not registered for "${entry.section}" (known: ${known})`));
      continue;
    }
    const config = patternProps(entry.config);
    // A trusted entry passed this very check on the server, for the version served; the pattern still parses its props as it renders.
    const props = entry.trusted ? null : definition.schema.safeParse(config);
    if (props && !props.success) {
      diagnostics.push(skipped(name, entry, 'invalid-props', formatIssues(props.error.issues)));
      continue;
    }
    const localized = inLocale(definition, config, entry, locale);
    if (localized.problem) diagnostics.push(skipped(name, entry, 'invalid-translation', `shown in English: its ${locale ?? ''} words break ${localized.problem}`));
    sections.push({
      // Not the pattern: a pattern switch updates the section in place, so the old one stays on screen while the new chunk loads (SectionFrame).
      key: `${entry.index}:${entry.section}`,
      index: entry.index,
      section: entry.section,
      pattern: entry.pattern,
      definition,
      config: localized.props,
      variant: typeof entry.config.variant === 'string' ? entry.config.variant : '',
      colorScheme: colorSchemeOf(registry, entry.config),
    });
  }
  return { sections, diagnostics };
}

/** A scheme the theme has; anything else leaves the section on the page's colours (lint refuses it before it is saved). */
function colorSchemeOf(registry: EngineRegistry, config: Record<string, unknown>): string | undefined {
  const scheme = config.color_scheme;
  return typeof scheme === 'string' && registry.colorSchemes.includes(scheme) ? scheme : undefined;
}

/**
 * The last list read for each scope and name, with its result. A page reads
 * one list several times (the shell's top and its footer, a page's check for
 * the section it cannot do without and then its composer), and the data layer
 * hands out the same list until a publish or a draft replaces it, so it is
 * read once. A list is never changed in place; a new one is read afresh. One
 * slot per layout rather than a WeakMap of every list: weak keys on large
 * lists cost the garbage collector more than the second read saves.
 */
const lastRead = new WeakMap<EngineRegistry, Map<string, { raw: unknown; result: LayoutResult }>>();

function slotsOf(registry: EngineRegistry): Map<string, { raw: unknown; result: LayoutResult }> {
  let slots = lastRead.get(registry);
  if (!slots) {
    slots = new Map();
    lastRead.set(registry, slots);
  }
  return slots;
}

function interpret(registry: EngineRegistry, raw: unknown, scope: string, name: string, locale: string | undefined): LayoutResult {
  const parsed = parseEntries(raw, name, registryFingerprint(registry));
  const resolved = resolveEntries(registry, parsed.entries, scope, name, locale);
  return {
    sections: resolved.sections,
    diagnostics: [...parsed.diagnostics, ...resolved.diagnostics].sort((a, b) => a.index - b.index),
  };
}

/**
 * Parse then resolve: the whole pure half of the engine. Never throws. `name`
 * is the layout's own name where a scope has many (campaign pages); `locale`
 * the page's language, for entries with translations.
 */
export function interpretLayout<S extends string>(registry: EngineRegistry<S>, raw: unknown, scope: NoInfer<S>, name: string = scope, locale?: string): LayoutResult {
  if (!Array.isArray(raw)) return interpret(registry, raw, scope, name, locale);
  const slots = slotsOf(registry);
  const key = `${scope}\u0000${name}\u0000${locale ?? ''}`;
  const last = slots.get(key);
  if (last?.raw === raw) return last.result;
  const result = interpret(registry, raw, scope, name, locale);
  slots.set(key, { raw, result });
  return result;
}
