import { sql, type Kysely } from 'kysely';
import type { PushToken } from '../../../schemas/api/push';
import type { Database } from '../../db/types';

/**
 * Registers a device token, or refreshes it: the browser asks again every
 * seven days and after a sign-in, so the row follows whoever uses the device now.
 */
export async function upsertPushToken(
  db: Kysely<Database>,
  token: string,
  sessionId: string,
  userId: number | null,
): Promise<PushToken> {
  const row = await db
    .insertInto('push_tokens')
    .values({ token, session_id: sessionId, user_id: userId })
    .onConflict((oc) => oc.column('token').doUpdateSet({ session_id: sessionId, user_id: userId, refreshed_at: sql`now()` }))
    .returning(['token', 'user_id', 'refreshed_at'])
    .executeTakeFirstOrThrow();
  return { token: row.token, user_id: row.user_id, refreshed_at: row.refreshed_at.toISOString() };
}

/** True when the token was registered. Holding the token is what entitles a caller to remove it. */
export async function deletePushToken(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db.deleteFrom('push_tokens').where('token', '=', token).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function tokensOfUser(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('push_tokens').select('token').where('user_id', '=', userId).orderBy('refreshed_at', 'desc').execute();
  return rows.map((r) => r.token);
}

export async function deleteTokens(db: Kysely<Database>, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.deleteFrom('push_tokens').where('token', 'in', tokens).execute();
}
