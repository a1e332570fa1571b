import * as z from 'zod/mini';
import { readRupees } from '../rupees';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { addressSnapshotSchema } from './addresses';
import { paymentMethodCodeSchema, type PaymentMethodCode } from './checkout';
import { stateCodeSchema } from './india';
import { orderShippingSchema, orderStatusSchema, PAYMENT_STATUSES, refundDestinationSchema, SHIPPING_MESSAGES, timelineStepSchema } from './orders';

/*
 * The studio's order desk (issue 17 §1): the staff's table of orders, an
 * order's page and the actions on it, and the refunds the refund module
 * records. Money is integer paise on the wire; amounts staff type are rupees
 * (schemas/rupees.ts), read on the server.
 */

export const orderDeskPaths = {
  list: 'admin/studio/orders',
  export: 'admin/studio/orders/export.csv',
  order: (id: number) => `admin/studio/orders/${id}`,
  move: (id: number) => `admin/studio/orders/${id}/move`,
  cancel: (id: number) => `admin/studio/orders/${id}/cancel`,
  codCollected: (id: number) => `admin/studio/orders/${id}/cod-collected`,
  refunds: (id: number) => `admin/studio/orders/${id}/refunds`,
  invoice: (id: number) => `admin/studio/orders/${id}/invoice`,
  invoiceEmail: (id: number) => `admin/studio/orders/${id}/invoice-email`,
} as const;

/** One line a refund pays back: an order line and how many of it. */
export const refundLineSchema = z.object({
  order_item_id: z.int().check(z.gte(1, 'Choose an item of this order'), z.lte(MAX_INT4, 'Choose an item of this order')),
  qty: z.int().check(z.gte(1, 'Refund at least one'), z.lte(1000, 'At most 1,000')),
});
export type RefundLine = z.output<typeof refundLineSchema>;
export const refundLinesSchema = z.array(refundLineSchema);

/* The table. */

export const ORDER_DESK_SORTS = ['created', 'total'] as const;
export const ORDER_DESK_PAGE_SIZES = [25, 50, 100] as const;

/** A day as the date filter takes it (India's calendar). */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = (name: string) => z.string().check(z.trim(), z.regex(DAY, `${name} must be a day, like 2026-11-24`));

/** A rupee amount in a query string: '' is no bound. */
const rupeeBound = (name: string) =>
  z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      if (raw.trim() === '') return undefined;
      const read = readRupees(raw, name);
      if (read.ok) return read.paise;
      ctx.issues.push({ code: 'custom', message: read.message, input: raw });
      return z.NEVER;
    }),
  );

/** GET admin/studio/orders (and export.csv): the table's filters, search, sort and page. */
export const orderDeskQuerySchema = z
  .strictObject({
    /** An order number or id, a phone number, an e-mail address, or words of the shopper's name. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search with at most 100 characters'))),
    status: z.optional(orderStatusSchema),
    /** Placed on or after this day, on or before `to` (India). */
    from: z.optional(day('from')),
    to: z.optional(day('to')),
    payment_method: z.optional(paymentMethodCodeSchema),
    payment_status: z.optional(z.enum(PAYMENT_STATUSES)),
    state: z.optional(stateCodeSchema),
    pin: z.optional(z.string().check(z.trim(), z.regex(/^[1-9][0-9]{5}$/, 'pin must be a 6-digit PIN code'))),
    min_total: z.optional(rupeeBound('min_total')),
    max_total: z.optional(rupeeBound('max_total')),
    sort: z._default(z.enum(ORDER_DESK_SORTS), 'created'),
    dir: z._default(z.enum(['asc', 'desc']), 'desc'),
    page: z._default(wholeNumber('page', 1, 100_000), 1),
    page_size: z._default(wholeNumber('page_size', 1, 100), 25),
  })
  .check(
    z.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: 'from must be on or before to', path: ['from'] }),
    z.refine((q) => q.min_total === undefined || q.max_total === undefined || q.min_total <= q.max_total, { message: 'min_total must be at most max_total', path: ['min_total'] }),
  );
export type OrderDeskQuery = z.output<typeof orderDeskQuerySchema>;
/** The query as the studio keeps it: every value as typed. */
export type OrderDeskFilter = Partial<Record<keyof z.input<typeof orderDeskQuerySchema>, string>>;

const FILTER_KEYS = ['q', 'status', 'from', 'to', 'payment_method', 'payment_status', 'state', 'pin', 'min_total', 'max_total'] as const;
const DEFAULTS: OrderDeskFilter = { sort: 'created', dir: 'desc', page: '1', page_size: '25' };

function search(filter: OrderDeskFilter, keys: readonly (keyof OrderDeskFilter)[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filter[key]?.trim();
    if (value === undefined || value === '' || value === DEFAULTS[key]) continue;
    params.set(key, value);
  }
  return params.toString();
}

/** The table's address for a filter, defaults left out (also its SWR key). */
export function orderDeskListPath(filter: OrderDeskFilter): string {
  const qs = search(filter, [...FILTER_KEYS, 'sort', 'dir', 'page', 'page_size']);
  return qs ? `${orderDeskPaths.list}?${qs}` : orderDeskPaths.list;
}

/** The CSV of every order the filter matches (not just the page), in the table's order. */
export function orderDeskExportPath(filter: OrderDeskFilter): string {
  const qs = search(filter, [...FILTER_KEYS, 'sort', 'dir']);
  return qs ? `${orderDeskPaths.export}?${qs}` : orderDeskPaths.export;
}

export const orderDeskRowSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  payment_method: paymentMethodCodeSchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  total_paise: z.int(),
  refunded_paise: z.int(),
  item_count: z.int(),
  /** The name, city, state and PIN the parcel goes to. */
  name: z.string(),
  city: z.string(),
  state: z.string(),
  pin: z.string(),
});
export type OrderDeskRow = z.output<typeof orderDeskRowSchema>;

export const orderDeskPageSchema = z.object({
  rows: z.array(orderDeskRowSchema),
  /** Counted up to 10,000; total_capped when more match ("10,000+"). */
  total: z.int(),
  total_capped: z.boolean(),
  page: z.int(),
  page_size: z.int(),
});
export type OrderDeskPage = z.output<typeof orderDeskPageSchema>;

/* An order's page. */

/** The steps the desk moves an order to (a cancellation is its own action, with its refund). */
export const DESK_MOVES = ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type DeskMove = (typeof DESK_MOVES)[number];

export const REFUND_KINDS = ['cancel', 'partial', 'return'] as const;
export const REFUND_KIND_LABELS: Record<(typeof REFUND_KINDS)[number], string> = { cancel: 'Cancellation', partial: 'Partial refund', return: 'Return' };
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

export const orderDeskLineSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  title: z.string(),
  variant_label: z.string(),
  hsn_code: z.string(),
  qty: z.int(),
  unit_price_paise: z.int(),
  discount_paise: z.int(),
  /** What the line came to: its price times the quantity, less its share of the coupon. */
  total_paise: z.int(),
  /** Units refunded so far (partial refunds of lines and returns; failed refunds do not count). */
  refunded_qty: z.int(),
  /** What refunding 1, 2, … units of the line pays back (the price less their share of the coupon), as the server works it out. */
  refund_paise_by_qty: z.array(z.int()),
});
export type OrderDeskLine = z.output<typeof orderDeskLineSchema>;

export const orderDeskRefundSchema = z.object({
  id: z.int(),
  kind: z.enum(REFUND_KINDS),
  amount_paise: z.int(),
  destination: refundDestinationSchema,
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  /** The staff account's name; null for the shopper's own cancellation. */
  staff_name: z.nullable(z.string()),
  lines: refundLinesSchema,
  gateway_refund_id: z.nullable(z.string()),
  failure_reason: z.string(),
  created_at: z.string(),
});

export const orderDeskDetailSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  status: orderStatusSchema,
  status_label: z.string(),
  created_at: z.string(),
  payment_method: paymentMethodCodeSchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  lines: z.array(orderDeskLineSchema),
  /** The account that placed it; the customers desk opens it at ?key=customers&customer={user_id}. */
  shopper: z.object({ user_id: z.int(), name: z.string(), email: z.nullable(z.string()), mobile: z.nullable(z.string()) }),
  address: addressSnapshotSchema,
  totals: z.object({
    mrp_total_paise: z.int(),
    items_total_paise: z.int(),
    coupon_code: z.nullable(z.string()),
    coupon_discount_paise: z.int(),
    delivery_paise: z.int(),
    gst_paise: z.int(),
    total_paise: z.int(),
    wallet_paise: z.int(),
    online_paise: z.int(),
    cod_paise: z.int(),
  }),
  money: z.object({
    /** Gateway captures plus cash collected. */
    paid_paise: z.int(),
    cod_collected_paise: z.int(),
    /** Cash still to collect at the door. */
    cod_due_paise: z.int(),
    refunded_paise: z.int(),
    /** Still refundable: to the wallet (anything), to the original payment (what the gateway took and has not given back). */
    refundable_paise: z.int(),
    refundable_original_paise: z.int(),
  }),
  payments: z.array(
    z.object({
      attempt: z.int(),
      status: z.string(),
      method: z.string(),
      amount_paise: z.int(),
      gateway_payment_id: z.nullable(z.string()),
      failure_reason: z.string(),
      paid_at: z.nullable(z.string()),
    }),
  ),
  refunds: z.array(orderDeskRefundSchema),
  timeline: z.array(timelineStepSchema),
  events: z.array(z.object({ status: z.string(), note: z.string(), at: z.string() })),
  /** Staff actions on the order, newest first (the audit log). */
  history: z.array(z.object({ at: z.string(), actor: z.string(), summary: z.string() })),
  shipping: orderShippingSchema,
  invoice_number: z.nullable(z.string()),
  invoice_available: z.boolean(),
  /** What the order's state allows (the server refuses the rest all the same). */
  allowed: z.object({
    moves: z.array(z.enum(DESK_MOVES)),
    cancel: z.boolean(),
    collect_cod: z.boolean(),
    refund: z.boolean(),
  }),
});
export type OrderDeskDetail = z.output<typeof orderDeskDetailSchema>;

/* Actions. */

const note = z._default(z.string().check(z.trim(), z.maxLength(300, 'Keep the note under 300 characters')), '');
const courierName = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 .&-]{1,39}$/, SHIPPING_MESSAGES.carrierFormat));
const awbNumber = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{6,20}$/, SHIPPING_MESSAGES.awbFormat));

export const SHIP_MESSAGES = {
  carrierMissing: 'Enter the courier the parcel goes with',
  awbMissing: 'Enter the AWB number from the courier',
} as const;

/** POST …/move. Shipping names the courier and its AWB number; nothing else takes them. */
export const orderMoveSchema = z.discriminatedUnion('to', [
  z.strictObject({
    to: z.literal('shipped'),
    carrier: z.pipe(z.string().check(z.trim(), z.minLength(1, SHIP_MESSAGES.carrierMissing)), courierName),
    awb: z.pipe(
      z.string().check(z.trim(), z.minLength(1, SHIP_MESSAGES.awbMissing)),
      z.pipe(
        awbNumber,
        z.transform((s: string) => s.toUpperCase()),
      ),
    ),
    note,
  }),
  z.strictObject({ to: z.enum(['confirmed', 'packed', 'out_for_delivery', 'delivered']), note }),
]);
export type OrderMove = z.output<typeof orderMoveSchema>;

const reason = (message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(300, 'Keep the reason under 300 characters'));

/** POST …/cancel. */
export const orderCancelSchema = z.strictObject({
  destination: refundDestinationSchema,
  reason: reason('Say why the order is cancelled; the shopper is told'),
});
export type OrderCancel = z.output<typeof orderCancelSchema>;

/** POST …/refunds: chosen lines (the server works out what they paid) or an amount in rupees, never both. */
export const orderRefundSchema = z
  .strictObject({
    destination: refundDestinationSchema,
    reason: reason('Say why you are refunding'),
    lines: z.optional(refundLinesSchema.check(z.minLength(1, 'Choose at least one item'), z.maxLength(100))),
    amount: z.optional(
      z.pipe(
        z.string(),
        z.transform((raw: string, ctx) => {
          const read = readRupees(raw, 'The amount');
          if (!read.ok) {
            ctx.issues.push({ code: 'custom', message: read.message, input: raw });
            return z.NEVER;
          }
          if (read.paise === 0) {
            ctx.issues.push({ code: 'custom', message: 'The amount must be more than ₹0', input: raw });
            return z.NEVER;
          }
          return read.paise;
        }),
      ),
    ),
  })
  .check(z.refine((r) => (r.lines === undefined) !== (r.amount === undefined), { message: 'Choose items to refund or type an amount', path: ['amount'] }));
export type OrderRefundInput = z.input<typeof orderRefundSchema>;

/** POST …/cod-collected: the cash the courier handed over; the server knows how much was due. */
export const orderCodCollectedSchema = z.strictObject({ note });

/** POST …/invoice-email takes nothing. */
export const emptyBodySchema = z.strictObject({});

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodCode, string> = { online: 'Online', cod: 'Cash on delivery', part: 'Part online, part cash' };
export const PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  pending: 'Pending',
  paid: 'Paid',
  partly_paid: 'Partly paid',
  cod_due: 'Cash due',
  refunded: 'Refunded',
  failed: 'Failed',
};
