import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Identify } from '../../http/identity';
import { IdentityError, type IdentityProvider } from './provider';

type Db = Kysely<Database> | Transaction<Database>;

export const SESSION_COOKIE = 'vitrine_session';
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new session for the user; the token goes in the cookie, only its hash in the database. */
export async function createSession(db: Db, userId: number, userAgent: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_MS);
  await db
    .insertInto('user_sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, user_agent: userAgent.slice(0, 200) })
    .execute();
  return { token, expiresAt };
}

// Tokens are 32 random bytes in base64url; anything else cannot be ours, so skip the lookup.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function sessionUser(db: Db, token: string): Promise<number | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .where('s.token_hash', '=', hashToken(token))
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** After a password reset every device signs in again. */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/**
 * httpOnly: page scripts never see it. SameSite=Lax: not sent on cross-site
 * POSTs, and every API call also needs the storefront's Authorization header,
 * which a foreign form cannot add. Secure in production (HTTPS only).
 */
export function setSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

/** How long a session trusts its last word from the identity service. */
export const RECHECK_MS = 10 * 60 * 1000;

/**
 * Who is signed in, from the session cookie alone. Every ten minutes of use
 * the identity service is asked again whether the account is still enabled
 * and its sign-ins not revoked; if not, the session ends here too (spec
 * section 8: signed out when disabled or the token expired). When the service
 * cannot be reached the session carries on and is asked again next time:
 * an outage there must not sign every shopper out.
 */
export function sessionIdentify(db: Kysely<Database>, provider?: IdentityProvider): Identify {
  return async (c) => {
    const token = sessionToken(c);
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    const tokenHash = hashToken(token);
    const row = await db
      .selectFrom('user_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.user_id', 's.created_at', 's.checked_at', 'u.firebase_uid'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', sql<Date>`now()`)
      // Disabling deletes the account's sessions; this refuses one a sign-in racing the disabling could still add.
      .where('u.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    if (!provider || Date.now() - new Date(row.checked_at).getTime() < RECHECK_MS) return row.user_id;
    try {
      const status = await provider.accountStatus(row.firebase_uid);
      const revoked = status.validSince !== null && status.validSince.getTime() > new Date(row.created_at).getTime();
      if (!status.disabled && !revoked) {
        await db.updateTable('user_sessions').set({ checked_at: new Date() }).where('token_hash', '=', tokenHash).execute();
        return row.user_id;
      }
    } catch (err) {
      if (!(err instanceof IdentityError) || err.code === 'unavailable') return row.user_id;
      // Any other answer (the account was deleted, say) ends the session.
    }
    await db.deleteFrom('user_sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  };
}
