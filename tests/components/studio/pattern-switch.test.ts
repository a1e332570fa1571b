import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sectionRegistry } from '../../../registry';
import { sectionExamples } from '../../../registry/examples';
import { validateProps } from '../../../src/studio/form/validate';
import { newRowId, rowsToDocument, switchPattern, type SectionRow } from '../../../src/studio/layout/rows';

/*
 * Switching a section's pattern must not change anything the merchandiser sees
 * except the pattern: every prop both patterns know shows the same value after
 * the switch as before it, whether it was stored or left to the old pattern's
 * default (patterns of one kind default some props differently).
 */

const row = (section_name: string, pattern: number, props: Record<string, unknown>): SectionRow => ({ id: newRowId(), section_name, visible: true, pattern, props });

/**
 * What a pattern shows for each prop: the stored value with its defaults
 * filled, else the default. A value the pattern cannot take stays as stored
 * (the editor reports it next to its field).
 */
function shown(section: string, pattern: number, props: Record<string, unknown>): Record<string, unknown> {
  const schema = sectionRegistry[section]?.patterns[pattern]?.schema;
  if (!schema) throw new Error(`${section} has no pattern ${pattern}`);
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, prop]) => {
      const parsed = z.safeParse(prop, props[key]);
      return [key, parsed.success ? parsed.data : props[key]];
    }),
  );
}

const kindsWithSeveralPatterns = Object.values(sectionRegistry).filter((s) => Object.keys(s.patterns).length > 1);

/** Every ordered pair of patterns of every kind, each starting from its defaults, all its defaults written out, and each named example. */
const cases = kindsWithSeveralPatterns.flatMap((section) => {
  const numbers = Object.keys(section.patterns).map(Number);
  return numbers.flatMap((from) =>
    numbers
      .filter((to) => to !== from)
      .flatMap((to) => {
        const starts: [string, Record<string, unknown>][] = [
          ['stored sparse', {}],
          ['defaults written out', shown(section.name, from, {})],
          ...Object.entries(sectionExamples[section.name]?.[from] ?? {}),
        ];
        return starts.map(([name, props]) => ({ section: section.name, from, to, name, props }));
      }),
  );
});

describe('switching a pattern', () => {
  it('covers every kind with more than one pattern', () => {
    expect(kindsWithSeveralPatterns.map((s) => s.name)).toEqual(expect.arrayContaining(['header', 'product-carousel', 'category-grid', 'footer']));
  });

  it.each(cases)('$section $from → $to ($name) keeps every shared prop as shown', ({ section, from, to, props }) => {
    const before = shown(section, from, props);
    const switched = switchPattern(row(section, from, structuredClone(props)), to);
    expect(switched.pattern).toBe(to);
    const after = shown(section, to, switched.props);
    const toSchema = sectionRegistry[section]!.patterns[to]!.schema;
    const shared = Object.keys(before).filter((key) => key in toSchema.shape);
    expect(Object.fromEntries(shared.map((key) => [key, after[key]]))).toEqual(Object.fromEntries(shared.map((key) => [key, before[key]])));
    // Nothing the new pattern does not know is saved; what only it knows takes its defaults.
    expect(Object.keys(switched.props).every((key) => key in toSchema.shape)).toBe(true);
    const onlyNew = Object.keys(toSchema.shape).filter((key) => !(key in before));
    expect(Object.fromEntries(onlyNew.map((key) => [key, after[key]]))).toEqual(Object.fromEntries(onlyNew.map((key) => [key, shown(section, to, {})[key]])));
  });

  it('gives a prop back when the section returns to a pattern that knows it (header 1 → 2 → 1)', () => {
    const start = row('header', 1, { show_nav_row: false, sticky: false });
    const there = switchPattern(start, 2);
    expect(rowsToDocument([there])[0]?.other_configration).toBe(JSON.stringify({ pattern: 2, sticky: false }));
    const back = switchPattern(there, 1);
    expect(shown('header', 1, back.props)).toMatchObject({ show_nav_row: false, sticky: false });
  });

  it('keeps a value the new pattern cannot take and says so, rather than replacing it (trust strip 2 → 1 with three badges)', () => {
    const three = sectionExamples['trust-strip']?.[2]?.['three badges'];
    const switched = switchPattern(row('trust-strip', 2, structuredClone(three ?? {})), 1);
    expect(switched.props.items).toEqual(three?.items);
    expect(validateProps(sectionRegistry['trust-strip']!.patterns[1]!.schema, switched.props)).toHaveProperty('items');
  });

  it('keeps what a carousel shows when the new pattern defaults differently (1 → 2)', () => {
    const switched = switchPattern(row('product-carousel', 1, {}), 2);
    expect(shown('product-carousel', 2, switched.props)).toMatchObject({ title: 'Best sellers', source: 'best_seller', limit: 12 });
  });
});
