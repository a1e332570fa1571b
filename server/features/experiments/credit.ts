import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { ExperimentGoal } from '../../../schemas/api/experiments';
import type { Database } from '../../db/types';
import { log } from '../../observability/logger';
import { optedOut } from '../personalisation/request-lens';
import { guestSessionId } from '../storefront/visitor';
import { recordConversion, recordOrderPaid, rememberOrderSession } from './attribution';

/**
 * The browser's session (vitrine_sid cookie) is the visitor: the same before
 * and after sign-in. A shopper who opted out of tracking is never credited.
 */
function visitorOf(c: Context): string | null {
  return optedOut(c) ? null : guestSessionId(c);
}

/** Never fails the shopper's request: a lost conversion is a smaller harm than a lost add to cart. */
async function quietly(work: () => Promise<void>, what: string): Promise<void> {
  try {
    await work();
  } catch (err) {
    log.error({ err }, `experiments: crediting ${what} failed`);
  }
}

export async function creditConversion(c: Context, db: Kysely<Database>, kind: Exclude<ExperimentGoal, 'order_paid'>): Promise<void> {
  const session = visitorOf(c);
  if (session) await quietly(() => recordConversion(db, session, kind), kind);
}

/**
 * Remembers who placed the order, so its payment (confirmed later by the
 * gateway) is credited to them; an order with nothing left to pay online and
 * not cash on delivery (wallet, gift card) is paid already.
 */
export async function creditOrder(c: Context, db: Kysely<Database>, order: { id: number; online_paise: number }, paymentMethod: string): Promise<void> {
  const session = visitorOf(c);
  if (!session) return;
  await quietly(async () => {
    await rememberOrderSession(db, order.id, session);
    if (order.online_paise === 0 && paymentMethod !== 'cod') await recordOrderPaid(db, order.id);
  }, 'an order');
}
