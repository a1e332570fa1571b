import type { Context, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import { UPLOAD_HEADER } from '../../../schemas/api/product-images';
import { readJsonBody } from '../../http/errors';
import { fail, type FieldProblem } from '../../http/respond';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function issueProblems(issues: readonly Issue[]): FieldProblem[] {
  // index -1: the request itself, not an entry of a document (the studio reads problems in one shape).
  return issues.map((issue) => ({ index: -1, field: issue.path.map(String).join('.'), message: issue.message }));
}

export function invalidRequest(c: Context, issues: readonly Issue[], message = 'The request body is not valid'): Response {
  return fail(c, 400, message, issueProblems(issues));
}

/**
 * A cross-site form can only send form encodings or text/plain; insisting on
 * application/json (which needs a CORS preflight) means no other site can
 * write, even if a browser ignored SameSite.
 */
export const requireJsonWrites: MiddlewareHandler = async (c, next) => {
  if (!['POST', 'PUT', 'PATCH'].includes(c.req.method)) return next();
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  // A photo upload cannot be JSON; its custom header is what a cross-site form cannot send.
  if (type === 'multipart/form-data' && c.req.header(UPLOAD_HEADER.name) === UPLOAD_HEADER.value) return next();
  // A CSV import is the file itself; text/csv, like JSON, needs a CORS preflight that no other site gets.
  if (type === 'text/csv') return next();
  if (type !== 'application/json') return fail(c, 415, 'Send the request as JSON (Content-Type: application/json)');
  return next();
};

/** The studio's answers are per admin and change with every save. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** A JSON body checked by a schema: the value, or the 400 listing every problem by field. */
export async function parseJsonBody<T>(c: Context, schema: z.ZodMiniType<T>, message?: string): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const body = await readJsonBody(c);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, response: invalidRequest(c, parsed.error.issues, message) };
  return { ok: true, value: parsed.data };
}
