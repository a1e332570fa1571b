import { sql, type Kysely } from 'kysely';
import { DASHBOARD_LIST_SIZE, UNDELIVERED_ORDER_STATUSES, UNSHIPPED_ORDER_STATUSES, lateOrderSchema, type Dashboard } from '../../../schemas/api/dashboard';
import { indiaDay } from '../../../schemas/api/returns';
import type { Database } from '../../db/types';
import { statusList } from './order-statuses';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBetween = (earlier: string, later: string) => Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);

/** Orders not yet delivered whose promised day in India is before today: how many, how many not yet shipped, and the longest overdue. */
export async function lateOrders(db: Kysely<Database>, now: Date): Promise<Dashboard['late_orders']> {
  const today = indiaDay(now);
  const late = sql<boolean>`status in ${statusList(UNDELIVERED_ORDER_STATUSES)} and promised_delivery_date < ${today}`;
  const [counts, oldest] = await Promise.all([
    db
      .selectFrom('orders')
      .select([sql<number>`count(*)::int`.as('count'), sql<number>`(count(*) filter (where status in ${statusList(UNSHIPPED_ORDER_STATUSES)}))::int`.as('unshipped')])
      .where(late)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select(['id', 'order_number', 'status', 'promised_delivery_date', 'total_paise'])
      .where(late)
      .orderBy('promised_delivery_date')
      .orderBy('id')
      .limit(DASHBOARD_LIST_SIZE)
      .execute(),
  ]);
  return {
    count: counts.count,
    unshipped: counts.unshipped,
    // Parsed: the status filter above is SQL, and the payload promises only undelivered statuses.
    oldest: oldest.map((o) => lateOrderSchema.parse({ ...o, days_late: daysBetween(o.promised_delivery_date ?? today, today) })),
  };
}
