import { afterEach, describe, expect, it, vi } from 'vitest';
import { interpretLayout } from '../../../src/engine/resolve';
import { diagnostics, type Diagnostic } from '../../../src/engine/diagnostics';
import { sectionRegistry, shopRegistry } from '../../../registry';
import { entry, first, misplacedSection, patternsAllowedIn, patternWithWrongProp } from './support/registry-samples';

const ok = first(patternsAllowedIn('shell'), 'pattern allowed in the shell');
const badProps = patternWithWrongProp('shell');
const highestPattern = Math.max(...Object.keys(sectionRegistry[ok.section]?.patterns ?? {}).map(Number));

/** One entry per reason, each at a known index; `null` marks entries that render. */
const cases: { raw: unknown; reason: Diagnostic['reason'] | null; name: string }[] = [
  { raw: entry(` ${ok.section.toUpperCase()} `, { pattern: ok.pattern }), reason: null, name: '' },
  { raw: null, reason: 'invalid-entry', name: '(unnamed)' },
  { raw: { section_name: 42, visibility: 'Y', other_configration: '{}' }, reason: 'invalid-entry', name: '(unnamed)' },
  { raw: { section_name: ok.section, visibility: 'Y' }, reason: 'invalid-entry', name: ok.section },
  { raw: entry(ok.section, { pattern: ok.pattern }, 'N'), reason: 'hidden', name: ok.section },
  { raw: { section_name: ok.section, visibility: 'Y', other_configration: '{"pattern":' }, reason: 'invalid-json', name: ok.section },
  { raw: entry(ok.section, { pattern: 'first' }), reason: 'missing-pattern', name: ok.section },
  { raw: entry('Mega Carousel', { pattern: 1 }), reason: 'unknown-section', name: 'Mega Carousel' },
  { raw: entry(ok.section, { pattern: highestPattern + 1 }), reason: 'unknown-pattern', name: ok.section },
  { raw: entry(badProps.section, { pattern: badProps.pattern, [badProps.key]: badProps.value }), reason: 'invalid-props', name: badProps.section },
  { raw: entry(ok.section, { pattern: String(ok.pattern) }), reason: null, name: '' },
];

afterEach(() => {
  diagnostics.clearScope('shell');
  vi.restoreAllMocks();
});

describe('diagnostics', () => {
  it('gives every skipped entry exactly one diagnostic with its index, raw section_name and reason', () => {
    const result = interpretLayout(shopRegistry, 
      cases.map((c) => c.raw),
      'shell',
    );
    const expected = cases.flatMap((c, index) => (c.reason ? [{ index, section_name: c.name, reason: c.reason }] : []));
    expect(result.diagnostics.map(({ index, section_name, reason }) => ({ index, section_name, reason }))).toEqual(expected);
    expect(result.sections.map((s) => s.index)).toEqual(cases.flatMap((c, index) => (c.reason ? [] : [index])));
    for (const d of result.diagnostics) {
      expect(d.scope).toBe('shell');
      expect(d.message.length).toBeGreaterThan(0);
      expect(d.level).toBe(d.reason === 'hidden' ? 'info' : 'error');
    }
  });

  it('reports not-allowed-here with the entry index', () => {
    const misplaced = misplacedSection();
    if (!misplaced) throw new Error('every registered section is allowed everywhere; nothing to test');
    const pattern = Number(Object.keys(sectionRegistry[misplaced.section]?.patterns ?? {})[0]);
    const { diagnostics: found } = interpretLayout(shopRegistry, [entry('unknown-thing', {}), entry(misplaced.section, { pattern })], misplaced.scope);
    expect(found.map((d) => [d.index, d.reason])).toEqual([
      [0, 'unknown-section'],
      [1, 'not-allowed-here'],
    ]);
  });

  it('store: reports each diagnostic once and drops a scope when asked', () => {
    // The store echoes errors to the console in development; expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { diagnostics: found } = interpretLayout(shopRegistry, 
      cases.map((c) => c.raw),
      'shell',
    );
    diagnostics.report(found);
    diagnostics.report(found);
    expect(diagnostics.all().filter((d) => d.scope === 'shell')).toEqual(found);
    diagnostics.clearScope('shell');
    expect(diagnostics.all().filter((d) => d.scope === 'shell')).toEqual([]);
  });
});
