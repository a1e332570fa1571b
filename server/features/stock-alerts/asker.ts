import type { Context } from 'hono';
import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { Database } from '../../db/types';
import type { Identify } from '../../http/identity';
import { guestSessionId } from '../storefront/visitor';

/**
 * Who is asking: the account of the session cookie, and the browser's guest
 * session (the vitrine_sid cookie). Both come from cookies, never from a
 * field, so nobody can name someone else.
 */
export interface Asker {
  userId: number | null;
  guestSession: string | null;
}

export async function whoIsAsking(c: Context, identify: Identify): Promise<Asker> {
  return { userId: await identify(c), guestSession: guestSessionId(c) };
}

/**
 * The requests an asker may see and cancel: their account's, and those this
 * browser made as a guest (so signing in keeps a request made a minute before
 * in sight). A guest without a browser session owns nothing.
 */
export function ownedBy(asker: Asker) {
  return (eb: ExpressionBuilder<Database, 'stock_alerts'>): ExpressionWrapper<Database, 'stock_alerts', SqlBool> => {
    const asGuest =
      asker.guestSession === null
        ? eb.val(false)
        : eb.and([eb('stock_alerts.user_id', 'is', null), eb('stock_alerts.guest_session', '=', asker.guestSession)]);
    if (asker.userId === null) return asGuest;
    return eb.or([eb('stock_alerts.user_id', '=', asker.userId), asGuest]);
  };
}
