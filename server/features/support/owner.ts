import type { Context } from 'hono';
import type { Read } from '../../http/form';
import { notYourAccount, type Identify } from '../../http/identity';
import { fail, signInRequired } from '../../http/respond';

/**
 * The user_id a form names, honoured only when it is the signed-in user:
 * nobody signed in is 401 (with `message`), someone else's id 403.
 */
export async function ownUser(c: Context, identify: Identify, userId: number, message: string): Promise<Read<number>> {
  const signedIn = await identify(c);
  if (signedIn === null || userId === 0) return { ok: false, response: signInRequired(c, message) };
  if (signedIn !== userId) return { ok: false, response: fail(c, 403, notYourAccount(c)) };
  return { ok: true, value: signedIn };
}
