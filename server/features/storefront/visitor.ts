import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { SESSION_ID_COOKIE } from '../../../schemas/api/cart-keys';
import type { Bootstrap } from '../../../schemas/api/shop-config';
import type { Database } from '../../db/types';
import { sessionToken, sessionUser } from '../identity/sessions';

export type Visitor = NonNullable<Bootstrap['visitor']>;

const SESSION_ID = /^[0-9a-f-]{36}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The browser's guest session id from its `vitrine_sid` cookie, when it has a well-formed one. */
export function guestSessionId(c: Context): string | null {
  const cookie = getCookie(c, SESSION_ID_COOKIE);
  return cookie && SESSION_ID.test(cookie) ? cookie : null;
}

/**
 * Whose page this is: the signed-in user from the session cookie (0 for a
 * guest) and the guest session id from `vitrine_sid`. A first visit gets a
 * session id here, in the same cookie, so even its first page can show its
 * (empty) cart; the browser adopts it (src/lib/storage.ts).
 */
export async function readVisitor(c: Context, db: Kysely<Database>, secure: boolean): Promise<{ visitor: Visitor; setCookie: string | null }> {
  const known = guestSessionId(c);
  const sessionId = known ?? randomUUID();
  // Readable by the page (not HttpOnly): it is the spec's guest session id, which the browser sends with every cart call anyway.
  const setCookie = known ? null : `${SESSION_ID_COOKIE}=${sessionId}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
  const token = sessionToken(c);
  const userId = token ? await sessionUser(db, token) : null;
  return { visitor: { user_id: userId ?? 0, session_id: sessionId }, setCookie };
}
