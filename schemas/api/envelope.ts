import { z } from 'zod';

/** Every provider API response: {status, message, data, other_data?} (spec section 7). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    message: z.string().default(''),
    data,
    other_data: z.record(z.string(), z.unknown()).optional(),
  });
}

/** Error bodies: `error` carries the message the storefront shows (spec section 8). */
export const errorBodySchema = z.object({
  status: z.literal(false).optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  problems: z.array(z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
