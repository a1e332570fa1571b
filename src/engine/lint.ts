import type * as z from 'zod/mini';
import { uiConfigEntrySchema, parseOtherConfig, patternProps, readPattern, type UiConfigEntry } from '../../schemas/ui-config/entry';
import { audienceSchema } from '../../schemas/ui-config/audience';
import { schemeNameProblem } from '../../schemas/theme/tokens';
import { canonicalSectionName, type LayoutScope } from '../../schemas/ui-config/section-names';
import { menuItemSchema, MENU_SECTION } from '../../schemas/menu';
import { sectionRegistry, scopeSections } from '../../registry';
import { formatIssues } from './resolve';

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

function unknownKeys(schema: z.ZodMiniObject, config: Record<string, unknown>): string[] {
  const known = new Set(Object.keys(schema.shape));
  return Object.keys(config).filter((k) => !known.has(k));
}

/**
 * Strict check of a configuration before it is stored (admin PUT, lint:config).
 * The storefront is lenient and skips what it cannot render; what a merchandiser
 * saves must be fully valid, so mistakes are refused here with every problem
 * listed, and nothing is saved.
 */
export function lintConfig(raw: unknown, scope: LayoutScope): LintResult {
  if (!Array.isArray(raw)) {
    return { ok: false, problems: [{ index: -1, section_name: '', field: '(body)', message: 'expected a list of configuration entries' }] };
  }
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
    const name = canonicalSectionName(section_name);

    if (scope === 'menu') {
      if (name !== MENU_SECTION) {
        problem('section_name', `the menu holds only "${MENU_SECTION}" entries, got "${section_name}"`);
        return;
      }
      const item = menuItemSchema.safeParse(json.value);
      if (!item.success) problem('other_configration', formatIssues(item.error.issues));
      for (const key of unknownKeys(menuItemSchema, json.value)) problem(`other_configration.${key}`, 'unknown property');
    } else {
      const section = sectionRegistry[name];
      if (!section) {
        problem('section_name', `no section named "${section_name}" is registered`);
        return;
      }
      if (!scopeSections[scope].includes(name)) {
        problem('section_name', `section "${name}" cannot be placed on ${scope}`);
        return;
      }
      const pattern = readPattern(json.value);
      const definition = pattern === null ? undefined : section.patterns[pattern];
      if (pattern === null || !definition) {
        const known = Object.keys(section.patterns).join(', ');
        problem('other_configration.pattern', `pattern must be one of ${known} for "${name}", got ${JSON.stringify(json.value.pattern)}`);
        return;
      }
      const config = patternProps(json.value);
      if ('audience' in json.value) {
        const audience = audienceSchema.safeParse(json.value.audience);
        if (!audience.success) for (const issue of audience.error.issues) problem(['other_configration.audience', ...issue.path.map(String)].join('.'), issue.message);
      }
      const scheme = 'color_scheme' in json.value ? schemeNameProblem(json.value.color_scheme) : null;
      if (scheme) problem('other_configration.color_scheme', scheme);
      if ('variant' in json.value) problem('other_configration.variant', 'variant is chosen per visitor by a running experiment; it is never saved');
      const props = definition.schema.safeParse(config);
      if (!props.success) {
        for (const issue of props.error.issues) {
          problem(`other_configration.${issue.path.map(String).join('.')}`, issue.message);
        }
      }
      for (const key of unknownKeys(definition.schema, config)) problem(`other_configration.${key}`, 'unknown property');
    }
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
