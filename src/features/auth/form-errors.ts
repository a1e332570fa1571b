import type * as z from 'zod/mini';

/** The first message of a failed parse: one clear message per field, in the schema's order. */
export function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? '';
}

/** Each field's first message, keyed by field name. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
