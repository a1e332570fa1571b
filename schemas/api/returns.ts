import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { addressSnapshotSchema } from './addresses';
import { refundDestinationSchema, timelineStepSchema } from './orders';

/** Returns and replacements (/order/return/{id}, /order/replace/{id}, /order/refund-replace-process/{id}). */

export const returnPaths = {
  create: 'website/returns',
  one: (id: number) => `website/returns/${id}`,
  adminStatus: (id: number) => `admin/returns/${id}/status`,
} as const;

export const RETURN_KINDS = ['return', 'replace'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
/** The state machine (server/features/returns/transitions.ts): requested → approved | rejected → picked_up → received → refunded | replaced. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'picked_up', 'received', 'refunded', 'replaced'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const returnStatusSchema = z.enum(RETURN_STATUSES);

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  picked_up: 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
  replaced: 'Replaced',
};

/** The item's condition as the warehouse finds it on receipt. */
export const RETURN_CONDITIONS = ['as_new', 'opened_complete', 'damaged', 'missing_parts'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_CONDITION_LABELS: Record<ReturnCondition, string> = {
  as_new: 'As new',
  opened_complete: 'Opened, complete',
  damaged: 'Damaged',
  missing_parts: 'Missing parts',
};
export const returnConditionSchema = z.enum(RETURN_CONDITIONS, "Choose the item's condition");

/** The courier's pickup windows, in India's time. */
export const PICKUP_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type PickupSlot = (typeof PICKUP_SLOTS)[number];
export const PICKUP_SLOT_LABELS: Record<PickupSlot, string> = {
  morning: '9 am – 1 pm',
  afternoon: '1 pm – 5 pm',
  evening: '5 pm – 8 pm',
};
export const pickupSlotSchema = z.enum(PICKUP_SLOTS, 'Choose a pickup slot from the list');

/** The booked pickup in words, "Sat, 28 Nov, 9 am – 1 pm"; `day` writes the calendar day (src/ui/format.ts formatCalendarDay). */
export function pickupWords(pickup: { date: string; slot: PickupSlot | null }, day: (date: string) => string): string {
  return pickup.slot ? `${day(pickup.date)}, ${PICKUP_SLOT_LABELS[pickup.slot]}` : day(pickup.date);
}

/** How far ahead a pickup may be booked. */
export const PICKUP_DAYS_AHEAD = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day an instant falls on in India (UTC+05:30, no daylight saving), as YYYY-MM-DD. */
export function indiaDay(at: Date, plusDays = 0): string {
  return new Date(Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS + plusDays * DAY_MS).toISOString().slice(0, 10);
}

/** Why a pickup date cannot be booked (a real day, today to two weeks ahead in India); null when it can. Server and studio say the same. */
export function pickupDateProblem(day: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
    return 'Choose a pickup date';
  if (day < indiaDay(now)) return 'The pickup date has passed; choose today or a later day';
  if (day > indiaDay(now, PICKUP_DAYS_AHEAD)) return `Book a pickup at most ${PICKUP_DAYS_AHEAD} days ahead`;
  return null;
}

export const REASON_MAX = 300;
/** A staff note or reason: trimmed, at most 300 characters. */
export const staffTextSchema = z.string().check(z.trim(), z.maxLength(REASON_MAX, `At most ${REASON_MAX} characters`));

/** What a refund of a return stands at; the desk moves the return to refunded once it is processed. */
export const RETURN_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type ReturnRefundStatus = (typeof RETURN_REFUND_STATUSES)[number];

export const RETURN_REASONS = [
  'Damaged or defective on arrival',
  'Wrong item delivered',
  'Item missing from the package',
  'Not as described',
  'Stopped working',
  'Size or fit does not suit',
] as const;

/** POST create (form). */
export const returnFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  order_item_id: wholeNumber('order_item_id', 1, MAX_INT4),
  kind: z.enum(RETURN_KINDS),
  qty: z._default(wholeNumber('qty', 1, 10), 1),
  reason: z.enum(RETURN_REASONS),
  details: z._default(z.string().check(z.trim(), z.maxLength(500, 'At most 500 characters')), ''),
  pickup_address_id: wholeNumber('pickup_address_id', 1, MAX_INT4),
  refund_destination: z._default(refundDestinationSchema, 'original'),
});

export const returnRequestSchema = z.object({
  id: z.int(),
  order_id: z.int(),
  order_number: z.string(),
  item: z.object({ id: z.int(), title: z.string(), variant_label: z.string(), qty: z.int() }),
  kind: z.enum(RETURN_KINDS),
  qty: z.int(),
  reason: z.string(),
  details: z.string(),
  status: returnStatusSchema,
  refund_destination: refundDestinationSchema,
  pickup_address: addressSnapshotSchema,
  timeline: z.array(timelineStepSchema),
  /** Why the shop approved or rejected it, as staff wrote it for the shopper; '' when they gave none. */
  decision_reason: z.string(),
  /** The day (YYYY-MM-DD, India) and window the courier comes; null until booked. */
  pickup: z.nullable(z.object({ date: z.string(), slot: z.nullable(pickupSlotSchema) })),
  /** The item's condition as received; null before. */
  condition: z.nullable(returnConditionSchema),
  refund: z.nullable(z.object({ amount_paise: z.int(), destination: refundDestinationSchema, status: z.enum(RETURN_REFUND_STATUSES), created_at: z.string() })),
  /** The replacement order sent at no charge; null until it is made. */
  replacement: z.nullable(z.object({ order_id: z.int(), order_number: z.string() })),
  created_at: z.string(),
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/**
 * POST admin status (a staff account over HTTP basic or an API token): the
 * same steps as the studio's return desk, through the same code. `note` is
 * the reason the shopper sees when approving or rejecting (required to
 * reject); received needs `condition`; approved may book `pickup_date` and
 * `pickup_slot`; refunded may name `destination` (default: what the shopper asked).
 */
export const adminReturnStatusFormSchema = z.object({
  status: returnStatusSchema,
  note: z._default(staffTextSchema, ''),
  condition: z.optional(returnConditionSchema),
  pickup_date: z.optional(z.string().check(z.trim())),
  pickup_slot: z.optional(pickupSlotSchema),
  destination: z.optional(refundDestinationSchema),
});
