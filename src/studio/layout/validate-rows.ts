import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { scopeSections, sectionRegistry } from '../../../registry';
import { validateProps } from '../form/validate';
import { audienceSchema } from '../../../schemas/ui-config/audience';
import { schemeNameProblem } from '../../../schemas/theme/tokens';
import { schemaForRow, type SectionRow } from './rows';
import { localizedProps, strayTranslations, TRANSLATIONS_KEY, translationsOf, withDefaults } from '../../../schemas/ui-config/translations';

/** Client-side check of every row, the same rules the server applies, so a bad draft is never sent. */
export function validateRows(scope: LayoutScope, rows: readonly SectionRow[]): Record<string, Record<string, string>> {
  const byRow: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    const errors = rowProblems(scope, row);
    if (Object.keys(errors).length > 0) byRow[row.id] = errors;
  }
  return byRow;
}

function rowProblems(scope: LayoutScope, row: SectionRow): Record<string, string> {
  if (row.broken) return { '': row.broken };
  if (scope !== 'menu') {
    const section = sectionRegistry[row.section_name];
    if (!section) return { '': `No section named "${row.section_name}" exists` };
    if (!scopeSections[scope].includes(row.section_name)) return { '': `${section.label} cannot be placed here` };
  }
  const schema = schemaForRow(scope, row);
  if (!schema) return { pattern: 'Choose a pattern' };
  const scheme = row.color_scheme === undefined ? null : schemeNameProblem(row.color_scheme);
  const props = validateProps(schema, row.props);
  return { ...props, ...audienceProblems(row.audience), ...(scheme ? { color_scheme: scheme } : {}), ...(Object.keys(props).length === 0 ? translationProblems(schema, row) : {}) };
}

/** Under 'translations.<locale>.<path>', where the translation fields show them: words over nothing, or words that break the props' rules. */
function translationProblems(schema: NonNullable<ReturnType<typeof schemaForRow>>, row: SectionRow): Record<string, string> {
  if (row.translations === undefined) return {};
  const config = { [TRANSLATIONS_KEY]: row.translations };
  const errors: Record<string, string> = {};
  const full = withDefaults(schema, row.props);
  for (const [locale, overlay] of Object.entries(translationsOf(config))) {
    for (const stray of strayTranslations(full, overlay)) errors[['translations', locale, stray.path].filter(Boolean).join('.')] ??= stray.message;
    const shown = validateProps(schema, localizedProps(full, config, locale));
    for (const [path, message] of Object.entries(shown)) errors[['translations', locale, path].filter(Boolean).join('.')] ??= message;
  }
  return errors;
}

/** Under 'audience.<rule>', where the audience editor shows them. */
function audienceProblems(audience: unknown): Record<string, string> {
  if (audience === undefined) return {};
  const parsed = audienceSchema.safeParse(audience);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[['audience', ...issue.path.map(String)].join('.')] ??= issue.message;
  return errors;
}

export function countProblems(byRow: Readonly<Record<string, Readonly<Record<string, string>>>>): number {
  return Object.values(byRow).reduce((sum, errors) => sum + Object.keys(errors).length, 0);
}
