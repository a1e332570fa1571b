import type { Context } from 'hono';
import * as z from 'zod/mini';
import { fail, type FieldProblem } from './respond';

/**
 * The spec's calls send their fields as a form (section 7). This reads a form
 * body (urlencoded or multipart), or a JSON object for API clients, into plain
 * strings, and validates them with the shared schemas, so every route refuses
 * bad input the same way: 400, with a message that names the field.
 */

export type Fields = Record<string, string>;
export type Read<T> = { ok: true; value: T } | { ok: false; response: Response };

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const JSON_TYPE = /^application\/(.+\+)?json\b/i;

function jsonFieldValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A JSON client may send `size` as an object instead of an encoded string.
  return JSON.stringify(value);
}

async function readJsonFields(c: Context): Promise<Read<Fields>> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, response: fail(c, 400, 'The request body is not valid JSON') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, response: fail(c, 400, 'The request body must be a JSON object of fields') };
  }
  const fields: Fields = {};
  for (const [key, value] of Object.entries(parsed)) {
    const text = jsonFieldValue(value);
    if (text !== undefined) fields[key] = text;
  }
  return { ok: true, value: fields };
}

async function readFormBody(c: Context): Promise<Read<Fields>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return { ok: false, response: fail(c, 400, 'The form body could not be read') };
  }
  const fields: Fields = {};
  for (const [key, value] of Object.entries(body)) {
    // Hono gathers repeated `name[]` keys into an array; the last value wins, as for plain repeated keys.
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last !== 'string') return { ok: false, response: fail(c, 400, `${key} must be text, not a file`) };
    fields[key] = last;
  }
  return { ok: true, value: fields };
}

/** The body's fields; an absent body (a DELETE without payload) is no fields. */
export async function readBodyFields(c: Context): Promise<Read<Fields>> {
  const type = c.req.header('content-type') ?? '';
  if (FORM_TYPES.test(type)) return readFormBody(c);
  if (JSON_TYPE.test(type)) return readJsonFields(c);
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  return {
    ok: false,
    response: fail(c, 415, 'Send the fields as a form (application/x-www-form-urlencoded or multipart/form-data) or as JSON'),
  };
}

function describeIssue(issue: z.core.$ZodIssue, fields: Fields): FieldProblem {
  const field = issue.path.map(String).join('.') || '(body)';
  const top = issue.path[0];
  const missing = issue.code === 'invalid_type' && typeof top === 'string' && fields[top] === undefined;
  if (missing) return { field, message: `${field} is required` };
  // The shared schemas already name the field ("qty must be at least 1"); others get it as a prefix.
  const message = issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
  return { field, message };
}

/** Validates string fields; on failure a 400 whose message lists every problem, each naming its field. */
export function parseFields<S extends z.core.$ZodType>(c: Context, schema: S, fields: Fields): Read<z.output<S>> {
  const result = z.safeParse(schema, fields);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.map((issue) => describeIssue(issue, fields));
  return { ok: false, response: fail(c, 400, problems.map((p) => p.message).join('; '), problems) };
}

export function parseQuery<S extends z.core.$ZodType>(c: Context, schema: S): Read<z.output<S>> {
  return parseFields(c, schema, c.req.query());
}

/**
 * The body's fields, and with `query` the query string's too (body wins):
 * DELETE calls may carry their fields either way, since some clients and
 * proxies drop DELETE bodies.
 */
export async function readFields(c: Context, options: { query: boolean }): Promise<Read<Fields>> {
  const body = await readBodyFields(c);
  if (!body.ok || !options.query) return body;
  return { ok: true, value: { ...c.req.query(), ...body.value } };
}

/** Reads and validates the body's fields (with `query`, the query string's too). */
export async function parseForm<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  options: { query?: boolean } = {},
): Promise<Read<z.output<S>>> {
  const fields = await readFields(c, { query: options.query ?? false });
  if (!fields.ok) return fields;
  return parseFields(c, schema, fields.value);
}
