import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';
import { fail } from '../../http/respond';

export type ParsedQuery<T> = { ok: true; value: T } | { ok: false; response: Response };

/** One sentence naming the parameter, as the storefront shows the message as it is. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  }
  const name = String(issue.path[0] ?? 'query');
  // The shared schemas word most messages themselves ("page must be a whole number").
  if (issue.message.startsWith(`${name} `)) return issue.message;
  if (issue.code === 'invalid_value') return `${name} must be one of: ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${name} is required`;
  return `${name}: ${issue.message}`;
}

/**
 * Validates the query string with a shared strict schema. A repeated
 * parameter is refused rather than silently using one of its values.
 */
export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): ParsedQuery<z.output<S>> {
  const raw: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) return { ok: false, response: fail(c, 400, `${key} is given more than once`) };
    raw[key] = values[0] ?? '';
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues;
  const first = issues.find((issue) => issue.code === 'unrecognized_keys') ?? issues[0];
  return { ok: false, response: fail(c, 400, first ? describeIssue(first) : 'The query string is not valid') };
}

/** A path id: digits only, within PostgreSQL's integer range. */
export function parseId(raw: string | undefined): number | null {
  return readWholeNumber(raw, 1, MAX_INT4);
}
