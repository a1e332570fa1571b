import type { Context, MiddlewareHandler } from 'hono';
import { fail, type FieldProblem } from '../../http/respond';

/** What the studio's handlers know about the request once signed in. */
export interface StudioEnv {
  Variables: { studioAdmin: string };
}

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
  if (type !== 'application/json') return fail(c, 415, 'Send the request as JSON (Content-Type: application/json)');
  return next();
};

/** The studio's answers are per admin and change with every save. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
