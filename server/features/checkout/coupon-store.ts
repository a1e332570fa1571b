import { sql, type Kysely, type Transaction } from 'kysely';
import * as z from 'zod/mini';
import type { Locale } from '../../../schemas/locale';
import type { Database } from '../../db/types';
import { categoryTitle } from '../catalog/localise';
import type { Coupon } from './coupons';

type Db = Kysely<Database> | Transaction<Database>;

const categoryIdsSchema = z.array(z.int());

/** A coupon's columns as the checkout reads them; the studio's desk selects its own beside them. */
export function couponsQuery(db: Db) {
  return db
    .selectFrom('coupons')
    .select([
      'id',
      'code',
      'title',
      'description',
      'kind',
      'value',
      'max_discount_paise',
      'min_order_paise',
      'starts_at',
      'ends_at',
      'per_user_limit',
      'total_limit',
      'category_ids',
      'active',
    ]);
}

type CouponRow = Awaited<ReturnType<ReturnType<typeof couponsQuery>['executeTakeFirstOrThrow']>>;

/** The row with its category limit (stored as a jsonb array) parsed. */
export function toCoupon<R extends CouponRow>(row: R): Omit<R, 'category_ids'> & Pick<Coupon, 'category_ids'> {
  return { ...row, category_ids: categoryIdsSchema.parse(row.category_ids) };
}

/** The coupon by its code (codes are stored upper case); with `lock`, held until the transaction ends so use counts cannot race. */
export async function findCoupon(db: Db, code: string, options: { lock?: boolean } = {}): Promise<Coupon | null> {
  const query = couponsQuery(db).where('code', '=', code.toUpperCase());
  const row = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
  return row ? toCoupon(row) : null;
}

/** Coupons a shopper may use today, in the order they end (soonest first). */
export async function liveCoupons(db: Db, now: Date): Promise<Coupon[]> {
  const rows = await couponsQuery(db)
    .where('active', '=', true)
    .where('starts_at', '<=', now)
    .where('ends_at', '>=', now)
    .orderBy('ends_at')
    .orderBy('code')
    .execute();
  return rows.map(toCoupon);
}

/** Redemptions count only while their order stands: a cancelled order gives the use back. */
function standingRedemptions(db: Db) {
  return db.selectFrom('coupon_redemptions as r').innerJoin('orders as o', 'o.id', 'r.order_id').where('o.status', '<>', 'cancelled');
}

export async function couponUses(db: Db, couponId: number, userId: number): Promise<{ user: number; total: number }> {
  const row = await standingRedemptions(db)
    .select([
      sql<number>`count(*) filter (where r.user_id = ${userId})::int`.as('user'),
      sql<number>`count(*)::int`.as('total'),
    ])
    .where('r.coupon_id', '=', couponId)
    .executeTakeFirstOrThrow();
  return row;
}

/** Everyone's standing uses of each coupon (the studio's table); a coupon never used is absent. */
export async function couponUseTotals(db: Db, couponIds: readonly number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await standingRedemptions(db)
    .select(['r.coupon_id', sql<number>`count(*)::int`.as('total')])
    .where('r.coupon_id', 'in', [...couponIds])
    .groupBy('r.coupon_id')
    .execute();
  return new Map(rows.map((r) => [r.coupon_id, r.total]));
}

/** The categories' titles in `locale` (each falling back to its English), for a coupon's refusal. */
export async function categoryTitles(db: Db, ids: readonly number[], locale: Locale): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('categories').select(['id', 'title', 'translations']).where('id', 'in', [...ids]).execute();
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row ? categoryTitle(row, locale) : [];
  });
}
