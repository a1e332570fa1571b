import type * as z from 'zod/mini';
import { uiConfigEntrySchema, parseOtherConfig, patternProps, readPattern, type UiConfigEntry } from '../../schemas/ui-config/entry';
import { canonicalSectionName } from '../../schemas/ui-config/section-names';
import { localizedProps, strayTranslations, TRANSLATIONS_KEY, translationsOf, withDefaults } from '../../schemas/ui-config/translations';
import { sectionOf, sectionsAllowedIn, type EngineRegistry } from './registry';

export interface LintProblem {
  /** Entry position, or -1 for the list itself. */
  index: number;
  section_name: string;
  field: string;
  message: string;
}

export type LintResult =
  | { ok: true; entries: UiConfigEntry[] }
  | { ok: false; problems: LintProblem[] };

/** One well-formed entry as a rule sees it, and where the rule reports what it finds. */
export interface LintEntry {
  /** Canonical section name. */
  name: string;
  section_name: string;
  /** other_configration, parsed. */
  config: Record<string, unknown>;
  problem: (field: string, message: string) => void;
}

/**
 * What an app adds to the engine's checks: rules on a section's own keys
 * (who sees it, its colours), and scopes whose entries are not sections at
 * all, which the app checks whole.
 */
export interface LintRules<Scope extends string = string> {
  /** Run on every placed section with a known pattern, before its props are checked. */
  section?: readonly ((entry: LintEntry) => void)[];
  /** Replace the section checks for these scopes. */
  scopes?: Partial<Record<Scope, (entry: LintEntry) => void>>;
}

/** Keys of a config that its schema does not name: a strict check refuses them. */
export function unknownKeys(schema: z.ZodMiniObject, config: Record<string, unknown>): string[] {
  const known = new Set(Object.keys(schema.shape));
  return Object.keys(config).filter((k) => !known.has(k));
}

function lintSection(registry: EngineRegistry, scope: string, rules: LintRules, entry: LintEntry): void {
  const { name, section_name, config, problem } = entry;
  const section = sectionOf(registry, name);
  if (!section) {
    problem('section_name', `no section named "${section_name}" is registered`);
    return;
  }
  if (!sectionsAllowedIn(registry, scope).includes(name)) {
    problem('section_name', `section "${name}" cannot be placed on ${scope}`);
    return;
  }
  const pattern = readPattern(config);
  const definition = pattern === null ? undefined : section.patterns[pattern];
  if (pattern === null || !definition) {
    const known = Object.keys(section.patterns).join(', ');
    problem('other_configration.pattern', `pattern must be one of ${known} for "${name}", got ${JSON.stringify(config.pattern)}`);
    return;
  }
  for (const rule of rules.section ?? []) rule(entry);
  const props = patternProps(config);
  const parsed = definition.schema.safeParse(props);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problem(`other_configration.${issue.path.map(String).join('.')}`, issue.message);
  }
  for (const key of unknownKeys(definition.schema, props)) problem(`other_configration.${key}`, 'unknown property');
  if (parsed.success) lintTranslations(definition.schema, props, config, problem);
}

/**
 * Each language's words lay over English text only, and the props they make
 * pass the schema as the English do. For sections here; the app uses it for
 * entries it checks whole (menu items).
 */
export function lintTranslations(schema: z.ZodMiniType, props: Record<string, unknown>, config: Record<string, unknown>, problem: LintEntry['problem']): void {
  if (!(TRANSLATIONS_KEY in config)) return;
  const raw = config[TRANSLATIONS_KEY];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    problem(`other_configration.${TRANSLATIONS_KEY}`, 'translations are an object of language → words, like {"hi-IN": {"title": "…"}}');
    return;
  }
  const overlays = translationsOf(config);
  const full = withDefaults(schema, props);
  for (const [locale, overlay] of Object.entries(raw)) {
    const field = `other_configration.${TRANSLATIONS_KEY}.${locale}`;
    if (!(locale in overlays)) {
      problem(field, 'the words of one language are an object shaped like the props');
      continue;
    }
    for (const stray of strayTranslations(full, overlay)) problem(stray.path ? `${field}.${stray.path}` : field, stray.message);
    const shown = schema.safeParse(localizedProps(full, config, locale));
    if (!shown.success) for (const issue of shown.error.issues) problem(`${field}.${issue.path.map(String).join('.')}`, issue.message);
  }
}

/**
 * Strict check of a configuration before it is stored (admin PUT, lint:config).
 * The storefront is lenient and skips what it cannot render; what a merchandiser
 * saves must be fully valid, so mistakes are refused here with every problem
 * listed, and nothing is saved.
 */
export function lintLayout<S extends string>(registry: EngineRegistry<S>, raw: unknown, scope: NoInfer<S>, rules: LintRules<S> = {}): LintResult {
  if (!Array.isArray(raw)) {
    return { ok: false, problems: [{ index: -1, section_name: '', field: '(body)', message: 'expected a list of configuration entries' }] };
  }
  const whole: Partial<Record<string, (entry: LintEntry) => void>> = rules.scopes ?? {};
  const checkWhole = Object.hasOwn(whole, scope) ? whole[scope] : undefined;
  const problems: LintProblem[] = [];
  const entries: UiConfigEntry[] = [];
  raw.forEach((item: unknown, index) => {
    const entry = uiConfigEntrySchema.safeParse(item);
    if (!entry.success) {
      for (const issue of entry.error.issues) {
        problems.push({ index, section_name: '', field: issue.path.join('.') || '(entry)', message: issue.message });
      }
      return;
    }
    const { section_name, visibility, other_configration } = entry.data;
    const problem = (field: string, message: string) => problems.push({ index, section_name, field, message });
    const before = problems.length;

    if (!['Y', 'N'].includes(visibility.trim().toUpperCase())) problem('visibility', `must be 'Y' or 'N', got '${visibility}'`);
    const json = parseOtherConfig(other_configration);
    if (!json.ok) {
      problem('other_configration', json.error);
      return;
    }
    const checked: LintEntry = { name: canonicalSectionName(section_name), section_name, config: json.value, problem };
    if (checkWhole) checkWhole(checked);
    else lintSection(registry, scope, rules, checked);
    if (problems.length === before) entries.push(entry.data);
  });
  return problems.length ? { ok: false, problems } : { ok: true, entries };
}

export function formatLintReport(result: LintResult, scope: string): string {
  if (result.ok) return `${scope}: ${result.entries.length} entries, all valid`;
  const lines = result.problems.map(
    (p) => `  entry ${p.index}${p.section_name ? ` (${p.section_name})` : ''} ${p.field}: ${p.message}`,
  );
  return `${scope}: ${result.problems.length} problem(s)\n${lines.join('\n')}`;
}
