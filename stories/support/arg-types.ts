import { z } from 'zod';
import type { ArgTypes } from '@storybook/react-vite';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type InputType = ArgTypes[string];

/** A schema's regex means "colour" when it takes #rrggbb and refuses the rest. */
function isHexColourPattern(pattern: string | undefined): boolean {
  if (!pattern) return false;
  try {
    const re = new RegExp(pattern);
    return re.test('#1d4ed8') && !re.test('#1d4ed') && !re.test('blue');
  } catch {
    return false;
  }
}

function asSchema(value: z.core.JSONSchema._JSONSchema | undefined): JsonSchema {
  return typeof value === 'object' ? value : {};
}

/** Primitive choices of a schema, or null when it also takes free values. */
function choicesOf(schema: JsonSchema): (string | number | boolean | null)[] | null {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  const members = schema.anyOf ?? schema.oneOf;
  if (!members) return null;
  const all: (string | number | boolean | null)[] = [];
  for (const member of members) {
    const choices = choicesOf(member);
    if (!choices) return null;
    all.push(...choices);
  }
  return all;
}

function controlFor(schema: JsonSchema): InputType['control'] {
  const members = schema.anyOf ?? schema.oneOf;
  if (members) {
    // A union such as '' | path edits as its widest non-null member.
    const typed = members.filter((m) => m.type !== 'null' && m.const === undefined && !m.enum);
    return typed[0] ? controlFor(typed[0]) : 'object';
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return isHexColourPattern(schema.pattern) ? 'color' : 'text';
    case 'number':
    case 'integer':
      return {
        type: 'number',
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && { max: schema.maximum }),
        ...(type === 'integer' && { step: 1 }),
      };
    case 'boolean':
      return 'boolean';
    default:
      return 'object';
  }
}

function inputTypeFor(schema: JsonSchema): InputType {
  const choices = choicesOf(schema)?.filter((c) => c !== null);
  const input: InputType = choices && choices.length > 0 ? { control: 'select', options: choices } : { control: controlFor(schema) };
  if (schema.description) input.description = schema.description;
  if (schema.default !== undefined) input.table = { defaultValue: { summary: JSON.stringify(schema.default) } };
  return input;
}

/**
 * Controls for a pattern's props, read from its zod schema through JSON Schema,
 * so a new prop gets a fitting control without touching any story.
 */
export function argTypesFor(schema: z.core.$ZodObject): ArgTypes {
  // Input side: what a merchandiser writes; transforms and dates must not throw here.
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const argTypes: ArgTypes = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    argTypes[name] = inputTypeFor(asSchema(property));
  }
  return argTypes;
}
