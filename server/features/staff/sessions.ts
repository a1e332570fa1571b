import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { roleOf, type StaffPrincipal } from './accounts';
import { secretHash } from './secret-hash';

export const STUDIO_COOKIE = 'vitrine_studio';
/** Only the studio's API calls carry the cookie: the storefront never sends it. */
export const STUDIO_COOKIE_PATH = '/api/admin/studio';
export const STUDIO_SESSION_HOURS = 12;
export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES = 10;

export async function createAdminSession(db: Kysely<Database>, staff: StaffPrincipal): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STUDIO_SESSION_HOURS * 60 * 60 * 1000);
  // Expired rows are of no use to anyone; sign-ins are rare enough to sweep here.
  await db.deleteFrom('admin_sessions').where('expires_at', '<=', sql<Date>`now()`).execute();
  await db.insertInto('admin_sessions').values({ token_hash: secretHash(token), admin: staff.login, staff_id: staff.id, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The member of staff a live session belongs to; a disabled account's sessions end at once, on every instance. */
export async function staffOfSession(db: Kysely<Database>, token: string | undefined): Promise<StaffPrincipal | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'admin_sessions.staff_id')
    .select(['staff_accounts.id', 'staff_accounts.login', 'staff_accounts.display_name', 'staff_accounts.role', 'staff_accounts.totp_secret'])
    .where('admin_sessions.token_hash', '=', secretHash(token))
    .where('admin_sessions.expires_at', '>', sql<Date>`now()`)
    .where('staff_accounts.disabled', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  const role = roleOf(row.role);
  if (!role) return null;
  const { totp_secret, ...rest } = row;
  return { ...rest, role, two_factor: totp_secret !== null };
}

export async function endAdminSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('token_hash', '=', secretHash(token)).execute();
}

/**
 * When sign-ins may be tried again, or null when they may now. Counted from
 * the audit log, so every API instance sees the same failures.
 */
export async function signInBlockedUntil(db: Kysely<Database>, now = new Date()): Promise<Date | null> {
  const windowMs = FAILURE_WINDOW_MINUTES * 60 * 1000;
  const failures = await db
    .selectFrom('audit_log')
    .select('at')
    .where('action', '=', 'sign-in-failed')
    .where('at', '>', new Date(now.getTime() - windowMs))
    .orderBy('at', 'desc')
    .limit(MAX_FAILURES)
    .execute();
  if (failures.length < MAX_FAILURES) return null;
  // Sign-ins open again when the oldest of the last MAX_FAILURES leaves the window.
  const oldest = failures[failures.length - 1]!;
  return new Date(new Date(oldest.at).getTime() + windowMs);
}

export function studioToken(c: Context): string | undefined {
  return getCookie(c, STUDIO_COOKIE);
}

/**
 * HttpOnly: scripts never see it. SameSite=Strict: no other site's page can
 * make the browser send it, which with the JSON-only writes closes CSRF.
 */
export function setStudioCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, STUDIO_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure, path: STUDIO_COOKIE_PATH, expires: expiresAt });
}

export function clearStudioCookie(c: Context, secure: boolean): void {
  deleteCookie(c, STUDIO_COOKIE, { path: STUDIO_COOKIE_PATH, secure, httpOnly: true, sameSite: 'Strict' });
}
