import { uiConfigEntrySchema, isVisible, parseOtherConfig, readPattern } from '../../schemas/ui-config/entry';
import { canonicalSectionName } from '../../schemas/ui-config/section-names';
import type { Diagnostic } from './diagnostics';

/** An entry that is well formed and visible, with its JSON config read. */
export interface ParsedEntry {
  index: number;
  rawName: string;
  section: string;
  pattern: number | null;
  config: Record<string, unknown>;
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

/**
 * Step 1: reads a configuration list as served. Never throws: anything that is
 * not a usable entry becomes a diagnostic and the rest go on.
 */
export function parseEntries(raw: unknown, scope: string): ParseResult {
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
  raw.forEach((item: unknown, index) => {
    const skip = (reason: Diagnostic['reason'], message: string, pattern: number | null = null, level: Diagnostic['level'] = 'error') =>
      diagnostics.push({ scope, index, section_name: nameOf(item), pattern, reason, message, level });

    const entry = uiConfigEntrySchema.safeParse(item);
    if (!entry.success) {
      const fields = entry.error.issues.map((i) => i.path.join('.') || '(entry)').join(', ');
      skip('invalid-entry', `malformed entry (${fields})`);
      return;
    }
    const { section_name, visibility, other_configration } = entry.data;
    const json = parseOtherConfig(other_configration);
    // Spec section 5: invalid JSON is logged and treated as {}, which has no pattern.
    const config = json.ok ? json.value : {};
    const pattern = readPattern(config);
    if (!isVisible(visibility)) {
      skip('hidden', `visibility is '${visibility}', not 'Y'`, pattern, 'info');
      return;
    }
    if (!json.ok) {
      skip('invalid-json', json.error);
      return;
    }
    entries.push({ index, rawName: section_name, section: canonicalSectionName(section_name), pattern, config });
  });
  return { entries, diagnostics };
}
