import fc from 'fast-check';
import type * as z from 'zod/mini';

/**
 * fast-check arbitraries from the shared zod (and zod/mini) schemas: values a
 * route's schema would mostly accept, so the fuzzer gets past validation and
 * into the handler. It reads the shapes the repository uses (objects, strings
 * with lengths and patterns, whole numbers written as digits, ints, enums,
 * literals, unions, arrays, records, optional, nullable, default, pipe) and
 * falls back to fc.anything() for the rest (transforms, custom checks).
 */

export interface SchemaHints {
  /** Values for fields of this name, used most of the time: the caller's own user_id, an id that exists. */
  fields?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

const MAX_DEPTH = 6;
/** Long enough to pass minimum lengths, short enough to keep a run quick; the hostile strings are separate. */
const MAX_TEXT = 60;
const MAX_ITEMS = 4;

interface Bounds {
  min?: number;
  max?: number;
  minInclusive: boolean;
  maxInclusive: boolean;
  integer: boolean;
}

interface TextRules {
  minLength: number;
  maxLength: number;
  pattern?: RegExp;
  format?: string;
}

// The zod core's own union of schema classes: its def.type tells each kind's fields apart.
const kindOf = (schema: z.core.$ZodType): z.core.$ZodTypes => schema as z.core.$ZodTypes;
const checksOf = (schema: z.core.$ZodType): z.core.$ZodChecks[] => (schema._zod.def.checks ?? []) as z.core.$ZodChecks[];

function numberBounds(schema: z.core.$ZodType): Bounds {
  const bounds: Bounds = { minInclusive: true, maxInclusive: true, integer: false };
  const def = kindOf(schema)._zod.def;
  if ('format' in def && typeof def.format === 'string' && /int/.test(def.format)) bounds.integer = true;
  for (const check of checksOf(schema)) {
    const c = check._zod.def;
    if (c.check === 'greater_than') Object.assign(bounds, { min: Number(c.value), minInclusive: c.inclusive });
    if (c.check === 'less_than') Object.assign(bounds, { max: Number(c.value), maxInclusive: c.inclusive });
    if (c.check === 'number_format' && /int/.test(c.format)) bounds.integer = true;
  }
  return bounds;
}

/** Where 32-bit integer columns end: a schema without a bound lets these through to the database. */
const INT4_EDGES = [2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1];

function integerIn(bounds: Bounds): fc.Arbitrary<number> {
  const lo = bounds.min === undefined ? Number.MIN_SAFE_INTEGER : Math.max(Math.ceil(bounds.min) + (bounds.minInclusive ? 0 : 1), Number.MIN_SAFE_INTEGER);
  const hi = Math.max(lo, bounds.max === undefined ? Number.MAX_SAFE_INTEGER : Math.min(Math.floor(bounds.max) - (bounds.maxInclusive ? 0 : 1), Number.MAX_SAFE_INTEGER));
  // Ids, quantities and pages that exist are small: most values sit near the bottom of the range (or near 0 without one).
  const base = bounds.min === undefined ? Math.min(Math.max(lo, -20), hi) : lo;
  const edges = [lo, hi, ...INT4_EDGES.filter((n) => n > lo && n < hi)];
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: base, max: Math.min(hi, base + 40) }) },
    { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

function numberIn(bounds: Bounds): fc.Arbitrary<number> {
  if (bounds.integer) return integerIn(bounds);
  const min = bounds.min ?? -1e6;
  const max = bounds.max ?? 1e6;
  const fraction = fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true, minExcluded: !bounds.minInclusive, maxExcluded: !bounds.maxInclusive });
  // Amounts in paise are numbers refined to whole ones, a rule the schema's checks do not show.
  return fc.oneof({ weight: 3, arbitrary: integerIn({ ...bounds, integer: true }) }, { weight: 1, arbitrary: fraction });
}

/**
 * Text a transform reads (rupees, instants, whole numbers, flags): the
 * transform's rule is code, so offer the forms the shop's fields take.
 */
const transformedText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 5000 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 })).map(([r, p]) => `${r}.${String(p).padStart(2, '0')}`),
  fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('', 'true', 'false', '1', '0', '{}', '18.44766', '73.8262'),
  fc.string({ maxLength: 20 }),
);

function textRules(schema: z.core.$ZodType): TextRules {
  const rules: TextRules = { minLength: 0, maxLength: MAX_TEXT };
  const def = kindOf(schema)._zod.def;
  if (def.type === 'string' && 'format' in def && typeof def.format === 'string') rules.format = def.format;
  if (def.type === 'string' && 'pattern' in def && def.pattern instanceof RegExp) rules.pattern = def.pattern;
  for (const check of checksOf(schema)) {
    const c = check._zod.def;
    if (c.check === 'min_length') rules.minLength = c.minimum;
    if (c.check === 'max_length') rules.maxLength = Math.min(c.maximum, Math.max(MAX_TEXT, rules.minLength));
    if (c.check === 'length_equals') Object.assign(rules, { minLength: c.length, maxLength: c.length });
    if (c.check === 'string_format') {
      rules.format ??= c.format;
      if (c.pattern) rules.pattern = c.pattern;
    }
  }
  rules.maxLength = Math.max(rules.maxLength, rules.minLength);
  return rules;
}

function matching(pattern: RegExp, rules: TextRules): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern).map((s) => s.slice(0, Math.max(rules.maxLength, 1)));
  } catch {
    // A pattern fast-check cannot invert (look-arounds, back-references): plain text, which the check will mostly refuse.
    return fc.string({ minLength: rules.minLength, maxLength: rules.maxLength });
  }
}

function textFor(schema: z.core.$ZodType): fc.Arbitrary<string> {
  const rules = textRules(schema);
  switch (rules.format) {
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'datetime':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (rules.pattern) return matching(rules.pattern, rules);
  return fc.oneof(
    fc.string({ minLength: rules.minLength, maxLength: rules.maxLength }),
    fc.string({ unit: 'grapheme', minLength: rules.minLength, maxLength: rules.maxLength }),
  );
}

/** The number at the end of a pipe (digits → Number → int with bounds), when the pipe ends in one. */
function pipedNumber(schema: z.core.$ZodType): Bounds | null {
  const def = kindOf(schema)._zod.def;
  if (def.type === 'number') return numberBounds(schema);
  if (def.type === 'pipe') return pipedNumber(def.out);
  return null;
}

/** Digits that a `wholeNumber` field (schemas/zod-helpers.ts) reads as a number inside its bounds. */
function digitsFor(input: z.core.$ZodType, output: z.core.$ZodType): fc.Arbitrary<string> | null {
  if (kindOf(input)._zod.def.type !== 'string') return null;
  const rules = textRules(input);
  if (!rules.pattern || !/^\^\\d/.test(rules.pattern.source)) return null;
  const bounds = pipedNumber(output);
  return bounds ? integerIn({ ...bounds, integer: true }).map(String) : null;
}

/** A string with no rule of its own: what it must hold is decided further down the pipe. */
function plainText(schema: z.core.$ZodType): boolean {
  if (kindOf(schema)._zod.def.type !== 'string') return false;
  const rules = textRules(schema);
  return !rules.pattern && !rules.format && rules.minLength === 0;
}

function isOptionalKey(schema: z.core.$ZodType): boolean {
  const type = kindOf(schema)._zod.def.type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

function objectFor(shape: Readonly<Record<string, z.core.$ZodType>>, hints: SchemaHints, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const generated = build(field, hints, depth + 1);
    const hint = hints.fields?.[key];
    fields[key] = hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: generated }) : generated;
    if (!isOptionalKey(field)) required.push(key);
  }
  return fc.record(fields, { requiredKeys: required });
}

function build(schema: z.core.$ZodType, hints: SchemaHints, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  const def = kindOf(schema)._zod.def;
  switch (def.type) {
    case 'string':
      return textFor(schema);
    case 'number':
      return numberIn(numberBounds(schema));
    case 'bigint':
      return fc.bigInt({ min: -1000n, max: 1000n });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'object':
      return objectFor(def.shape, hints, depth);
    case 'array': {
      let minLength = 0;
      let maxLength = MAX_ITEMS;
      for (const check of checksOf(schema)) {
        const c = check._zod.def;
        if (c.check === 'min_length') minLength = c.minimum;
        if (c.check === 'max_length') maxLength = Math.min(c.maximum, Math.max(MAX_ITEMS, minLength));
        if (c.check === 'length_equals') minLength = maxLength = c.length;
      }
      return fc.array(build(def.element, hints, depth + 1), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...def.items.map((item) => build(item, hints, depth + 1)));
    case 'record':
      return fc.dictionary(
        build(def.keyType, hints, depth + 1).map((k) => String(k)),
        build(def.valueType, hints, depth + 1),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...def.options.map((option) => build(option, hints, depth + 1)));
    case 'intersection':
      return fc.tuple(build(def.left, hints, depth + 1), build(def.right, hints, depth + 1)).map(([a, b]) =>
        typeof a === 'object' && a !== null && typeof b === 'object' && b !== null ? { ...a, ...b } : a,
      );
    case 'optional':
      return fc.option(build(def.innerType, hints, depth + 1), { nil: undefined, freq: 5 });
    case 'nullable':
      return fc.option(build(def.innerType, hints, depth + 1), { nil: null, freq: 5 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return build(def.innerType, hints, depth + 1);
    case 'pipe':
      return digitsFor(def.in, def.out) ?? (plainText(def.in) ? transformedText : build(def.in, hints, depth + 1));
    case 'lazy':
      return build(def.getter(), hints, depth + 1);
    default:
      // transform, custom, unknown, any, template literals and the rest: no shape to follow.
      return fc.anything({ maxDepth: 2 });
  }
}

/** Values shaped like `schema` accepts: most pass it, some fail a check the generator cannot see (a transform's rule). */
export function arbitraryFromSchema(schema: z.core.$ZodType, hints: SchemaHints = {}): fc.Arbitrary<unknown> {
  return build(schema, hints, 0);
}
