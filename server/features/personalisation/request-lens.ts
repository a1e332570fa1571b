import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { cartTotals } from '../../../schemas/api/cart';
import { INDIAN_STATES, PIN_PATTERN } from '../../../schemas/api/india';
import type { AudienceContext } from '../../../schemas/ui-config/audience-match';
import type { Database } from '../../db/types';
import { deviceClass, FIRST_SEEN_COOKIE, isReturningVisitor, pinZone, stateFromPin } from '../audiences/context';
import { guestOwner, userOwner } from '../cart/owner';
import { listLines } from '../cart/lines';
import { sessionToken, sessionUser } from '../identity/sessions';
import { guestSessionId } from '../storefront/visitor';
import type { VisitorLens } from './personalise';

/** The PIN a shopper last checked delivery to (src/features/catalog), for PIN-zone audiences before they have an address. */
export const DELIVERY_PIN_COOKIE = 'vitrine_pin';

/** Global Privacy Control (Sec-GPC) or Do Not Track: no experiment, nothing recorded. */
export function optedOut(c: Context): boolean {
  return c.req.header('Sec-GPC') === '1' || c.req.header('DNT') === '1';
}

async function whereabouts(db: Kysely<Database>, userId: number, c: Context): Promise<Pick<AudienceContext, 'state' | 'pinZone'>> {
  if (userId > 0) {
    const address = await db.selectFrom('addresses').select(['state_code', 'pin']).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id', 'desc').executeTakeFirst();
    // The address's own state wins over what its PIN suggests.
    const state = INDIAN_STATES.find((s) => s.code === address?.state_code)?.code;
    if (address && state) return { state, pinZone: pinZone(address.pin) };
  }
  const pin = getCookie(c, DELIVERY_PIN_COOKIE) ?? '';
  return PIN_PATTERN.test(pin) ? { state: stateFromPin(pin), pinZone: pinZone(pin) } : { state: null, pinZone: null };
}

/**
 * The lens of the shopper behind this request. `visitor` is what the page
 * route already read (user and session); API reads pass none and it is read
 * from the cookies the same way.
 */
export function requestLens(c: Context, db: Kysely<Database>, visitor?: { user_id: number; session_id: string }, now = new Date()): VisitorLens {
  let context: Promise<AudienceContext> | undefined;
  const sessionId = visitor?.session_id ?? guestSessionId(c);
  const read = async (): Promise<AudienceContext> => {
    const token = visitor ? undefined : sessionToken(c);
    const userId = visitor ? visitor.user_id : token ? ((await sessionUser(db, token)) ?? 0) : 0;
    const owner = userId > 0 && sessionId ? userOwner(userId, sessionId) : sessionId ? guestOwner(sessionId) : null;
    const [place, lines] = await Promise.all([whereabouts(db, userId, c), owner ? listLines(db, owner) : Promise.resolve([])]);
    return {
      signedIn: userId > 0,
      returning: isReturningVisitor(getCookie(c, FIRST_SEEN_COOKIE), now),
      device: deviceClass(c.req.header('User-Agent'), c.req.header('Sec-CH-UA-Mobile')),
      ...place,
      cartPaise: cartTotals(lines).price,
      now,
    };
  };
  return {
    sessionId,
    optedOut: optedOut(c),
    context: () => (context ??= read()),
  };
}
