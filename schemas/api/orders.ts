import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { addressSnapshotSchema } from './addresses';
import { imageSchema } from './catalog';
import { paymentMethodCodeSchema } from './checkout';

/** Orders, tracking, cancellation, tax invoices and the admin status call. */

export const orderPaths = {
  list: 'website/orders',
  one: (id: number) => `website/orders/${id}`,
  cancel: (id: number) => `website/orders/${id}/cancel`,
  /** GET ?order_number=: the signed-in shopper's order by its number (/product/track-order). */
  track: 'website/orders/track',
  invoice: (id: number) => `website/orders/${id}/invoice`,
  /** Admin credential: advance an order (operations and tests). */
  adminStatus: (id: number) => `admin/orders/${id}/status`,
} as const;

export const ORDER_STATUSES = ['awaiting_payment', 'placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The tracking timeline, in order (spec: placed, confirmed, packed, shipped, out for delivery, delivered). */
export const TRACKING_STEPS = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const;

/** The statuses an order may still be cancelled in: before it ships. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'placed', 'confirmed', 'packed'];

export const PAYMENT_STATUSES = ['pending', 'paid', 'partly_paid', 'cod_due', 'refunded', 'failed'] as const;
export const REFUND_DESTINATIONS = ['original', 'wallet'] as const;
export const refundDestinationSchema = z.enum(REFUND_DESTINATIONS);

/** GET list query. */
export const orderListQuerySchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  page: z._default(wholeNumber('page', 1, 10_000), 1),
  /** '' for every status. */
  status: z._default(z.union([z.literal(''), orderStatusSchema]), ''),
});

export const orderSummarySchema = z.object({
  id: z.int(),
  order_number: z.string(),
  status: orderStatusSchema,
  payment_method: paymentMethodCodeSchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  total_paise: z.int(),
  item_count: z.int(),
  created_at: z.string(),
  first_item: z.object({ title: z.string(), image: imageSchema }),
  /** The day promised at placement (YYYY-MM-DD, India) and when it came: the list says which applies. */
  promised_date: z._default(z.nullable(z.string()), null),
  delivered_at: z._default(z.nullable(z.string()), null),
});
export type OrderSummary = z.output<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.int(),
  page_count: z.int(),
  total: z.int(),
});

export const timelineStepSchema = z.object({
  status: z.string(),
  label: z.string(),
  /** When it happened; null for a step still ahead. */
  at: z.nullable(z.string()),
  done: z.boolean(),
});

export const orderItemSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  title: z.string(),
  variant_label: z.string(),
  slug: z.string(),
  image: imageSchema,
  qty: z.int(),
  unit_price_paise: z.int(),
  unit_mrp_paise: z.int(),
  discount_paise: z.int(),
  /** Whether a return or replacement may be requested now, and why not. */
  returnable: z.object({
    eligible: z.boolean(),
    reason: z.string(),
    window_ends_at: z.nullable(z.string()),
    request: z.nullable(z.object({ id: z.int(), kind: z.enum(['return', 'replace']), status: z.string() })),
  }),
});

export const DELIVERY_ZONES = ['local', 'regional', 'national', 'remote'] as const;

/** How the order travels: the courier and AWB once shipped, and the day promised at placement from the PIN's zone. */
export const orderShippingSchema = z.object({
  carrier: z.nullable(z.string()),
  awb: z.nullable(z.string()),
  zone: z.nullable(z.enum(DELIVERY_ZONES)),
  /** YYYY-MM-DD, a day in India; null for an order placed before promises were kept. */
  promised_date: z.nullable(z.string()),
});
export type OrderShipping = z.output<typeof orderShippingSchema>;

export const orderDetailSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  status: orderStatusSchema,
  status_label: z.string(),
  payment_method: paymentMethodCodeSchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  address: addressSnapshotSchema,
  items: z.array(orderItemSchema),
  totals: z.object({
    mrp_total_paise: z.int(),
    items_total_paise: z.int(),
    coupon_code: z.nullable(z.string()),
    coupon_discount_paise: z.int(),
    delivery_paise: z.int(),
    gst_paise: z.int(),
    wallet_paise: z.int(),
    total_paise: z.int(),
    online_paise: z.int(),
    cod_paise: z.int(),
    paid_paise: z.int(),
  }),
  payments: z.array(z.object({ attempt: z.int(), status: z.string(), method: z.string(), amount_paise: z.int(), paid_at: z.nullable(z.string()) })),
  timeline: z.array(timelineStepSchema),
  shipping: orderShippingSchema,
  refunds: z.array(z.object({ amount_paise: z.int(), destination: refundDestinationSchema, created_at: z.string() })),
  can_cancel: z.boolean(),
  /** Awaiting payment: the shopper may try paying again. */
  can_pay: z.boolean(),
  invoice_available: z.boolean(),
  /** This order's key on the live event stream (an 'order' event with it means: read the order again). */
  live_key: z.string(),
});
export type OrderDetail = z.output<typeof orderDetailSchema>;

/** The live stream's 'order' event: some order changed; only the page holding its key knows which. */
export const orderLiveEventSchema = z.object({ key: z.string() });

/** POST cancel (form). */
export const cancelOrderFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  reason: z._default(z.string().check(z.trim(), z.maxLength(300, 'At most 300 characters')), ''),
  refund_destination: z._default(refundDestinationSchema, 'original'),
});

export const SHIPPING_MESSAGES = {
  carrierFormat: 'A courier name has 2 to 40 letters, digits, spaces and . & -',
  awbFormat: 'An AWB number has 6 to 20 letters and digits',
  awbNeedsCarrier: 'Name the courier the AWB number belongs to',
  onlyWhenShipping: 'A courier and AWB number are given when the order moves to shipped',
} as const;

/** An optional form field: blank counts as not given; otherwise it must match and is tidied. */
const optionalField = (pattern: RegExp, message: string, tidy: (s: string) => string) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.refine((s: string) => s === '' || pattern.test(s), message)),
      z.transform((s: string) => (s === '' ? undefined : tidy(s))),
    ),
  );

/** POST admin status (admin credential). Moving to shipped may name the courier and its AWB (airway bill) number. */
export const adminOrderStatusFormSchema = z
  .object({
    status: orderStatusSchema,
    note: z._default(z.string().check(z.trim(), z.maxLength(300, 'At most 300 characters')), ''),
    carrier: optionalField(/^[A-Za-z0-9][A-Za-z0-9 .&-]{1,39}$/, SHIPPING_MESSAGES.carrierFormat, (s) => s.replace(/\s+/g, ' ')),
    awb: optionalField(/^[A-Za-z0-9]{6,20}$/, SHIPPING_MESSAGES.awbFormat, (s) => s.toUpperCase()),
  })
  .check(
    z.refine((f) => f.awb === undefined || f.carrier !== undefined, { message: SHIPPING_MESSAGES.awbNeedsCarrier, path: ['awb'] }),
    z.refine((f) => f.status === 'shipped' || (f.carrier === undefined && f.awb === undefined), { message: SHIPPING_MESSAGES.onlyWhenShipping, path: ['carrier'] }),
  );

const money = z.int();

export const invoiceLineSchema = z.object({
  description: z.string(),
  hsn_code: z.string(),
  qty: z.int(),
  unit_price_paise: money,
  discount_paise: money,
  taxable_paise: money,
  gst_rate: z.int(),
  cgst_paise: money,
  sgst_paise: money,
  igst_paise: money,
  total_paise: money,
});

/** GET invoice: a GST tax invoice with the particulars of CGST Rule 46. */
export const invoiceSchema = z.object({
  invoice_number: z.string(),
  invoice_date: z.string(),
  order_number: z.string(),
  order_date: z.string(),
  seller: z.object({ name: z.string(), address: z.string(), gstin: z.string(), state: z.string(), state_code: z.string(), pan: z.string() }),
  buyer: z.object({ name: z.string(), address: z.string(), state: z.string(), state_code: z.string(), mobile: z.string() }),
  place_of_supply: z.string(),
  /** CGST + SGST when the delivery state is the seller's; IGST otherwise. */
  intra_state: z.boolean(),
  lines: z.array(invoiceLineSchema),
  totals: z.object({ taxable_paise: money, cgst_paise: money, sgst_paise: money, igst_paise: money, total_paise: money }),
  amount_in_words: z.string(),
  reverse_charge: z.boolean(),
  payment_method: z.string(),
});
export type Invoice = z.output<typeof invoiceSchema>;
