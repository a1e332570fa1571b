import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { notYourAccount, type Identify } from '../../http/identity';
import type { Read } from '../../http/form';
import { fail, signInRequired } from '../../http/respond';

export const ORDER_NOT_FOUND = 'Order not found';

/** The user_id field is honoured only for the shopper signed in with it. */
export async function requireAccount(c: Context, identify: Identify, userId: number): Promise<Read<number>> {
  const signedIn = await identify(c);
  if (signedIn === null) return { ok: false, response: signInRequired(c, 'Please sign in to pay for your order') };
  if (signedIn !== userId) return { ok: false, response: fail(c, 403, notYourAccount(c)) };
  return { ok: true, value: userId };
}

/** The shopper's own order; another shopper's answers exactly like a missing one. */
export async function ownOrder(db: Kysely<Database>, c: Context, userId: number, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_number', 'status', 'payment_status', 'total_paise'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return { ok: false as const, response: fail(c, 404, ORDER_NOT_FOUND) };
  return { ok: true as const, value: order };
}
