import { sql, type Kysely } from 'kysely';
import { RETURN_DESK_PAGE_SIZE, type ReturnDeskList, type ReturnDeskQuery } from '../../../schemas/api/return-desk';
import type { ReturnStatus } from '../../../schemas/api/returns';
import type { Database } from '../../db/types';
import { escapeLike } from '../catalog/search';
import { isClosed } from '../returns/transitions';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The requests matching the search (part of an order number), before the state filter. */
function searched(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('returns as r').innerJoin('orders as o', 'o.id', 'r.order_id');
  if (q) query = query.where(sql<boolean>`upper(o.order_number) like ${`%${escapeLike(q.toUpperCase())}%`}`);
  return query;
}

/**
 * GET admin/studio/returns: one state's queue, a page at a time. Open states
 * list the longest-waiting first (that is the work); closed states and "all"
 * the newest first. The counts per state follow the search, not the state.
 */
export async function listReturnQueue(db: Kysely<Database>, query: ReturnDeskQuery): Promise<ReturnDeskList> {
  const status = query.status;
  let filtered = searched(db, query.q);
  if (status) filtered = filtered.where('r.status', '=', status);
  const oldestFirst = status !== undefined && !isClosed(status);
  const [rows, total, tally] = await Promise.all([
    filtered
      .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
      .select(['r.id', 'r.kind', 'r.status', 'r.order_id', 'o.order_number', 'i.title', 'i.variant_label', 'r.qty', 'r.reason', 'r.created_at', 'r.updated_at', 'r.pickup_date'])
      .select(sql<string>`coalesce(r.pickup_address->>'name', '')`.as('shopper_name'))
      .select((eb) =>
        eb
          .selectFrom('return_events as e')
          .select((e) => e.fn.max('e.created_at').as('at'))
          .whereRef('e.return_id', '=', 'r.id')
          .whereRef('e.status', '=', 'r.status')
          .as('status_at'),
      )
      .orderBy('r.created_at', oldestFirst ? 'asc' : 'desc')
      .orderBy('r.id', oldestFirst ? 'asc' : 'desc')
      .limit(RETURN_DESK_PAGE_SIZE)
      .offset((query.page - 1) * RETURN_DESK_PAGE_SIZE)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    searched(db, query.q).select(['r.status', sql<number>`count(*)::int`.as('n')]).groupBy('r.status').execute(),
  ]);
  const count = (s: ReturnStatus) => tally.find((t) => t.status === s)?.n ?? 0;
  const counts = {
    requested: count('requested'),
    approved: count('approved'),
    rejected: count('rejected'),
    picked_up: count('picked_up'),
    received: count('received'),
    refunded: count('refunded'),
    replaced: count('replaced'),
  };
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      order_id: row.order_id,
      order_number: row.order_number,
      title: row.title,
      variant_label: row.variant_label,
      qty: row.qty,
      reason: row.reason,
      shopper_name: row.shopper_name,
      created_at: iso(row.created_at),
      status_at: iso(row.status_at ?? row.updated_at),
      pickup_date: row.pickup_date,
    })),
    counts,
    total: total.n,
    page: query.page,
    page_size: RETURN_DESK_PAGE_SIZE,
  };
}
