import type { Context } from 'hono';
import { NOT_YOUR_ACCOUNT, type Identify } from '../../http/identity';
import type { Read } from '../../http/form';
import { fail, signInRequired } from '../../http/respond';

const SIGN_IN = 'Please sign in to buy or add a gift card';

/** The user_id field is honoured only for the shopper signed in with it. */
export async function requireShopper(c: Context, identify: Identify, userId: number): Promise<Read<number>> {
  const signedIn = await identify(c);
  if (signedIn === null) return { ok: false, response: signInRequired(c, SIGN_IN) };
  if (signedIn !== userId) return { ok: false, response: fail(c, 403, NOT_YOUR_ACCOUNT) };
  return { ok: true, value: userId };
}
