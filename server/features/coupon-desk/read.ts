import { sql, type Kysely, type Transaction } from 'kysely';
import { type CouponDeskList, type CouponDeskQuery, type CouponDeskRow, type CouponStatus } from '../../../schemas/api/coupon-desk';
import type { Database } from '../../db/types';
import { escapeLike } from '../catalog/search';
import { couponsQuery, couponUseTotals, toCoupon } from '../checkout/coupon-store';

type Db = Kysely<Database> | Transaction<Database>;

/** The checkout's reading of the dates (evaluateCoupon), as SQL, so the desk can filter and count by it. */
function statusAt(now: Date) {
  return sql<CouponStatus>`case when ends_at < ${now} then 'ended' when not active then 'paused' when starts_at > ${now} then 'scheduled' else 'live' end`;
}

/** The checkout's columns, and what the desk adds: the revision, the last change and the status. */
function rowsQuery(db: Db, now: Date) {
  return couponsQuery(db).select(['revision', 'updated_at', 'updated_by', statusAt(now).as('status')]);
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['executeTakeFirstOrThrow']>>;

const iso = (at: Date | string) => new Date(at).toISOString();

/** The rows as the studio shows them: category titles and standing use counts read once for all. */
async function present(db: Db, rows: readonly StoredRow[]): Promise<CouponDeskRow[]> {
  const parsed = rows.map(toCoupon);
  const allIds = [...new Set(parsed.flatMap((row) => row.category_ids))];
  const [titles, uses] = await Promise.all([
    allIds.length === 0 ? [] : db.selectFrom('categories').select(['id', 'title']).where('id', 'in', allIds).execute(),
    couponUseTotals(db, rows.map((r) => r.id)),
  ]);
  const titleOf = new Map(titles.map((c) => [c.id, c.title]));
  return parsed.map((row) => ({
    ...row,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    updated_at: iso(row.updated_at),
    // A category deleted since keeps its id here (the checkout ignores it), named so staff can remove it.
    category_titles: row.category_ids.map((id) => titleOf.get(id) ?? `Category ${id} (deleted)`),
    uses_total: uses.get(row.id) ?? 0,
  }));
}

/** GET admin/studio/coupons: newest first, filtered by status and part of the code. */
export async function listCouponRows(db: Db, query: CouponDeskQuery, now: Date): Promise<CouponDeskList> {
  let rows = rowsQuery(db, now).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (query.status) rows = rows.where(statusAt(now), '=', query.status);
  if (query.q) rows = rows.where('code', 'like', `%${escapeLike(query.q.toUpperCase())}%`);
  const [found, tally] = await Promise.all([
    rows.execute(),
    db.selectFrom('coupons').select([statusAt(now).as('status'), sql<number>`count(*)::int`.as('n')]).groupBy(sql`1`).execute(),
  ]);
  const count = (status: CouponStatus) => tally.find((t) => t.status === status)?.n ?? 0;
  const counts = { live: count('live'), scheduled: count('scheduled'), paused: count('paused'), ended: count('ended') };
  return { rows: await present(db, found), counts };
}

export async function findCouponRow(db: Db, id: number, now: Date): Promise<CouponDeskRow | null> {
  const row = await rowsQuery(db, now).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [shown] = await present(db, [row]);
  return shown ?? null;
}
