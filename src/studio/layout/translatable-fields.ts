import type * as z from 'zod/mini';
import { propsOf, type Field, type Prop } from '../form/field-model';

/** One piece of English a merchandiser may give in another language: where it is, what the form calls it, and what it says. */
export interface TranslatableText {
  /** Its place in the props, as the overlay holds it: ['slides', '1', 'title']. */
  path: string[];
  label: string;
  english: string;
  multiline: boolean;
}

/** Words a shopper reads: plain text fields, not addresses, pictures, colours, links or choices from a list. */
const isWords = (field: Field): field is Extract<Field, { kind: 'text' }> => field.kind === 'text' && field.inputType === 'text';

function walk(field: Field, value: unknown, path: string[], label: string): TranslatableText[] {
  if (isWords(field)) return typeof value === 'string' && value.trim() !== '' ? [{ path, label, english: value, multiline: field.multiline }] : [];
  if (field.kind === 'list' && Array.isArray(value)) return value.flatMap((item: unknown, i) => walk(field.item, item, [...path, String(i)], `${label} › ${field.itemLabel} ${i + 1}`));
  if (field.kind === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) return walkProps(field.props, value, path, label);
  return [];
}

function walkProps(props: readonly Prop[], value: object, path: string[], label: string): TranslatableText[] {
  return props.flatMap((prop) => walk(prop.field, Reflect.get(value, prop.key), [...path, prop.key], label ? `${label} › ${prop.label}` : prop.label));
}

/** Every text of a section's props, in form order, that another language could give (empty English has nothing to translate). */
export function translatableTexts(schema: z.ZodMiniObject, props: Readonly<Record<string, unknown>>, section?: string): TranslatableText[] {
  return walkProps(propsOf(schema, section), props, [], '');
}
