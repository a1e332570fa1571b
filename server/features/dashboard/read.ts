import type { Kysely } from 'kysely';
import type { Dashboard, DashboardPeriod } from '../../../schemas/api/dashboard';
import type { Database } from '../../db/types';
import { dailySeries } from './daily';
import { lateOrders } from './late-orders';
import { lowStock } from './low-stock';
import { stretchesOf } from './periods';
import { returnsWaiting } from './returns-waiting';
import { figuresOf } from './sales';

/** Everything the dashboard shows for the period, as of `now`. */
export async function readDashboard(db: Kysely<Database>, period: DashboardPeriod, now: Date): Promise<Dashboard> {
  const { current, previous } = stretchesOf(period, now);
  const [currentFigures, previousFigures, late, returns, low, daily] = await Promise.all([
    figuresOf(db, current),
    figuresOf(db, previous),
    lateOrders(db, now),
    returnsWaiting(db),
    lowStock(db),
    dailySeries(db, now),
  ]);
  const stretch = (s: typeof current, figures: typeof currentFigures) => ({ from: s.from.toISOString(), to: s.to.toISOString(), figures });
  return {
    period,
    as_of: now.toISOString(),
    current: stretch(current, currentFigures),
    previous: stretch(previous, previousFigures),
    late_orders: late,
    returns_waiting: returns,
    low_stock: low,
    daily,
  };
}
