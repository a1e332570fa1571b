import { sql, type Kysely } from 'kysely';
import { UNCOUNTED_ORDER_STATUSES, type DashboardDay } from '../../../schemas/api/dashboard';
import type { Database } from '../../db/types';
import { statusList } from './order-statuses';
import { chartDays } from './periods';

/** Orders and revenue (with GST, less refunds, as the figures count them) for each of the chart's days in India; a day without orders is 0. */
export async function dailySeries(db: Kysely<Database>, now: Date): Promise<DashboardDay[]> {
  const { days, from } = chartDays(now);
  const result = await sql<{ day: string; orders: number; revenue: number }>`
    select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day,
           count(*)::int as orders,
           coalesce(sum(total_paise - refunded_paise), 0)::float8 as revenue
    from orders
    where status not in ${statusList(UNCOUNTED_ORDER_STATUSES)}
      and created_at >= ${from} and created_at < ${now}
    group by 1
  `.execute(db);
  const byDay = new Map(result.rows.map((r) => [r.day, r]));
  return days.map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, revenue_paise: byDay.get(day)?.revenue ?? 0 }));
}
