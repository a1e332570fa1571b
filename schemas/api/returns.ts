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
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'picked_up', 'refunded', 'replaced'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  picked_up: 'Picked up',
  refunded: 'Refunded',
  replaced: 'Replaced',
};

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
  status: z.enum(RETURN_STATUSES),
  refund_destination: refundDestinationSchema,
  pickup_address: addressSnapshotSchema,
  timeline: z.array(timelineStepSchema),
  refund: z.nullable(z.object({ amount_paise: z.int(), destination: refundDestinationSchema, created_at: z.string() })),
  created_at: z.string(),
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** POST admin status (admin credential): requested → approved | rejected → picked_up → refunded | replaced. */
export const adminReturnStatusFormSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  note: z._default(z.string().check(z.trim(), z.maxLength(300, 'At most 300 characters')), ''),
});
