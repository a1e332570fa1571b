import fc from 'fast-check';

/**
 * What a careless or hostile client sends instead of the fields a route
 * expects: wrong types, huge and odd strings, prototype-pollution keys, deep
 * nesting, and path parameters that are not ids at all.
 */

/** Over every form's 16 KB limit; built by repetition, which costs nothing to generate. */
const sized = (n: number) => fc.constantFrom('a', 'é', '😀', '9', '<').map((ch) => ch.repeat(Math.ceil(n / ch.length)));

const ODD_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '99999999999999999999',
  '2147483648',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"variant_id":-1}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  "'; drop table users; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '//evil.example/x',
  'a\u0000b',
  '\u0000',
  '\u202eevil',
  '\r\nSet-Cookie: x=1',
  '${7*7}{{7*7}}',
  '👩‍👩‍👧‍👦',
  'नमस्ते दुनिया',
  'ﷺ',
  '\uFEFF1',
  '１２３',
  '\uD800',
  '__proto__',
  'constructor',
  'prototype',
] as const;

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(sized(300), sized(10_000), sized(17_000), sized(100_000)) },
);

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

const leafValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 0.1, 1e-7),
  fc.boolean(),
  fc.constant(null),
);

/** A value of any JSON type, deeply nested or long now and then. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leafValue },
  { weight: 1, arbitrary: fc.array(leafValue, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leafValue, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(50, 500, 1_000), leafValue, fc.boolean()).map(([depth, leaf, asArray]) => nested(depth, leaf, asArray)) },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 50_000).map((n) => Array.from({ length: n }, (_, i) => i)) },
);

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom('user_id', 'id', 'session_id', 'product_id', 'qty', 'role', 'password', 'amount', 'status', 'revision', 'document', 'is_admin') },
  { weight: 1, arbitrary: fc.constantFrom('a[]', 'a[b]', 'a.b', '', ' ', 'x'.repeat(5_000)) },
);

/** Objects with random and dangerous keys. Keys are own data properties, so JSON.stringify writes `__proto__` as it is. */
export const hostileObject: fc.Arbitrary<Record<string, unknown>> = fc
  .array(fc.tuple(hostileKey, hostileValue), { maxLength: 6 })
  .map((entries) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    return out;
  });

/** Whole bodies written as JSON text by hand: what JSON.stringify never produces. */
export const RAW_JSON_BODIES = [
  '{"__proto__": {"is_admin": true, "role": "owner"}, "constructor": {"prototype": {"polluted": 1}}}',
  '{"user_id": 1, "user_id": "2", "user_id": [3]}',
  '{"a": 1,}',
  '{"a": NaN}',
  '{"a": 1e999}',
  '[1, 2',
  '"just a string"',
  '12345',
  'null',
  'true',
  '[]',
  '{}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
] as const;

/**
 * Path parameters that are not what the route means: negative, zero, huge
 * and fractional numbers, traversal (raw, which the URL parser resolves, and
 * encoded, which reaches the parameter), unicode, 10 KB, null bytes.
 * `raw` values go into the URL as they are; the others are percent-encoded.
 */
export interface PathValue {
  value: string;
  raw: boolean;
}

const RAW_PATH_VALUES = ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%2f..%2f', '%252e%252e%252f', '%00', '1%00', '%', '%E0%A4%A', '%C0%AE%C0%AE%2F', '..', '.', '../../etc/passwd', '..\\..\\', '%20', '1;x=1', '1?x=1'] as const;
const ENCODED_PATH_VALUES = ['-1', '0', '1e309', '1e3', '99999999999999999999', '2147483648', '9007199254740993', '1.5', ' 1', '1 ', '0x1', '+1', '01', 'NaN', 'null', 'undefined', '__proto__', 'constructor', 'export.csv', 'नमस्ते', '😀', 'a\u0000b', '../../etc/passwd', 'home/../shell'] as const;

export const hostilePathValue: fc.Arbitrary<PathValue> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ENCODED_PATH_VALUES).map((value) => ({ value, raw: false })) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_PATH_VALUES).map((value) => ({ value, raw: true })) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map((value) => ({ value, raw: false })) },
  { weight: 1, arbitrary: sized(10_000).map((value) => ({ value, raw: false })) },
);

/** Query strings no form would send: repeated keys, array and object syntax, huge and odd values. */
export const hostileQuery: fc.Arbitrary<[string, string][]> = fc.array(fc.tuple(hostileKey, hostileText), { maxLength: 5 });
