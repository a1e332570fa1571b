import type * as z from 'zod/mini';
import { isVisible, parseOtherConfig, patternProps, readPattern, uiConfigEntrySchema } from '../../../schemas/ui-config/entry';
import { canonicalSectionName, type LayoutScope } from '../../../schemas/ui-config/section-names';
import { TRANSLATIONS_KEY } from '../../../schemas/ui-config/translations';
import { menuItemSchema, MENU_SECTION } from '../../../schemas/menu';
import type { DocumentProblem } from '../../../schemas/api/studio';
import { sectionRegistry } from '../../../registry';
import { switchProps } from './pattern-props';
import { sectionLabel, type SectionLabel, type SourceNames } from './section-label';

/** One entry of a layout as the editor holds it: props parsed, pattern apart, and an id React can key on. */
export interface SectionRow {
  id: string;
  section_name: string;
  visible: boolean;
  pattern: number | null;
  props: Record<string, unknown>;
  /** Set when the stored entry could not be read (bad JSON): shown on the row, and saving is refused. */
  broken?: string;
  /** Props the current pattern does not know, set aside by a pattern switch (never saved); see switchProps. */
  stash?: Record<string, unknown>;
  /** Who sees the section (schemas/ui-config/audience.ts), as stored; none: everyone. */
  audience?: unknown;
  /** The theme's colour scheme the section sits on (schemas/theme/tokens.ts), as stored; none: the page's colours. */
  color_scheme?: unknown;
  /** Its words in other languages (schemas/ui-config/translations.ts), as stored; kept through every edit of the English. */
  translations?: unknown;
}

let nextId = 0;
export const newRowId = (): string => `row-${++nextId}`;

/** The working copy of a stored layout; entries that are not even objects are dropped with a broken row in their place. */
export function rowsFromDocument(document: unknown): SectionRow[] {
  if (!Array.isArray(document)) return [];
  return document.map((item: unknown): SectionRow => {
    const entry = uiConfigEntrySchema.safeParse(item);
    if (!entry.success) return { id: newRowId(), section_name: '', visible: false, pattern: null, props: {}, broken: 'This entry is not a configuration entry' };
    const json = parseOtherConfig(entry.data.other_configration);
    const config = json.ok ? json.value : {};
    return {
      id: newRowId(),
      section_name: canonicalSectionName(entry.data.section_name),
      visible: isVisible(entry.data.visibility),
      pattern: json.ok ? readPattern(json.value) : null,
      props: patternProps(config),
      broken: json.ok ? undefined : json.error,
      ...('audience' in config ? { audience: config.audience } : {}),
      ...('color_scheme' in config ? { color_scheme: config.color_scheme } : {}),
      ...(TRANSLATIONS_KEY in config ? { translations: config[TRANSLATIONS_KEY] } : {}),
    };
  });
}

export function rowsToDocument(rows: readonly SectionRow[]): { section_name: string; visibility: string; other_configration: string }[] {
  return rows.map((row) => ({
    section_name: row.section_name,
    visibility: row.visible ? 'Y' : 'N',
    other_configration: JSON.stringify({
      ...(row.pattern === null ? {} : { pattern: row.pattern }),
      ...row.props,
      ...(row.audience === undefined ? {} : { audience: row.audience }),
      ...(row.color_scheme === undefined ? {} : { color_scheme: row.color_scheme }),
      ...(row.translations === undefined ? {} : { [TRANSLATIONS_KEY]: row.translations }),
    }),
  }));
}

/** How a row is named everywhere in the studio (list, settings, toasts, announcements). */
export function rowLabel(scope: LayoutScope, row: SectionRow, names?: SourceNames): SectionLabel {
  return sectionLabel(scope === 'menu' ? { ...row, section_name: MENU_SECTION } : row, names);
}

/** The props schema a row is edited and checked with; null when the section or pattern is unknown. */
export function schemaForRow(scope: LayoutScope, row: SectionRow): z.ZodMiniObject | null {
  if (scope === 'menu') return menuItemSchema;
  if (row.pattern === null) return null;
  return sectionRegistry[row.section_name]?.patterns[row.pattern]?.schema ?? null;
}

export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

export function duplicateRow(rows: readonly SectionRow[], index: number): SectionRow[] {
  const original = rows[index];
  if (!original) return [...rows];
  const copy: SectionRow = { ...original, id: newRowId(), props: structuredClone(original.props), stash: structuredClone(original.stash), translations: structuredClone(original.translations) };
  return [...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)];
}

/** The row under another pattern: every prop the new pattern knows keeps the value it showed (see switchProps). */
export function switchPattern(row: SectionRow, pattern: number): SectionRow {
  const patterns = sectionRegistry[row.section_name]?.patterns;
  const schema = patterns?.[pattern]?.schema;
  if (!schema || pattern === row.pattern) return row;
  const from = row.pattern === null ? null : (patterns?.[row.pattern]?.schema ?? null);
  const { props, stash } = switchProps(from, schema, row.props, row.stash);
  return { ...row, pattern, props, stash };
}

/** A section as added from the catalogue: its pattern's defaults, shown. */
export function newRow(scope: LayoutScope, section: string, pattern: number | null): SectionRow {
  const schema = scope === 'menu' ? menuItemSchema : pattern === null ? undefined : sectionRegistry[section]?.patterns[pattern]?.schema;
  const defaults = schema?.safeParse({});
  const props: Record<string, unknown> = defaults?.success ? { ...defaults.data } : {};
  return { id: newRowId(), section_name: scope === 'menu' ? MENU_SECTION : section, visible: true, pattern: scope === 'menu' ? null : pattern, props };
}

/** Errors of one row: dotted prop path → message; '' for the row itself and 'pattern' for the pattern choice. */
export type RowErrors = Readonly<Record<string, string>>;

/** Server fields arrive as 'title', 'other_configration.title' or an entry field; all land on something the editor shows. */
export function fieldOfProblem(field: string): string {
  const inside = field.replace(/^other_configration\.?/, '');
  if (field === 'other_configration' || field === 'section_name' || field === 'visibility' || field === '(entry)' || field === '(body)') return '';
  return inside;
}

export function problemsByRow(rows: readonly SectionRow[], problems: readonly DocumentProblem[]): Record<string, Record<string, string>> {
  const byRow: Record<string, Record<string, string>> = {};
  for (const problem of problems) {
    const row = rows[problem.index];
    if (!row) continue;
    const field = fieldOfProblem(problem.field);
    const errors = (byRow[row.id] ??= {});
    errors[field] = errors[field] ? `${errors[field]}; ${problem.message}` : problem.message;
  }
  return byRow;
}
