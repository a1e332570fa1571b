import { describe, expect, it } from 'vitest';
import { lintConfig } from '../../../registry/lint-rules';
import { sectionRegistry } from '../../../registry';
import { demoLayouts } from '../../../server/seed/demo-shop';
import { PAGE_SCOPES } from '../../../schemas/ui-config/section-names';
import { entry, first, misplacedSection, patternsAllowedIn, patternWithWrongProp } from './support/registry-samples';

const ok = first(patternsAllowedIn('shell'), 'pattern allowed in the shell');
const badProps = patternWithWrongProp('shell');

describe('lintConfig', () => {
  it('accepts every registered pattern with its defaults, examples and any visibility', () => {
    const entries = patternsAllowedIn('shell').flatMap((p) => [
      entry(p.section, { pattern: p.pattern }),
      entry(p.section.toUpperCase(), { pattern: String(p.pattern), ...p.definition.schema.parse({}) }, 'N'),
      ...Object.values(p.examples).map((example) => entry(p.section, { pattern: p.pattern, ...example })),
    ]);
    const result = lintConfig(entries, 'shell');
    expect(result).toEqual({ ok: true, entries });
  });

  it.each(PAGE_SCOPES)('accepts the demo shop configuration for %s', (scope) => {
    expect(lintConfig(demoLayouts[scope], scope)).toMatchObject({ ok: true });
  });

  it('reports every problem with its entry index and field, and nothing for the valid entries', () => {
    const highest = Math.max(...Object.keys(sectionRegistry[ok.section]?.patterns ?? {}).map(Number));
    const raw: unknown[] = [
      entry(ok.section, { pattern: ok.pattern }),
      { section_name: 7, visibility: 'Y', other_configration: '{}' },
      entry(ok.section, { pattern: ok.pattern }, 'maybe'),
      { section_name: ok.section, visibility: 'Y', other_configration: '{"pattern": 1' },
      entry('mega-carousel', { pattern: 1 }),
      entry(ok.section, { pattern: highest + 1 }),
      entry(ok.section, { pattern: 'one' }),
      entry(badProps.section, { pattern: badProps.pattern, [badProps.key]: badProps.value }),
      entry(ok.section, { pattern: ok.pattern, glitter: true }),
      entry(ok.section, { pattern: ok.pattern }),
    ];
    const result = lintConfig(raw, 'shell');
    if (result.ok) throw new Error('expected problems');
    const found = result.problems.map((p) => [p.index, p.field]);
    expect(found).toEqual([
      [1, 'section_name'],
      [2, 'visibility'],
      [3, 'other_configration'],
      [4, 'section_name'],
      [5, 'other_configration.pattern'],
      [6, 'other_configration.pattern'],
      [7, `other_configration.${badProps.key}`],
      [8, 'other_configration.glitter'],
    ]);
    expect(result.problems.find((p) => p.index === 8)?.message).toBe('unknown property');
    for (const p of result.problems) expect(p.message.length).toBeGreaterThan(0);
  });

  it('refuses a section placed where its scope may not hold it', () => {
    const misplaced = misplacedSection();
    if (!misplaced) throw new Error('every registered section is allowed everywhere; nothing to test');
    const pattern = Number(Object.keys(sectionRegistry[misplaced.section]?.patterns ?? {})[0]);
    expect(lintConfig([entry(misplaced.section, { pattern })], misplaced.scope)).toEqual({
      ok: false,
      problems: [expect.objectContaining({ index: 0, field: 'section_name' })],
    });
  });

  it('refuses a body that is not a list', () => {
    expect(lintConfig({ entries: [] }, 'shell')).toEqual({
      ok: false,
      problems: [expect.objectContaining({ index: -1, field: '(body)' })],
    });
  });
});
