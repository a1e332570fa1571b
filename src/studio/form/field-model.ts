import * as z from 'zod/mini';
import { hintFor, itemLabelFor, labelFor, type SelectionSource } from './hints';

/**
 * The form's view of a props schema. It is read from zod's JSON Schema (input
 * side, so defaults are visible and defaulted props are not "required"), which
 * already flattens z._default, pipes and checks into plain keywords; what JSON
 * Schema cannot say (a category id is not just an integer) comes from hints.ts.
 */

export interface ChoiceOption {
  /** The option as the form control holds it. */
  value: string;
  /** The option as stored (an enum of numbers stays numbers). */
  raw: string | number;
  label: string;
}

export type Field =
  | { kind: 'text'; multiline: boolean; inputType: 'text' | 'email' | 'tel' | 'url'; allowEmpty: boolean }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'switch' }
  | { kind: 'choice'; options: ChoiceOption[] }
  | { kind: 'colour' }
  | { kind: 'image' }
  | { kind: 'link'; allowEmpty: boolean }
  | { kind: 'category' }
  | { kind: 'collection' }
  | { kind: 'selection'; source: SelectionSource; max?: number }
  | { kind: 'list'; item: Field; itemLabel: string; min?: number; max?: number }
  | { kind: 'object'; props: Prop[] }
  | { kind: 'json' };

export interface Prop {
  key: string;
  label: string;
  help?: string;
  /** What the storefront uses when the stored value lacks the key. */
  fallback: { has: true; value: unknown } | { has: false };
  /** Neither required nor defaulted: an empty input removes the key. */
  optional: boolean;
  field: Field;
}

type Json = Record<string, unknown>;

const HEX_COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';
const SHOP_PATH_PATTERNS = ['^\\/(?!\\/)', '^\\/.*'];
/** zod writes the int range as ±MAX_SAFE_INTEGER: no real limit for a form. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < NO_LIMIT ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const cache = new WeakMap<z.ZodMiniObject, Map<string, Prop[]>>();

/** The props of an object schema, in schema order; cached per schema and section. */
export function propsOf(schema: z.ZodMiniObject, section?: string): Prop[] {
  const bySection = cache.get(schema) ?? new Map<string, Prop[]>();
  cache.set(schema, bySection);
  const hit = bySection.get(section ?? '');
  if (hit) return hit;
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    json = {};
  }
  const props = objectProps(isRecord(json) ? json : {}, section);
  bySection.set(section ?? '', props);
  return props;
}

/** The JSON Schema of an object's property, as a field of the form. */
export function objectProps(node: Json, section: string | undefined): Prop[] {
  const properties = isRecord(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? node.required.filter((k): k is string => typeof k === 'string') : []);
  return Object.entries(properties).map(([key, raw]) => {
    const child = isRecord(raw) ? raw : {};
    const hint = hintFor(key, section);
    const hasDefault = 'default' in child;
    return {
      key,
      label: labelFor(key, section),
      help: hint.help ?? str(child.description),
      fallback: hasDefault ? { has: true, value: child.default } : { has: false },
      optional: !hasDefault && !required.has(key),
      field: fieldOf(child, key, section),
    };
  });
}

function fieldOf(node: Json, key: string, section: string | undefined): Field {
  const hint = hintFor(key, section);
  if (Array.isArray(node.anyOf)) return unionField(node.anyOf.filter(isRecord), node, key, section);
  if (Array.isArray(node.enum)) return choiceOf(node.enum);
  if ('const' in node) return choiceOf([node.const]);
  switch (node.type) {
    case 'string':
      return stringField(node, key, section, false);
    case 'integer':
    case 'number':
      if (hint.kind === 'category') return { kind: 'category' };
      return { kind: 'number', integer: node.type === 'integer', min: minimumOf(node), max: maximumOf(node) };
    case 'boolean':
      return { kind: 'switch' };
    case 'array': {
      const items = isRecord(node.items) ? node.items : {};
      // Nested props are named by their own key only: `label` in a button is not the section's label.
      return { kind: 'list', item: fieldOf(items, key, undefined), itemLabel: itemLabelFor(key, section), min: num(node.minItems), max: num(node.maxItems) };
    }
    case 'object':
      if (!isRecord(node.properties)) return { kind: 'json' };
      return { kind: 'object', props: objectProps(node, undefined) };
    default:
      return { kind: 'json' };
  }
}

function stringField(node: Json, key: string, section: string | undefined, allowEmpty: boolean): Field {
  const hint = hintFor(key, section);
  const pattern = str(node.pattern);
  if (hint.kind === 'colour' || pattern === HEX_COLOUR_PATTERN) return { kind: 'colour' };
  if (hint.kind === 'image') return { kind: 'image' };
  if (hint.kind === 'collection') return { kind: 'collection' };
  if (hint.kind === 'link' || (pattern !== undefined && SHOP_PATH_PATTERNS.includes(pattern))) return { kind: 'link', allowEmpty };
  const fallback = str(node.default) ?? '';
  return { kind: 'text', multiline: hint.kind === 'multiline' || fallback.length > 80, inputType: hint.inputType ?? 'text', allowEmpty };
}

function unionField(options: Json[], node: Json, key: string, section: string | undefined): Field {
  const hint = hintFor(key, section);
  const consts = options.filter((o) => 'const' in o);
  const others = options.filter((o) => !('const' in o));
  if (hint.kind === 'selection' && hint.source && consts.length === 1 && consts[0]?.const === 'all') {
    const list = others.find((o) => o.type === 'array');
    if (list && others.length === 1) return { kind: 'selection', source: hint.source, max: num(list.maxItems) };
  }
  if (others.length === 0) return choiceOf(consts.map((o) => o.const));
  // '' or a value: the empty string switches the thing off (an optional link).
  const [only] = others;
  if (consts.length === 1 && consts[0]?.const === '' && others.length === 1 && only?.type === 'string') {
    return stringField({ ...only, default: node.default }, key, section, true);
  }
  return { kind: 'json' };
}

function choiceOf(values: unknown[]): Field {
  const options = values
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => ({ value: String(v), raw: v, label: String(v) === '' ? '(none)' : humanizeChoice(String(v)) }));
  return options.length === values.length && options.length > 0 ? { kind: 'choice', options } : { kind: 'json' };
}

/** Enum values read as words: 'best_seller' → 'Best seller'; already-cased ones ('UPI', 'RuPay') stay. */
function humanizeChoice(value: string): string {
  if (/[A-Z]/.test(value)) return value;
  const text = value.replace(/[_-]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function minimumOf(node: Json): number | undefined {
  const min = num(node.minimum);
  if (min !== undefined) return min;
  const exclusive = num(node.exclusiveMinimum);
  if (exclusive === undefined) return undefined;
  return node.type === 'integer' ? Math.floor(exclusive) + 1 : exclusive;
}

function maximumOf(node: Json): number | undefined {
  const max = num(node.maximum);
  if (max !== undefined) return max;
  const exclusive = num(node.exclusiveMaximum);
  if (exclusive === undefined) return undefined;
  return node.type === 'integer' ? Math.ceil(exclusive) - 1 : exclusive;
}

/**
 * A new value for a field: what "Add" puts in a list. Defaults where the
 * schema has them, else the emptiest value of the kind (an empty required
 * text is then reported next to its input rather than invented).
 */
export function blankOf(field: Field): unknown {
  switch (field.kind) {
    case 'text':
    case 'image':
    case 'link':
    case 'collection':
      return '';
    case 'colour':
      return '#000000';
    case 'number':
      return field.min ?? 0;
    case 'switch':
      return false;
    case 'choice':
      return field.options[0]?.raw ?? '';
    case 'category':
      return 1;
    case 'selection':
      return 'all';
    case 'list':
      return Array.from({ length: field.min ?? 0 }, () => blankOf(field.item));
    case 'object':
      return Object.fromEntries(
        field.props.filter((p) => !p.optional).map((p) => [p.key, p.fallback.has ? structuredClone(p.fallback.value) : blankOf(p.field)]),
      );
    case 'json':
      return null;
  }
}

/** What the form shows for a prop: the stored value, else the schema's default, else a blank. */
export function shownValue(prop: Prop, stored: Record<string, unknown>): unknown {
  const value = stored[prop.key];
  if (value !== undefined) return value;
  if (prop.fallback.has) return prop.fallback.value;
  return prop.optional ? undefined : blankOf(prop.field);
}
