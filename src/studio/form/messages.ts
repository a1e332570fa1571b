import type * as z from 'zod/mini';

/**
 * Plain-language messages for zod's issues. zod/mini ships no locale (every
 * issue would read "Invalid input"); a message written in a schema, like
 * 'a path inside the shop, like /products', wins over these.
 */
export function friendlyMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false, issue.exact === true);
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false, issue.exact === true);
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      return `Expected ${expected(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Must be ${JSON.stringify(issue.values[0])}` : `Must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return invalidFormat(issue.format, issue.pattern);
    case 'invalid_union':
      return fromUnion(issue.errors);
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'property' : 'properties'}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    default:
      return 'Not a valid value';
  }
}

function tooSmall(origin: string, min: number, inclusive: boolean, exact: boolean): string {
  if (origin === 'string') {
    if (exact) return `Must be exactly ${min} characters`;
    return min <= 1 ? 'Required' : `At least ${inclusive ? min : min + 1} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    if (exact) return `Exactly ${min} ${min === 1 ? 'item' : 'items'}`;
    const n = inclusive ? min : min + 1;
    return `At least ${n} ${n === 1 ? 'item' : 'items'}`;
  }
  return inclusive ? `Must be at least ${min}` : `Must be more than ${min}`;
}

function tooBig(origin: string, max: number, inclusive: boolean, exact: boolean): string {
  if (origin === 'string') return exact ? `Must be exactly ${max} characters` : `At most ${inclusive ? max : max - 1} characters`;
  if (origin === 'array' || origin === 'set') {
    if (exact) return `Exactly ${max} ${max === 1 ? 'item' : 'items'}`;
    const n = inclusive ? max : max - 1;
    return `At most ${n} ${n === 1 ? 'item' : 'items'}`;
  }
  return inclusive ? `Must be at most ${max}` : `Must be less than ${max}`;
}

function expected(type: string): string {
  switch (type) {
    case 'int':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'on or off';
    case 'string':
      return 'text';
    case 'array':
      return 'a list';
    case 'object':
      return 'a group of fields';
    default:
      return type;
  }
}

function invalidFormat(format: string, pattern: string | undefined): string {
  switch (format) {
    case 'datetime':
      return 'A date and time like 2026-12-31T23:59:59+05:30';
    case 'email':
      return 'An email address like name@example.com';
    case 'url':
      return 'A full URL like https://example.com';
    case 'starts_with':
      return pattern?.startsWith('^\\/') ? 'Must start with /' : 'Not in the expected form';
    default:
      return 'Not in the expected form';
  }
}

/** The most telling message among the branches: a branch that got the type right says more than "must be 'all'". */
function fromUnion(branches: readonly (readonly z.core.$ZodIssue[])[]): string {
  const issues = branches.flat();
  const telling = issues.find((i) => i.code !== 'invalid_value' && i.code !== 'invalid_type');
  return telling?.message ?? issues[0]?.message ?? 'Not a valid value';
}
