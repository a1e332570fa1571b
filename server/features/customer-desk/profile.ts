import { sql, type Kysely, type Transaction } from 'kysely';
import type { CustomerProfile } from '../../../schemas/api/customer-desk';
import type { Database } from '../../db/types';
import { customerName } from './names';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (at: Date | string) => new Date(at).toISOString();

/** The head of a customer's page: who they are, how to reach them, and whether the shop lets them in. */
export async function readProfile(db: Db, userId: number): Promise<CustomerProfile | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('staff_accounts as s', 's.id', 'u.disabled_by')
    .select([
      'u.id',
      'u.fname',
      'u.lname',
      'u.email',
      'u.mobile',
      'u.referral_code',
      'u.created_at',
      'u.last_sign_in_at',
      'u.disabled_at',
      's.display_name as disabled_by_name',
      sql<number>`(select count(*) from user_sessions x where x.user_id = u.id and x.expires_at > now())::int`.as('active_sessions'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: customerName(row),
    email: row.email,
    mobile: row.mobile,
    referral_code: row.referral_code,
    joined_at: iso(row.created_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    active_sessions: row.active_sessions,
    disabled: row.disabled_at === null ? null : { at: iso(row.disabled_at), by: row.disabled_by_name },
  };
}
