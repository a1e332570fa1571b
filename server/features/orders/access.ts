import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Read } from '../../http/form';
import type { Identify } from '../../http/identity';
import { fail, signInRequired } from '../../http/respond';
import { requestLocale } from '../../i18n/request-locale';
import { t } from '../../i18n/translate';

export const ORDER_NOT_FOUND = 'We could not find this order';

/**
 * The user_id a form names is honoured only when that user is the one signed
 * in (the session cookie), so a guessed id never opens another account.
 * `message` (sign in first) comes in the request's language from the caller.
 */
export async function signedInAs(c: Context, identify: Identify, userId: number, message: string): Promise<Read<number>> {
  const signedIn = await identify(c);
  if (signedIn === null) return { ok: false, response: signInRequired(c, message) };
  if (signedIn !== userId) return { ok: false, response: fail(c, 403, t(requestLocale(c), 'api.notYourAccount')) };
  return { ok: true, value: userId };
}

/** The order's row when it belongs to the user; someone else's answers like a missing one. */
export function ownOrderQuery(db: Kysely<Database>, userId: number) {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId);
}

export type OrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof ownOrderQuery>['executeTakeFirst']>>>;
