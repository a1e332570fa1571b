import type { Kysely } from 'kysely';
import { TRACKING_STEPS, type OrderStatus } from '../../../schemas/api/orders';
import type { Database } from '../../db/types';
import { cancelOrder, type CancelResult } from './cancel';
import { moveOrder } from './events';
import { payReferralReward } from '../referrals/reward';

export const ADVANCE_MESSAGES = {
  backwards: 'An order only moves forward',
  notPlaced: 'An order awaiting payment is placed by its payment, not by hand',
} as const;

/**
 * Moves an order forward along the tracking steps, possibly several at once
 * (placed → delivered): each skipped step is recorded too, so the timeline
 * stays complete. Each step is a conditional move from the step before it, so
 * a racing change makes this one stop rather than go backwards.
 */
export async function advanceOrder(db: Kysely<Database>, orderId: number, to: OrderStatus, note: string): Promise<CancelResult> {
  if (to === 'cancelled') return cancelOrder(db, orderId, { reason: note, destination: 'original' });
  const target = TRACKING_STEPS.findIndex((s) => s === to);
  if (target < 0) return { ok: false, message: ADVANCE_MESSAGES.notPlaced };
  return db.transaction().execute(async (trx): Promise<CancelResult> => {
    const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
    const from = TRACKING_STEPS.findIndex((s) => s === order.status);
    if (from < 0) return { ok: false, message: order.status === 'cancelled' ? 'This order is cancelled' : ADVANCE_MESSAGES.notPlaced };
    if (target <= from) return { ok: false, message: ADVANCE_MESSAGES.backwards };
    for (let i = from + 1; i <= target; i++) {
      const previous = TRACKING_STEPS[i - 1];
      const next = TRACKING_STEPS[i];
      if (!previous || !next) break;
      if (!(await moveOrder(trx, orderId, [previous], next, i === target ? note : ''))) return { ok: false, message: ADVANCE_MESSAGES.backwards };
    }
    if (to === 'delivered') await payReferralReward(trx, orderId);
    return { ok: true };
  });
}
