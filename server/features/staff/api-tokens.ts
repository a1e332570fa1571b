import { randomBytes } from 'node:crypto';
import { secretHash } from './secret-hash';
import { sql, type Kysely } from 'kysely';
import { API_TOKEN_PREFIX, type ApiToken } from '../../../schemas/api/staff';
import type { Database } from '../../db/types';
import { roleOf, type StaffPrincipal } from './accounts';

const SECRET_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function createApiToken(db: Kysely<Database>, staff: StaffPrincipal, name: string): Promise<{ token: ApiToken; secret: string }> {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('staff_api_tokens')
    .values({ staff_id: staff.id, name, token_hash: secretHash(secret) })
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
  return { token: { ...row, created_at: new Date(row.created_at).toISOString(), last_used_at: iso(row.last_used_at) }, secret };
}

export async function listApiTokens(db: Kysely<Database>, staffId: number): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom('staff_api_tokens')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString(), last_used_at: iso(r.last_used_at) }));
}

/** Only one's own tokens; true when one was revoked. */
export async function revokeApiToken(db: Kysely<Database>, staffId: number, id: number): Promise<{ name: string } | null> {
  const row = await db
    .updateTable('staff_api_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The account a bearer token acts for: live token, enabled account. Its use
 * is noted at most once a minute, so a busy script does not write on every call.
 */
export async function staffOfToken(db: Kysely<Database>, secret: string): Promise<StaffPrincipal | null> {
  if (!SECRET_SHAPE.test(secret)) return null;
  const row = await db
    .selectFrom('staff_api_tokens')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_api_tokens.staff_id')
    .select(['staff_api_tokens.id as token_id', 'staff_accounts.id', 'staff_accounts.login', 'staff_accounts.display_name', 'staff_accounts.role', 'staff_accounts.totp_secret'])
    .where('staff_api_tokens.token_hash', '=', secretHash(secret))
    .where('staff_api_tokens.revoked_at', 'is', null)
    .where('staff_accounts.disabled', '=', false)
    .executeTakeFirst();
  const role = roleOf(row?.role);
  if (!row || !role) return null;
  await db
    .updateTable('staff_api_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', row.token_id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
  return { id: row.id, login: row.login, display_name: row.display_name, role, two_factor: row.totp_secret !== null };
}
