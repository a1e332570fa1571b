import type { Context } from 'hono';
import type { Identify } from '../../http/identity';
import type { Read } from '../../http/form';
import { fail, signInRequired } from '../../http/respond';
import { tr } from '../../i18n/request-locale';

/** The user_id field is honoured only for the shopper signed in with it. */
export async function requireShopper(c: Context, identify: Identify, userId: number): Promise<Read<number>> {
  const signedIn = await identify(c);
  if (signedIn === null) return { ok: false, response: signInRequired(c, tr(c, 'api.giftCards.signIn')) };
  if (signedIn !== userId) return { ok: false, response: fail(c, 403, tr(c, 'api.notYourAccount')) };
  return { ok: true, value: userId };
}
