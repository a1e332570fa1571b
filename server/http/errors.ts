import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { currentRequestId, log } from '../observability/logger';
import { newRequestId } from '../observability/request-id';
import { fail, type FieldProblem } from './respond';

export function zodProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(body)', message: issue.message }));
}

/** Bad input is the caller's fault: 422 with every problem, never a 500. */
export function invalidBody(c: Context, error: z.ZodError, message = 'The request body is not valid'): Response {
  return fail(c, 422, message, zodProblems(error));
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/** Reads a JSON body without trusting Content-Type; malformed JSON is a 400. */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: false, response: fail(c, 400, 'The request body is empty; a JSON body is expected') };
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch (e) {
    const detail = e instanceof Error ? `: ${e.message}` : '';
    return { ok: false, response: fail(c, 400, `The request body is not valid JSON${detail}`) };
  }
}

/** The 500 message: what the shopper sees, ending with the reference support finds in the log. */
export function internalErrorMessage(reference: string): string {
  return `Something went wrong on our side. Please try again; if it keeps happening, contact support and quote this reference. Reference: ${reference}`;
}

export function installErrorHandlers(app: Hono): void {
  app.notFound((c) => fail(c, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    if (err instanceof HTTPException) return fail(c, err.status, err.message || 'Request refused');
    // The request's own id (server/observability/request-context.ts); an app mounted without it still gets one to quote.
    const reference = currentRequestId() ?? newRequestId();
    log.error({ err, req_id: reference, method: c.req.method, path: c.req.path }, 'request failed');
    const message = internalErrorMessage(reference);
    return c.json({ status: false, message, error: message, reference }, 500);
  });
}
