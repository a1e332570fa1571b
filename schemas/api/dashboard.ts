import * as z from 'zod/mini';
import { ORDER_STATUSES, type OrderStatus } from './orders';
import type { ReturnStatus } from './returns';

/*
 * The studio's dashboard (GET admin/studio/dashboard, permission reports.read):
 * the shop's figures for today or this week in India's time (weeks start on
 * Monday), each beside the same stretch of the period before, and what waits
 * on staff: orders late for their promised day, open returns, products low on
 * stock. Money is integer paise.
 */

export const DASHBOARD_PERIODS = ['today', 'week'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = { today: 'Today', week: 'This week' };

/** Orders that count in the figures: every status but these (not paid for yet, or called off). */
export const UNCOUNTED_ORDER_STATUSES = ['awaiting_payment', 'cancelled'] as const satisfies readonly OrderStatus[];
export const COUNTED_ORDER_STATUSES = ORDER_STATUSES.filter((s) => !(UNCOUNTED_ORDER_STATUSES as readonly OrderStatus[]).includes(s));

/** Orders still on their way to the shopper: late once their promised day has passed. */
export const UNDELIVERED_ORDER_STATUSES = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery'] as const satisfies readonly OrderStatus[];
/** Of those, the ones not yet handed to the courier. */
export const UNSHIPPED_ORDER_STATUSES = ['placed', 'confirmed', 'packed'] as const satisfies readonly OrderStatus[];

/** Returns and replacements waiting on staff: not yet refunded, replaced or rejected. */
export const WAITING_RETURN_STATUSES = ['requested', 'approved', 'picked_up', 'received'] as const satisfies readonly ReturnStatus[];

/** How many days the charts show, today included. */
export const DASHBOARD_DAYS = 14;
/** How many late orders and low-stock products are listed (the counts are complete). */
export const DASHBOARD_LIST_SIZE = 5;

export const dashboardQuerySchema = z.strictObject({
  period: z._default(z.enum(DASHBOARD_PERIODS), 'today'),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

const money = z.int();
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One stretch of time's figures. */
export const dashboardFiguresSchema = z.object({
  /** Counted orders placed in the stretch. */
  orders: z.int(),
  /** Those orders' totals with GST, as placed (before refunds). */
  gross_paise: money,
  /** What has been refunded on those orders since, pending at the gateway or processed (returns, partial refunds); subtracted from revenue. */
  refunds_paise: money,
  /** gross − refunds. */
  revenue_paise: money,
  /** The same without the GST the totals include (a refund's GST taken in its order's proportion). */
  revenue_ex_gst_paise: money,
  /** gross ÷ orders, rounded to the paisa; null without orders. */
  average_order_paise: z.nullable(money),
  /** Distinct visitors who added, changed, removed or checked out cart lines in the stretch. */
  cart_visitors: z.int(),
  /** orders ÷ cart_visitors; null without visitors. */
  conversion: z.nullable(z.number()),
});
export type DashboardFigures = z.output<typeof dashboardFiguresSchema>;

export const dashboardStretchSchema = z.object({
  /** ISO instants: from the start of the day or week in India up to `to`. */
  from: z.string(),
  to: z.string(),
  figures: dashboardFiguresSchema,
});
export type DashboardStretch = z.output<typeof dashboardStretchSchema>;

export const lateOrderSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  status: z.enum(UNDELIVERED_ORDER_STATUSES),
  promised_delivery_date: day,
  days_late: z.int(),
  total_paise: money,
});
export type LateOrder = z.output<typeof lateOrderSchema>;

export const lowStockProductSchema = z.object({ id: z.int(), title: z.string(), stock: z.int() });
export type LowStockProduct = z.output<typeof lowStockProductSchema>;

export const dashboardDaySchema = z.object({ day, orders: z.int(), revenue_paise: money });
export type DashboardDay = z.output<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The moment the figures were read. */
  as_of: z.string(),
  /** The period so far … */
  current: dashboardStretchSchema,
  /** … and the same stretch of the period before: yesterday up to this time of day, last week up to this weekday and time. */
  previous: dashboardStretchSchema,
  late_orders: z.object({
    /** Undelivered orders whose promised day (India) is before today. */
    count: z.int(),
    /** Of those, not yet shipped. */
    unshipped: z.int(),
    /** The longest overdue first. */
    oldest: z.array(lateOrderSchema),
  }),
  returns_waiting: z.object({
    total: z.int(),
    by_status: z.array(z.object({ status: z.enum(WAITING_RETURN_STATUSES), count: z.int() })),
  }),
  low_stock: z.object({
    /** At or under this many units (the product desk's "low"), out of stock included. */
    threshold: z.int(),
    count: z.int(),
    out_of_stock: z.int(),
    /** The fewest units first. */
    products: z.array(lowStockProductSchema),
  }),
  /** The last DASHBOARD_DAYS days in India, oldest first, today last (so far). Revenue as in the figures. */
  daily: z.array(dashboardDaySchema),
});
export type Dashboard = z.output<typeof dashboardSchema>;

export const dashboardPaths = {
  dashboard: 'admin/studio/dashboard',
} as const;

export function dashboardPath(period: DashboardPeriod): string {
  return `${dashboardPaths.dashboard}?period=${period}`;
}
