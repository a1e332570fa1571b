import * as z from 'zod/mini';
import { friendlyMessage } from './messages';

/** The dotted path of an issue or a field: ['slides', 0, 'cta', 'href'] → 'slides.0.cta.href'. */
export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * What the form would refuse to save, by dotted path, one message each
 * (the first zod reports). Like src/engine/lint.ts it also refuses keys the
 * schema does not know: the storefront would drop them silently, and a
 * misspelt prop saved as a no-op is a mistake nobody sees. Nested objects are
 * checked too, so a typo inside a slide is caught as well.
 */
export function validateProps(schema: z.ZodMiniObject, value: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = schema.safeParse(value, { error: friendlyMessage });
  if (!result.success) {
    for (const issue of result.error.issues) {
      // A strict object names its strays in one issue; each belongs next to its own key.
      if (issue.code === 'unrecognized_keys') {
        for (const stray of issue.keys) errors[pathKey([...issue.path, stray])] ??= 'Unknown property';
        continue;
      }
      errors[pathKey(issue.path)] ??= issue.message;
    }
  }
  for (const path of unknownKeys(schema, value, [])) errors[pathKey(path)] ??= 'Unknown property';
  return errors;
}

type Path = (string | number)[];

function unknownKeys(schema: z.core.$ZodType, value: unknown, at: Path): Path[] {
  const inner = unwrap(schema);
  const def = inner._zod.def;
  if (def.type === 'object' && isRecord(value)) {
    const shape = (def as z.core.$ZodObjectDef).shape;
    return Object.keys(value).flatMap((key) => {
      const child = shape[key];
      return child ? unknownKeys(child, value[key], [...at, key]) : [[...at, key]];
    });
  }
  if (def.type === 'array' && Array.isArray(value)) {
    const element = (def as z.core.$ZodArrayDef).element;
    return value.flatMap((item, index) => unknownKeys(element, item, [...at, index]));
  }
  if (def.type === 'union') {
    // Only where one branch can hold this kind of value: otherwise the union's own check speaks.
    const fitting = (def as z.core.$ZodUnionDef).options.filter((o) => unwrap(o)._zod.def.type === kindOf(value));
    const [only] = fitting;
    return fitting.length === 1 && only ? unknownKeys(only, value, at) : [];
  }
  return [];
}

/** Past defaults, optionals and pipes to the schema that holds the shape. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def;
  switch (def.type) {
    case 'default':
    case 'prefault':
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return unwrap((def as z.core.$ZodDefaultDef).innerType);
    case 'pipe':
      return unwrap((def as z.core.$ZodPipeDef).in);
    default:
      return schema;
  }
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (isRecord(value)) return 'object';
  return 'other';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

