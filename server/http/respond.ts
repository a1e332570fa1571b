import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The provider API's success envelope (schemas/api/envelope.ts). */
export function envelope<T>(data: T, message = ''): { status: true; message: string; data: T } {
  return { status: true, message, data };
}

export interface FieldProblem {
  index?: number;
  section_name?: string;
  field: string;
  message: string;
}

/**
 * Error bodies carry the text twice: the storefront raises `error` for HTTP
 * failures and `message` when status is false (spec section 8).
 */
export function fail(c: Context, status: ContentfulStatusCode, message: string, problems?: readonly FieldProblem[]): Response {
  const body = problems ? { status: false, message, error: message, problems } : { status: false, message, error: message };
  return c.json(body, status);
}

/**
 * 401 for a call that needs a signed-in shopper. `code` tells the storefront
 * that its session has ended (rather than its API credential being wrong), so
 * it signs out locally and offers the login popup.
 */
export function signInRequired(c: Context, message: string): Response {
  return c.json({ status: false, message, error: message, code: 'sign-in-required' }, 401);
}
