import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { CUSTOMER_PAGE_SIZE, type CustomerRow, type CustomerSearch, type CustomerSearchQuery } from '../../../schemas/api/customer-desk';
import type { Database } from '../../db/types';
import type { UsersTable } from '../../db/tables/identity';
import { escapeLike } from '../catalog/search';
import { customerName } from './names';
import { cappedTotal, matchedCount } from '../studio/desk-count';

type Scope = ExpressionBuilder<Database & { u: UsersTable }, 'u'>;

/**
 * A number as support hears it on the phone ("+91 98765 43210", "098765-43210"):
 * the national digits the shop stores. Null when the text is not a number.
 */
export function phoneDigits(q: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits === '') return null;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * users.search_text (migration 0018) holds name, e-mail and mobile lower-cased
 * under a trigram index: every word typed must appear in it. A whole mobile
 * number is found by equality; fewer digits are part of a number, or an
 * account number (support reads it off an e-mail or an order).
 */
function searchFilter(eb: Scope, q: string): Expression<SqlBool> {
  const digits = phoneDigits(q);
  if (digits !== null) {
    if (digits.length === 10) return eb('u.mobile', '=', digits);
    const any: Expression<SqlBool>[] = [eb('u.search_text', 'like', `%${escapeLike(digits)}%`)];
    if (digits.length <= 9) any.push(eb('u.id', '=', Number(digits)));
    return eb.or(any);
  }
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return eb.and(words.map((word) => eb('u.search_text', 'like', `%${escapeLike(word)}%`)));
}

/** Counting stops here: past it the list says "1,000+", and a broad search never counts the whole table. */
export const COUNT_LIMIT = 1000;

const COLUMNS = ['u.id', 'u.fname', 'u.lname', 'u.email', 'u.mobile', 'u.created_at', 'u.last_sign_in_at', 'u.disabled_at'] as const;

type Found = { id: number; fname: string; lname: string; email: string | null; mobile: string | null; created_at: Date; last_sign_in_at: Date; disabled_at: Date | null };

async function present(db: Kysely<Database>, rows: readonly Found[]): Promise<CustomerRow[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('orders')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', rows.map((r) => r.id))
    .groupBy('user_id')
    .execute();
  const orders = new Map(counts.map((c) => [c.user_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: customerName(r),
    email: r.email,
    mobile: r.mobile,
    joined_at: new Date(r.created_at).toISOString(),
    last_sign_in_at: new Date(r.last_sign_in_at).toISOString(),
    disabled: r.disabled_at !== null,
    order_count: orders.get(r.id) ?? 0,
  }));
}

/**
 * GET admin/studio/customers. With a search the matches are found first (the
 * trigram index) and only they are sorted, the most recently signed in first;
 * without one, the newest customers first (the primary key's order).
 */
export async function searchCustomers(db: Kysely<Database>, query: CustomerSearchQuery): Promise<CustomerSearch> {
  const offset = (query.page - 1) * CUSTOMER_PAGE_SIZE;
  const page = { page: query.page, page_size: CUSTOMER_PAGE_SIZE };
  const capped = (total: number) => cappedTotal(total, COUNT_LIMIT);
  const q = query.q ?? '';

  if (q !== '') {
    const rows = await db
      .with(
        (w) => w('matched').materialized(),
        (qb) => qb.selectFrom('users as u').select('u.id').where((eb) => searchFilter(eb, q)),
      )
      .selectFrom('users as u')
      .innerJoin('matched as m', 'm.id', 'u.id')
      .select([...COLUMNS, matchedCount(COUNT_LIMIT).as('total')])
      .orderBy('u.last_sign_in_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(CUSTOMER_PAGE_SIZE)
      .offset(offset)
      .execute();
    // A page past the end has no row to carry the count: rare, so it asks again.
    const total = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : (await searchCustomers(db, { ...query, page: 1 })).total;
    return { rows: await present(db, rows), ...capped(total), ...page };
  }

  const [rows, counted] = await Promise.all([
    db.selectFrom('users as u').select([...COLUMNS]).orderBy('u.id', 'desc').limit(CUSTOMER_PAGE_SIZE).offset(offset).execute(),
    db
      .selectFrom(db.selectFrom('users').select(sql<number>`1`.as('one')).limit(COUNT_LIMIT + 1).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: await present(db, rows), ...capped(Number(counted.total)), ...page };
}
