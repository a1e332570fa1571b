import type { Context } from 'hono';
import type { CartOwner as CartOwnerForm } from '../../../schemas/api/cart';
import type { Identify } from '../../http/identity';
import type { Read } from '../../http/form';
import { fail, signInRequired } from '../../http/respond';
import { requestTranslator } from '../../i18n/request-locale';

/** Whose cart a call acts on; `key` is cart_items.owner_key. */
export interface CartOwner {
  key: string;
  /** 0 for a guest. */
  userId: number;
  sessionId: string;
}

export function guestOwner(sessionId: string): CartOwner {
  return { key: `s:${sessionId}`, userId: 0, sessionId };
}

export function userOwner(userId: number, sessionId: string): CartOwner {
  return { key: `u:${userId}`, userId, sessionId };
}

/**
 * user_id 0 is a guest, whose cart is keyed by the browser's session id. Any
 * other user_id is honoured only when that user is the one signed in, so a
 * guessed id never opens someone else's cart.
 */
export async function resolveCartOwner(c: Context, identify: Identify, form: CartOwnerForm): Promise<Read<CartOwner>> {
  if (form.user_id === 0) return { ok: true, value: guestOwner(form.session_id) };
  const signedIn = await identify(c);
  const tr = requestTranslator(c);
  if (signedIn === null) return { ok: false, response: signInRequired(c, tr('api.cart.signIn')) };
  if (signedIn !== form.user_id) return { ok: false, response: fail(c, 403, tr('api.notYourAccount')) };
  return { ok: true, value: userOwner(form.user_id, form.session_id) };
}
