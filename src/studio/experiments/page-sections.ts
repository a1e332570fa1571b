import * as z from 'zod/mini';
import { scopeSections, sectionRegistry } from '../../../registry';
import { isLayoutKey, type ConfigKey } from '../../../schemas/api/studio';
import { MENU_SECTION } from '../../../schemas/menu';
import { isVisible, parseOtherConfig, patternProps, readPattern, type UiConfigEntry } from '../../../schemas/ui-config/entry';
import { canonicalSectionName, type LayoutScope } from '../../../schemas/ui-config/section-names';
import { newRow, rowLabel } from '../layout/rows';
import { sectionName } from '../layout/section-label';

/*
 * A whole-page variant's layout as the experiment form edits it: the sections
 * in order, each shown or hidden, with its pattern and props as JSON text.
 * What the merchandiser leaves alone is sent exactly as it was stored.
 */

/** One section of a page variant's layout. */
export interface PageSection {
  /** Keys the section while it moves: `s{n}` for the nth entry it was copied from, `added-{n}` for one added here. */
  id: string;
  section_name: string;
  visible: boolean;
  /** Its other_configration as typed (pattern and props). */
  settings: string;
  /** The stored entry it was copied from (null: added here): what is not changed is sent exactly as stored. */
  from: UiConfigEntry | null;
}

/** The sections a page may hold are its scope's: every campaign page (`page:*`) shares the campaign scope. */
export const scopeOf = (key: ConfigKey): LayoutScope => (isLayoutKey(key) ? key : 'campaign');

/** Menu items have no pattern: every other section needs one to be drawn. */
export const needsPattern = (scope: LayoutScope | null): boolean => scope !== 'menu';

/** A stored other_configration laid out for editing: indented JSON, or the text as stored when it does not parse. */
export function settingsTextOf(stored: string | undefined): string {
  if (stored === undefined) return '';
  const parsed = parseOtherConfig(stored);
  return parsed.ok ? JSON.stringify(parsed.value, null, 2) : stored;
}

const patternSchema = z.int().check(z.positive());

export type SettingsJson = { ok: true; json: string } | { ok: false; message: string };

/** The settings as stored: a JSON object with a whole-number pattern, written compactly; or why not. */
export function settingsJson(text: string, withPattern = true): SettingsJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This is not valid JSON: check the quotes, commas and braces' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: 'Write a JSON object, like {"pattern": 1, "title": "Deals"}' };
  if (withPattern && !patternSchema.safeParse('pattern' in value ? value.pattern : undefined).success) return { ok: false, message: 'Give "pattern" as a whole number, like "pattern": 2' };
  return { ok: true, json: JSON.stringify(value) };
}

/** A stored layout as the form edits it; the ids follow the entries' places, so the copy of one layout keys the same each time. */
export const sectionsOf = (entries: readonly UiConfigEntry[]): PageSection[] =>
  entries.map((entry, i) => ({ id: `s${i}`, section_name: entry.section_name, visible: isVisible(entry.visibility), settings: settingsTextOf(entry.other_configration), from: entry }));

/** JSON with every object's keys in order: two settings that differ only in key order or spacing read the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, canonical(inner)]),
  );
}

function sameSettings(a: string, b: string): boolean {
  const left = parseOtherConfig(a);
  const right = parseOtherConfig(b);
  if (!left.ok || !right.ok) return a === b;
  return JSON.stringify(canonical(left.value)) === JSON.stringify(canonical(right.value));
}

/** Whether shoppers would see the same section: its kind, whether it shows, and its settings, whatever their spacing. */
const sameEntry = (a: UiConfigEntry, b: UiConfigEntry): boolean =>
  canonicalSectionName(a.section_name) === canonicalSectionName(b.section_name) && isVisible(a.visibility) === isVisible(b.visibility) && sameSettings(a.other_configration, b.other_configration);

/** Whether two layouts show shoppers the same page. */
export const sameLayout = (a: readonly UiConfigEntry[], b: readonly UiConfigEntry[]): boolean => a.length === b.length && a.every((entry, i) => b[i] !== undefined && sameEntry(entry, b[i]));

/** A section as sent; or why its settings cannot be. What did not change keeps the stored entry's own spelling and spacing. */
export function entryOf(section: PageSection, withPattern: boolean): { ok: true; entry: UiConfigEntry } | { ok: false; message: string } {
  const json = settingsJson(section.settings, withPattern);
  if (!json.ok) return json;
  const { from } = section;
  const visibility = from && isVisible(from.visibility) === section.visible ? from.visibility : section.visible ? 'Y' : 'N';
  const other_configration = from && sameSettings(from.other_configration, json.json) ? from.other_configration : json.json;
  return { ok: true, entry: { ...from, section_name: section.section_name, visibility, other_configration } };
}

/** The sections the select offers to add: what the page's scope may hold. */
export interface SectionOption {
  name: string;
  label: string;
}

export function addableSections(scope: LayoutScope): SectionOption[] {
  if (scope === 'menu') return [{ name: MENU_SECTION, label: 'Menu item' }];
  return scopeSections[scope].flatMap((name) => {
    const definition = sectionRegistry[name];
    return definition ? [{ name, label: definition.label }] : [];
  });
}

let added = 0;

/** A section added to a variant: shown, with its first pattern and that pattern's defaults. */
export function addedSection(scope: LayoutScope, name: string): PageSection {
  const numbers = Object.keys(sectionRegistry[name]?.patterns ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  const row = newRow(scope, name, numbers[0] ?? null);
  const config = { ...(row.pattern === null ? {} : { pattern: row.pattern }), ...row.props };
  return { id: `added-${++added}`, section_name: row.section_name, visible: true, settings: JSON.stringify(config, null, 2), from: null };
}

/** How the list names a section, as the layout editor does; from the stored entry while the typed settings do not parse. */
export function sectionTitle(scope: LayoutScope, section: PageSection): string {
  const typed = parseOtherConfig(section.settings);
  const stored = section.from ? parseOtherConfig(section.from.other_configration) : null;
  const config = typed.ok ? typed.value : stored?.ok ? stored.value : {};
  const row = { id: section.id, section_name: canonicalSectionName(section.section_name), visible: section.visible, pattern: readPattern(config), props: patternProps(config) };
  return sectionName(rowLabel(scope, row));
}
