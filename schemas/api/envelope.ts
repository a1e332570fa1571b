import * as z from 'zod/mini';

/** Every provider API response: {status, message, data, other_data?} (spec section 7). */
export function envelopeSchema<T extends z.core.SomeType>(data: T) {
  return z.object({
    status: z.boolean(),
    message: z._default(z.string(), ''),
    data,
    other_data: z.optional(z.record(z.string(), z.unknown())),
  });
}

/** Error bodies: `error` carries the message the storefront shows (spec section 8). */
export const errorBodySchema = z.object({
  status: z.optional(z.literal(false)),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  /** 'sign-in-required': the call needs a session and there is none (it ended, or expired). */
  code: z.optional(z.string()),
  problems: z.optional(z.array(z.unknown())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
