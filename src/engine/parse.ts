import { uiConfigEntrySchema, isVisible, parseOtherConfig, readPattern, type UiConfigEntry } from '../../schemas/ui-config/entry';
import { canonicalSectionName } from '../../schemas/ui-config/section-names';
import type { Diagnostic } from './diagnostics';

/** An entry that is well formed and visible, with its JSON config read. */
export interface ParsedEntry {
  index: number;
  rawName: string;
  section: string;
  pattern: number | null;
  config: Record<string, unknown>;
  /** The server checked it against this very registry (its `validated` mark matched), so its props need no second check. */
  trusted: boolean;
}

export interface ParseResult {
  entries: ParsedEntry[];
  diagnostics: Diagnostic[];
}

function nameOf(raw: unknown): string {
  if (raw !== null && typeof raw === 'object' && 'section_name' in raw) {
    const name: unknown = raw.section_name;
    if (typeof name === 'string') return name;
  }
  return '(unnamed)';
}

function skipped(
  scope: string,
  index: number,
  item: unknown,
  reason: Diagnostic['reason'],
  message: string,
  pattern: number | null = null,
  level: Diagnostic['level'] = 'error',
): Diagnostic {
  return { scope, index, section_name: nameOf(item), pattern, reason, message, level };
}

/** The mark the server put on an entry it validated, if any. */
function markOf(raw: object): string | undefined {
  const mark: unknown = 'validated' in raw ? raw.validated : undefined;
  return typeof mark === 'string' ? mark : undefined;
}

/**
 * An entry's shape, read without zod when it is plainly right (the common
 * case, and the cost of a 500-entry layout); anything else gets the schema's
 * verdict, and with it the fields the diagnostic names.
 */
function readEntry(item: unknown): { ok: true; entry: UiConfigEntry; mark: string | undefined } | { ok: false; fields: string } {
  if (item !== null && typeof item === 'object' && 'section_name' in item && 'visibility' in item && 'other_configration' in item) {
    const { section_name, visibility, other_configration } = item;
    const id: unknown = 'id' in item ? item.id : undefined;
    if (typeof section_name === 'string' && typeof visibility === 'string' && typeof other_configration === 'string') {
      if (id === undefined) return { ok: true, entry: { section_name, visibility, other_configration }, mark: markOf(item) };
      if (typeof id === 'number' && Number.isSafeInteger(id)) return { ok: true, entry: { id, section_name, visibility, other_configration }, mark: markOf(item) };
    }
  }
  const entry = uiConfigEntrySchema.safeParse(item);
  if (entry.success) return { ok: true, entry: entry.data, mark: item !== null && typeof item === 'object' ? markOf(item) : undefined };
  return { ok: false, fields: entry.error.issues.map((i) => i.path.join('.') || '(entry)').join(', ') };
}

/** Layouts repeat a handful of section names hundreds of times. */
const canonicalNames = new Map<string, string>();
function canonicalOf(raw: string): string {
  let name = canonicalNames.get(raw);
  if (name === undefined) {
    name = canonicalSectionName(raw);
    if (canonicalNames.size < 1000) canonicalNames.set(raw, name);
  }
  return name;
}

/**
 * Step 1: reads a configuration list as served. Never throws: anything that is
 * not a usable entry becomes a diagnostic and the rest go on. `trustMark` is
 * the registry's fingerprint: entries the server marked with it are trusted.
 */
export function parseEntries(raw: unknown, scope: string, trustMark?: string): ParseResult {
  const entries: ParsedEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  if (!Array.isArray(raw)) {
    diagnostics.push({
      scope,
      index: -1,
      section_name: '(list)',
      pattern: null,
      reason: 'invalid-entry',
      message: 'configuration is not a list of entries',
      level: 'error',
    });
    return { entries, diagnostics };
  }
  // A plain loop with no closure per entry: this runs for every entry of every layout the page composes.
  for (let index = 0; index < raw.length; index++) {
    const item: unknown = raw[index];
    const read = readEntry(item);
    if (!read.ok) {
      diagnostics.push(skipped(scope, index, item, 'invalid-entry', `malformed entry (${read.fields})`));
      continue;
    }
    const { section_name, visibility, other_configration } = read.entry;
    const json = parseOtherConfig(other_configration);
    // Spec section 5: invalid JSON is logged and treated as {}, which has no pattern.
    const config = json.ok ? json.value : {};
    const pattern = readPattern(config);
    if (!isVisible(visibility)) {
      diagnostics.push(skipped(scope, index, item, 'hidden', `visibility is '${visibility}', not 'Y'`, pattern, 'info'));
      continue;
    }
    if (!json.ok) {
      diagnostics.push(skipped(scope, index, item, 'invalid-json', json.error));
      continue;
    }
    const trusted = trustMark !== undefined && read.mark === trustMark;
    entries.push({ index, rawName: section_name, section: canonicalOf(section_name), pattern, config, trusted });
  }
  return { entries, diagnostics };
}
