import * as z from 'zod/mini';
import { wholeNumber } from '../zod-helpers';
import { addressSnapshotSchema } from './addresses';
import { refundDestinationSchema } from './orders';
import {
  pickupSlotSchema,
  RETURN_KINDS,
  RETURN_REFUND_STATUSES,
  returnConditionSchema,
  returnStatusSchema,
  staffTextSchema,
  type ReturnStatus,
} from './returns';

/*
 * The studio's return desk (issue 17 §2): the queue of return and
 * replacement requests by state, one request with everything staff need to
 * decide, and the steps they take. The steps are the state machine the
 * shopper's pages show (schemas/api/returns.ts), nothing else.
 */

export const RETURN_DESK_PAGE_SIZE = 25;

/** GET admin/studio/returns: one state (or all), part of an order number, a page. */
export const returnDeskQuerySchema = z.strictObject({
  status: z.optional(returnStatusSchema),
  /** Part of the order number, any case: "000123", "cb261120". */
  q: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Search with at most 40 characters'))),
  page: z._default(wholeNumber('page', 1, 100_000), 1),
});
export type ReturnDeskQuery = z.output<typeof returnDeskQuerySchema>;

export const returnDeskRowSchema = z.object({
  id: z.int(),
  kind: z.enum(RETURN_KINDS),
  status: returnStatusSchema,
  order_id: z.int(),
  order_number: z.string(),
  title: z.string(),
  variant_label: z.string(),
  qty: z.int(),
  reason: z.string(),
  shopper_name: z.string(),
  /** When it was filed; the queue's age counts from here. */
  created_at: z.string(),
  /** When it reached its present state. */
  status_at: z.string(),
  pickup_date: z.nullable(z.string()),
});
export type ReturnDeskRow = z.output<typeof returnDeskRowSchema>;

export const returnDeskListSchema = z.object({
  rows: z.array(returnDeskRowSchema),
  /** Requests in each state, whatever the filter (the search still applies). */
  counts: z.object({ requested: z.int(), approved: z.int(), rejected: z.int(), picked_up: z.int(), received: z.int(), refunded: z.int(), replaced: z.int() }),
  /** Rows matching the filter and the search. */
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
});
export type ReturnDeskList = z.output<typeof returnDeskListSchema>;

export const returnDeskEventSchema = z.object({
  status: z.string(),
  label: z.string(),
  at: z.string(),
  note: z.string(),
  /** The staff member's name; null for the shopper's own request. */
  by: z.nullable(z.string()),
});

export const returnDeskDetailSchema = z.object({
  id: z.int(),
  kind: z.enum(RETURN_KINDS),
  status: returnStatusSchema,
  qty: z.int(),
  reason: z.string(),
  details: z.string(),
  created_at: z.string(),
  /** What the shopper asked the refund to go to. */
  refund_destination: refundDestinationSchema,
  order: z.object({ id: z.int(), order_number: z.string(), status: z.string(), payment_method: z.string(), placed_at: z.string() }),
  line: z.object({
    id: z.int(),
    product_id: z.int(),
    variant_id: z.int(),
    title: z.string(),
    variant_label: z.string(),
    qty: z.int(),
    unit_price_paise: z.int(),
    discount_paise: z.int(),
  }),
  shopper: z.object({ id: z.int(), name: z.string(), email: z.nullable(z.string()), mobile: z.nullable(z.string()) }),
  pickup_address: addressSnapshotSchema,
  decision_reason: z.string(),
  pickup: z.nullable(z.object({ date: z.string(), slot: z.nullable(pickupSlotSchema) })),
  condition: z.nullable(returnConditionSchema),
  condition_note: z.string(),
  /** What a refund of this request pays back: the line's price for the units, less their share of the coupon. */
  refund_amount_paise: z.int(),
  refund: z.nullable(z.object({ amount_paise: z.int(), destination: refundDestinationSchema, status: z.enum(RETURN_REFUND_STATUSES), created_at: z.string() })),
  replacement: z.nullable(z.object({ order_id: z.int(), order_number: z.string() })),
  /** Units on the shelf for the line's product or variant: what a replacement takes from. */
  stock: z.int(),
  /** The states it may move to next (the state machine; the role is the studio's to check). */
  next: z.array(returnStatusSchema),
  /** Every step taken, oldest first, with who took it. */
  events: z.array(returnDeskEventSchema),
});
export type ReturnDeskDetail = z.output<typeof returnDeskDetailSchema>;

/* The steps: each answers the request as it now is, with the studio's sentence. */

const reason = z._default(staffTextSchema, '');
const pickupDate = z.string().check(z.trim(), z.minLength(1, 'Choose a pickup date'));

export const approveReturnSchema = z
  .strictObject({
    reason,
    pickup_date: z.optional(pickupDate),
    pickup_slot: z.optional(z.nullable(pickupSlotSchema)),
  })
  .check(z.refine((body) => !body.pickup_slot || body.pickup_date !== undefined, { message: 'Choose the day for this slot', path: ['pickup_date'] }));
export const rejectReturnSchema = z.strictObject({
  reason: staffTextSchema.check(z.minLength(1, 'Give the shopper a reason: they read it on their request')),
});
export const bookPickupSchema = z.strictObject({ pickup_date: pickupDate, pickup_slot: z._default(z.nullable(pickupSlotSchema), null) });
export const pickedUpSchema = z.strictObject({ note: reason });
export const receiveReturnSchema = z.strictObject({ condition: returnConditionSchema, note: reason });
export const refundReturnSchema = z.strictObject({ destination: z.enum(['original', 'wallet'], 'Choose where the refund goes'), note: reason });
export const replaceReturnSchema = z.strictObject({ note: reason });

export const RETURN_DESK_ACTIONS = ['approve', 'reject', 'pickup', 'picked-up', 'receive', 'refund', 'replace'] as const;
export type ReturnDeskAction = (typeof RETURN_DESK_ACTIONS)[number];

export const returnDeskPaths = {
  list: 'admin/studio/returns',
  request: (id: number) => `admin/studio/returns/${id}`,
  action: (id: number, action: ReturnDeskAction) => `admin/studio/returns/${id}/${action}`,
} as const;

/** The queue's address for a query, defaults left out (also its SWR key). */
export function returnDeskListPath(query: { status?: ReturnStatus | undefined; q?: string | undefined; page?: number | undefined }): string {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.q?.trim()) search.set('q', query.q.trim());
  if (query.page !== undefined && query.page > 1) search.set('page', String(query.page));
  const qs = search.toString();
  return qs ? `${returnDeskPaths.list}?${qs}` : returnDeskPaths.list;
}
