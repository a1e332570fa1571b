import { sql, type Kysely } from 'kysely';
import { UNCOUNTED_ORDER_STATUSES, type DashboardFigures } from '../../../schemas/api/dashboard';
import type { Database } from '../../db/types';
import { statusList } from './order-statuses';
import type { Stretch } from './periods';

/**
 * The figures of one stretch of time: orders placed in it that count (every
 * status but awaiting payment and cancelled), their totals with GST and
 * without, what has been refunded on them (orders.refunded_paise: refunds
 * pending at the gateway or processed), and the visitors who had a cart.
 * Money sums are read as float8: exact for whole numbers far beyond any
 * shop's takings, and a number in both drivers where bigint would be text.
 */
export async function figuresOf(db: Kysely<Database>, stretch: Stretch): Promise<DashboardFigures> {
  const sums = await sql<{ orders: number; gross: number; gst: number; refunds: number; refunds_gst: number }>`
    select count(*)::int as orders,
           coalesce(sum(total_paise), 0)::float8 as gross,
           coalesce(sum(gst_paise), 0)::float8 as gst,
           coalesce(sum(refunded_paise), 0)::float8 as refunds,
           coalesce(sum(round(refunded_paise::numeric * gst_paise / nullif(total_paise, 0))), 0)::float8 as refunds_gst
    from orders
    where status not in ${statusList(UNCOUNTED_ORDER_STATUSES)}
      and created_at >= ${stretch.from} and created_at < ${stretch.to}
  `.execute(db);
  // A visitor's row of a day holds their first cart activity that day, and stretches start at midnight in India: first_at in the stretch is exact.
  // Grouped, then counted: a hash of the week's few thousand visitors, where count(distinct) would sort them.
  const visits = await db
    .selectFrom((eb) => eb.selectFrom('cart_visits').select('visitor').where('first_at', '>=', stretch.from).where('first_at', '<', stretch.to).groupBy('visitor').as('v'))
    .select(sql<number>`count(*)::int`.as('visitors'))
    .executeTakeFirstOrThrow();
  const row = sums.rows[0] ?? { orders: 0, gross: 0, gst: 0, refunds: 0, refunds_gst: 0 };
  return {
    orders: row.orders,
    gross_paise: row.gross,
    refunds_paise: row.refunds,
    revenue_paise: row.gross - row.refunds,
    revenue_ex_gst_paise: row.gross - row.gst - (row.refunds - row.refunds_gst),
    average_order_paise: row.orders === 0 ? null : Math.round(row.gross / row.orders),
    cart_visitors: visits.visitors,
    conversion: visits.visitors === 0 ? null : row.orders / visits.visitors,
  };
}
