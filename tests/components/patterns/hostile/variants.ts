import * as z from 'zod/mini';
import { payloadsFor, roleOf, type LeafRole } from './payloads';

/** A string in a pattern's default props that configuration may set to anything the schema allows. */
export interface StringLeaf {
  path: (string | number)[];
  /** The nearest property name: an array item's is its array's ("assurances"). */
  key: string;
  value: string;
  role: LeafRole;
}

export interface Variant {
  leaf: StringLeaf;
  payload: string;
  /** The defaults with that one leaf replaced by the payload. */
  config: Record<string, unknown>;
}

type Schema = z.core.$ZodType;

/** Past defaults, optionals, pipes and lazies to the schema that holds the value's shape. */
function bare(schema: Schema): Schema {
  if (
    schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodPrefault ||
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodReadonly ||
    schema instanceof z.core.$ZodNonOptional ||
    schema instanceof z.core.$ZodCatch
  ) {
    return bare(schema._zod.def.innerType);
  }
  if (schema instanceof z.core.$ZodPipe) return bare(schema._zod.def.in);
  if (schema instanceof z.core.$ZodLazy) return bare(schema._zod.def.getter());
  return schema;
}

/**
 * Whether a string here may be free text: enums and literals restrict it to
 * their own values, so hostile strings there prove nothing, and a union's
 * array or object members say nothing about its string ones. Any other kind
 * of schema counts as free text, so a new kind is tried rather than skipped.
 */
function takesFreeText(schema: Schema): boolean {
  const s = bare(schema);
  if (s instanceof z.core.$ZodUnion) return s._zod.def.options.some(takesFreeText);
  return !(s instanceof z.core.$ZodLiteral || s instanceof z.core.$ZodEnum || s instanceof z.core.$ZodArray || s instanceof z.core.$ZodObject);
}

/** The union member that holds this value (its first that parses it), or the schema itself. */
function branchFor(schema: Schema, value: unknown): Schema {
  const s = bare(schema);
  if (!(s instanceof z.core.$ZodUnion)) return s;
  const fits = s._zod.def.options.find((o) => z.safeParse(o, value).success);
  return fits ? branchFor(fits, value) : s;
}

function walk(schema: Schema, value: unknown, path: (string | number)[], key: string, out: StringLeaf[]): void {
  if (typeof value === 'string') {
    if (takesFreeText(schema)) out.push({ path, key, value, role: roleOf(key, value) });
    return;
  }
  const s = branchFor(schema, value);
  if (Array.isArray(value) && s instanceof z.core.$ZodArray) {
    value.forEach((item, index) => walk(s._zod.def.element, item, [...path, index], key, out));
    return;
  }
  if (value !== null && typeof value === 'object' && s instanceof z.core.$ZodObject) {
    const shape = s._zod.def.shape;
    for (const [k, v] of Object.entries(value)) {
      const child = shape[k];
      if (child) walk(child, v, [...path, k], k, out);
    }
  }
}

/** Every free-text string leaf of a value, with the schema telling enums and literals apart. */
export function stringLeaves(schema: z.ZodMiniObject, value: Record<string, unknown>): StringLeaf[] {
  const out: StringLeaf[] = [];
  walk(schema, value, [], '', out);
  return out;
}

/** A copy of value with the string at path replaced. */
function replaced(value: unknown, path: readonly (string | number)[], payload: string): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return payload;
  if (Array.isArray(value)) return value.map((item, i) => (i === step ? replaced(item, rest, payload) : item));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === step ? replaced(v, rest, payload) : v]));
  throw new Error(`nothing to replace at ${String(step)}`);
}

function withLeaf(value: Record<string, unknown>, path: readonly (string | number)[], payload: string): Record<string, unknown> {
  const [first, ...rest] = path;
  if (typeof first !== 'string') throw new Error('a leaf path starts with a prop name');
  return { ...value, [first]: replaced(value[first], rest, payload) };
}

/**
 * The payloads one leaf gets. The first item of a list gets every payload of
 * its role; a later item renders through the same code as the first, so it
 * gets one, rotating through the list (the second item the second payload,
 * and so on): every string still holds something hostile, every payload
 * still reaches every kind of prop, at a fraction of the renders.
 */
function payloadsOf(leaf: StringLeaf): readonly string[] {
  const all = payloadsFor(leaf.role);
  const position = leaf.path.reduce<number>((sum, step) => sum + (typeof step === 'number' ? step : 0), 0);
  const one = all[position % all.length];
  return position === 0 || one === undefined ? all : [one];
}

/**
 * The hostile variants of a pattern: its defaults (schema.parse({})) with one
 * string leaf at a time replaced by a payload its role calls for.
 */
export function hostileVariants(schema: z.ZodMiniObject): Variant[] {
  const defaults = schema.parse({});
  return stringLeaves(schema, defaults).flatMap((leaf) => payloadsOf(leaf).map((payload) => ({ leaf, payload, config: withLeaf(defaults, leaf.path, payload) })));
}

export const pathText = (path: readonly (string | number)[]): string => path.map(String).join('.') || '(props)';
