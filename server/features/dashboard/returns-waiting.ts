import { sql, type Kysely } from 'kysely';
import { WAITING_RETURN_STATUSES, type Dashboard } from '../../../schemas/api/dashboard';
import type { Database } from '../../db/types';

/** Return and replacement requests waiting on staff, counted per state (every waiting state listed, 0 included). */
export async function returnsWaiting(db: Kysely<Database>): Promise<Dashboard['returns_waiting']> {
  const rows = await db
    .selectFrom('returns')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('status', 'in', WAITING_RETURN_STATUSES)
    .groupBy('status')
    .execute();
  const by_status = WAITING_RETURN_STATUSES.map((status) => ({ status, count: rows.find((r) => r.status === status)?.n ?? 0 }));
  return { total: by_status.reduce((sum, s) => sum + s.count, 0), by_status };
}
