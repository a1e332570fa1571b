import * as z from 'zod/mini';

/**
 * Razorpay's webhook body, as far as the shop reads it. The local gateway
 * builds the same shape, so one parser serves both.
 */
export const webhookPaymentEntitySchema = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: z.int(),
  status: z.string(),
  method: z._default(z.string(), ''),
  error_description: z.optional(z.nullable(z.string())),
});

export const webhookEventSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.object({
    payment: z.optional(z.object({ entity: webhookPaymentEntitySchema })),
    order: z.optional(z.object({ entity: z.object({ id: z.string(), status: z.string(), receipt: z.optional(z.nullable(z.string())) }) })),
    // refund.processed and refund.failed: a refund the gateway answered 'pending' has ended.
    refund: z.optional(z.object({ entity: z.object({ id: z.string(), payment_id: z.string(), amount: z.int(), status: z.string() }) })),
  }),
  created_at: z.int(),
});
export type WebhookEvent = z.output<typeof webhookEventSchema>;
export type WebhookEventInput = z.input<typeof webhookEventSchema>;
