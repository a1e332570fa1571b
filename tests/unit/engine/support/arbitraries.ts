import fc from 'fast-check';
import { sectionRegistry } from '../../../../registry';
import { registeredPatterns, wrongProp, type RegisteredPattern } from './registry-samples';

/**
 * Configuration entries paired with what the engine must make of them, decided
 * here from how each entry was built, never by asking the engine.
 */
export interface Expected {
  section: string;
  pattern: number;
  config: Record<string, unknown>;
}

export interface Case {
  raw: unknown;
  /** null: the entry must be skipped whatever the scope. */
  expected: Expected | null;
}

/** Other spellings the spec uses for a section. */
const SPELLINGS: Record<string, readonly string[]> = {
  'promotional-header': ['promotional-header', 'promotinal-header'],
  'sub-header': ['sub-header', 'subheader'],
};

if (Object.keys(sectionRegistry).some((name) => name.startsWith('zz'))) {
  throw new Error('the junk section names below assume no registered section starts with "zz"');
}

const padding = fc.constantFrom('', ' ', '  ', '\t', ' \n');

/** A name in random case with random padding: " HeAdEr". */
function nameVariant(section: string): fc.Arbitrary<string> {
  const spellings = SPELLINGS[section] ?? [section];
  return fc
    .tuple(fc.constantFrom(...spellings), fc.array(fc.boolean(), { minLength: 32, maxLength: 32 }), padding, padding)
    .map(([name, upper, before, after]) => {
      const cased = [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('');
      return `${before}${cased}${after}`;
    });
}

const shownVisibility = fc.constantFrom('Y', 'y', ' Y', 'Y ', '\tY\n');
const hiddenVisibility = fc.oneof(
  fc.constantFrom('N', 'n', '', ' ', 'no', 'yes', 'YY', 'true', '1'),
  fc.string({ maxLength: 4 }).filter((s) => s.trim().toUpperCase() !== 'Y'),
);

function patternValue(n: number): fc.Arbitrary<number | string> {
  return fc.constantFrom(n, String(n), ` ${n} `);
}

/** Props that must be accepted: some of the pattern's own defaults, or one of its examples. */
function validProps(p: RegisteredPattern): fc.Arbitrary<Record<string, unknown>> {
  const defaults = Object.entries(p.definition.schema.parse({}));
  const examples = Object.values(p.examples).filter((e) => p.definition.schema.safeParse(e).success);
  const subsets = fc.subarray(defaults).map((pairs) => Object.fromEntries(pairs));
  const props = examples.length > 0 ? fc.oneof(subsets, fc.constantFrom(...examples)) : subsets;
  return props.filter((config) => p.definition.schema.safeParse(config).success);
}

const optionalId = fc.option(fc.nat(), { nil: undefined });

function wellFormed(section_name: string, visibility: string, config: Record<string, unknown>, id: number | undefined) {
  const raw: Record<string, unknown> = { section_name, visibility, other_configration: JSON.stringify(config) };
  if (id !== undefined) raw.id = id;
  return raw;
}

const registered = fc.constantFrom(...registeredPatterns);

/** Valid, and shown: the only entries that render (where the scope allows the section). */
const validShown: fc.Arbitrary<Case> = registered.chain((p) =>
  fc.record({ name: nameVariant(p.section), visibility: shownVisibility, pattern: patternValue(p.pattern), props: validProps(p), id: optionalId }).map(
    ({ name, visibility, pattern, props, id }) => ({
      raw: wellFormed(name, visibility, { ...props, pattern }, id),
      expected: { section: p.section, pattern: p.pattern, config: props },
    }),
  ),
);

const validHidden: fc.Arbitrary<Case> = registered.chain((p) =>
  fc.record({ name: nameVariant(p.section), visibility: hiddenVisibility, pattern: patternValue(p.pattern), props: validProps(p) }).map(
    ({ name, visibility, pattern, props }) => ({ raw: wellFormed(name, visibility, { ...props, pattern }, undefined), expected: null }),
  ),
);

const notAnObject: fc.Arbitrary<Case> = fc
  .oneof(fc.constant(null), fc.constant(undefined), fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.array(fc.anything(), { maxLength: 3 }))
  .map((raw) => ({ raw, expected: null }));

/** One field missing or of the wrong type, on an otherwise valid entry. */
const wrongTypes: fc.Arbitrary<Case> = registered.chain((p) => {
  const good = wellFormed(p.section, 'Y', { pattern: p.pattern }, undefined);
  const notString = fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.constant({ pattern: p.pattern }));
  return fc
    .oneof(
      notString.map((v) => ({ ...good, section_name: v })),
      notString.map((v) => ({ ...good, visibility: v })),
      notString.map((v) => ({ ...good, other_configration: v })),
      fc.constantFrom('section_name', 'visibility', 'other_configration').map((field) => {
        const copy: Record<string, unknown> = { ...good };
        delete copy[field];
        return copy;
      }),
      fc.oneof(fc.string(), fc.double({ min: 0.1, max: 0.9 })).map((id) => ({ ...good, id })),
    )
    .map((raw) => ({ raw, expected: null }));
});

/** other_configration that is not JSON, or JSON that is not an object. */
const brokenJson: fc.Arbitrary<Case> = registered.chain((p) => {
  const text = JSON.stringify({ pattern: p.pattern });
  const broken = fc.oneof(
    fc.constantFrom(text.slice(0, -1), `${text}}`, `{${text}`, "{'pattern': 1}", '{pattern: 1}', 'undefined', 'NaN', '{"pattern":1,}'),
    fc.jsonValue().filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)).map((v) => JSON.stringify(v)),
  );
  return fc.record({ name: nameVariant(p.section), json: broken }).map(({ name, json }) => ({
    raw: { section_name: name, visibility: 'Y', other_configration: json },
    expected: null,
  }));
});

/** A registered section whose pattern is missing, not a positive integer, or not registered. */
const badPattern: fc.Arbitrary<Case> = registered.chain((p) => {
  const numbers = Object.keys(sectionRegistry[p.section]?.patterns ?? {}).map(Number);
  const unregistered = fc.integer({ min: Math.max(...numbers) + 1, max: Math.max(...numbers) + 1000 });
  const invalid = fc.oneof(
    fc.constantFrom<unknown>('abc', 0, -1, 1.5, '', '0', 'two', null, true, [1], { n: 1 }),
    fc.integer({ max: 0 }),
    unregistered,
    unregistered.map(String),
  );
  return fc.record({ name: nameVariant(p.section), pattern: fc.option(invalid, { nil: undefined }) }).map(({ name, pattern }) => ({
    raw: wellFormed(name, 'Y', pattern === undefined ? {} : { pattern }, undefined),
    expected: null,
  }));
});

const withWrongProp = registeredPatterns.flatMap((p) => {
  const wrong = wrongProp(p.definition);
  return wrong ? [{ ...p, ...wrong }] : [];
});

/** A real pattern given a prop of the wrong type. */
const badProps: fc.Arbitrary<Case> =
  withWrongProp.length === 0
    ? notAnObject
    : fc.constantFrom(...withWrongProp).chain((p) =>
        nameVariant(p.section).map((name) => ({
          raw: wellFormed(name, 'Y', { pattern: p.pattern, [p.key]: p.value }, undefined),
          expected: null,
        })),
      );

/** Unregistered sections, with random JSON for a config. */
const unknownSection: fc.Arbitrary<Case> = fc
  .record({ name: fc.string({ maxLength: 12 }).map((s) => `zz${s}`), json: fc.json(), visibility: fc.oneof(shownVisibility, hiddenVisibility) })
  .map(({ name, json, visibility }) => ({ raw: { section_name: name, visibility, other_configration: json }, expected: null }));

export const caseArb: fc.Arbitrary<Case> = fc.oneof(
  { weight: 5, arbitrary: validShown },
  { weight: 2, arbitrary: validHidden },
  { weight: 1, arbitrary: notAnObject },
  { weight: 2, arbitrary: wrongTypes },
  { weight: 2, arbitrary: brokenJson },
  { weight: 2, arbitrary: badPattern },
  { weight: 1, arbitrary: badProps },
  { weight: 1, arbitrary: unknownSection },
);
