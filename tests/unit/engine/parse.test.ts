import { describe, expect, it } from 'vitest';
import { interpretLayout } from '../../../src/engine/resolve';
import { parseEntries } from '../../../src/engine/parse';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { sectionRegistry, shopRegistry } from '../../../registry';
import { entry, first, misplacedSection, patternsAllowedIn, patternWithWrongProp } from './support/registry-samples';

const SCOPE = 'shell';
const shellPatterns = patternsAllowedIn(SCOPE);
const sample = first(shellPatterns, 'pattern allowed in the shell');

function reasons(raw: unknown, scope: LayoutScope = SCOPE) {
  return interpretLayout(shopRegistry, raw, scope).diagnostics.map((d) => d.reason);
}

describe('interpretLayout: one entry', () => {
  it('resolves a valid entry to its registered pattern with its props', () => {
    const { sections, diagnostics } = interpretLayout(shopRegistry, [entry(sample.section, { pattern: sample.pattern })], SCOPE);
    expect(diagnostics).toEqual([]);
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ index: 0, section: sample.section, pattern: sample.pattern, config: {} });
    expect(sections[0]?.definition).toBe(sample.definition);
  });

  it('skips invalid JSON in other_configration with an invalid-json diagnostic, without throwing', () => {
    const raw = [{ section_name: sample.section, visibility: 'Y', other_configration: `{"pattern": ${sample.pattern},` }];
    const run = () => interpretLayout(shopRegistry, raw, SCOPE);
    expect(run).not.toThrow();
    expect(run().sections).toEqual([]);
    expect(run().diagnostics).toMatchObject([{ index: 0, reason: 'invalid-json', section_name: sample.section }]);
  });

  it('skips an unknown pattern and an unknown section', () => {
    const patterns = Object.keys(sectionRegistry[sample.section]?.patterns ?? {}).map(Number);
    const unknownPattern = Math.max(...patterns) + 1;
    expect(reasons([entry(sample.section, { pattern: unknownPattern })])).toEqual(['unknown-pattern']);
    expect(reasons([entry('mega-carousel', { pattern: 1 })])).toEqual(['unknown-section']);
  });

  it('matches section names trimmed, in any case, with the spec spelling of promotional-header', () => {
    const names = [' Header ', 'HEADER', 'header', 'PROMOTINAL-HEADER', 'promotinal-header', 'promotional-header', ' Promotional-Header '];
    const resolved = interpretLayout(shopRegistry, 
      names.map((name) => entry(name, { pattern: 1 })),
      SCOPE,
    ).sections.map((s) => s.section);
    expect(resolved).toEqual(['header', 'header', 'header', 'promotional-header', 'promotional-header', 'promotional-header', 'promotional-header']);
  });

  it.each(['N', 'n', '', ' ', 'no', 'yes'])('hides visibility %j with a hidden diagnostic', (visibility) => {
    const { sections, diagnostics } = interpretLayout(shopRegistry, [entry(sample.section, { pattern: sample.pattern }, visibility)], SCOPE);
    expect(sections).toEqual([]);
    expect(diagnostics).toMatchObject([{ index: 0, reason: 'hidden', level: 'info' }]);
  });

  it.each(['Y', 'y', ' Y '])('shows visibility %j', (visibility) => {
    expect(interpretLayout(shopRegistry, [entry(sample.section, { pattern: sample.pattern }, visibility)], SCOPE).sections).toHaveLength(1);
  });

  it.each([
    ['section_name is a number', { section_name: 7, visibility: 'Y', other_configration: '{"pattern":1}' }],
    ['other_configration is missing', { section_name: sample.section, visibility: 'Y' }],
    ['other_configration is an object', { section_name: sample.section, visibility: 'Y', other_configration: { pattern: 1 } }],
    ['visibility is null', { section_name: sample.section, visibility: null, other_configration: '{"pattern":1}' }],
    ['the entry is null', null],
    ['the entry is a string', 'header'],
    ['the entry is a list', [sample.section, 'Y', '{}']],
  ])('skips an entry whose %s as invalid-entry', (_what, raw) => {
    const { sections, diagnostics } = interpretLayout(shopRegistry, [raw], SCOPE);
    expect(sections).toEqual([]);
    expect(diagnostics).toMatchObject([{ index: 0, reason: 'invalid-entry', level: 'error' }]);
  });

  it('reports a list that is not a list', () => {
    expect(interpretLayout(shopRegistry, { data: [] }, SCOPE)).toMatchObject({ sections: [], diagnostics: [{ index: -1, reason: 'invalid-entry' }] });
  });

  it('reads pattern 2 and "2" (and " 2 ") as the same pattern', () => {
    const { section, pattern } = sample;
    const resolved = interpretLayout(shopRegistry, 
      [entry(section, { pattern }), entry(section, { pattern: String(pattern) }), entry(section, { pattern: ` ${pattern} ` })],
      SCOPE,
    ).sections;
    expect(resolved.map((s) => [s.section, s.pattern, s.config])).toEqual([
      [section, pattern, {}],
      [section, pattern, {}],
      [section, pattern, {}],
    ]);
  });

  it.each([['abc'], [0], [-1], [1.5], [''], [null], [true], [[1]], ['0']])('treats pattern %j as missing-pattern', (pattern) => {
    expect(reasons([entry(sample.section, { pattern })])).toEqual(['missing-pattern']);
  });

  it('treats a config with no pattern as missing-pattern', () => {
    expect(reasons([entry(sample.section, {})])).toEqual(['missing-pattern']);
  });

  it('skips props of the wrong type for a real pattern as invalid-props', () => {
    const bad = patternWithWrongProp(SCOPE);
    const { sections, diagnostics } = interpretLayout(shopRegistry, [entry(bad.section, { pattern: bad.pattern, [bad.key]: bad.value })], SCOPE);
    expect(sections).toEqual([]);
    expect(diagnostics).toMatchObject([{ index: 0, reason: 'invalid-props', pattern: bad.pattern }]);
    expect(diagnostics[0]?.message).toContain(bad.key);
  });

  it('skips a section the scope may not hold as not-allowed-here', () => {
    const misplaced = misplacedSection();
    if (!misplaced) throw new Error('every registered section is allowed everywhere; nothing to test');
    const definition = sectionRegistry[misplaced.section];
    const pattern = Number(Object.keys(definition?.patterns ?? {})[0]);
    expect(reasons([entry(misplaced.section, { pattern })], misplaced.scope)).toEqual(['not-allowed-here']);
  });
});

describe('parseEntries', () => {
  it('keeps the raw name and the canonical one', () => {
    const { entries } = parseEntries([entry(' PROMOTINAL-HEADER ', { pattern: 1 })], SCOPE);
    expect(entries).toMatchObject([{ index: 0, rawName: ' PROMOTINAL-HEADER ', section: 'promotional-header', pattern: 1 }]);
  });
});
