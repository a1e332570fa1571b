import { ORDER_STATUS_LABELS, TRACKING_STEPS, type OrderStatus } from '../../../schemas/api/orders';
import { audit } from '../studio/audit';
import { cancelOrder, type CancelDeps, type CancelResult, type OrderActor } from './cancel';
import { moveOrder } from './events';
import { payReferralReward } from '../referrals/reward';

export const ADVANCE_MESSAGES = {
  backwards: 'An order only moves forward',
  notPlaced: 'An order awaiting payment is placed by its payment, not by hand',
  cancelled: 'This order is cancelled',
  notFound: 'We could not find this order',
} as const;

/** The courier and AWB number an order ships with. */
export interface Shipment {
  carrier?: string | undefined;
  awb?: string | undefined;
}

/**
 * Moves an order forward along the tracking steps, possibly several at once
 * (placed → delivered): each skipped step is recorded too, so the timeline
 * stays complete. Each step is a conditional move from the step before it, so
 * a racing change makes this one stop rather than go backwards. With `by`,
 * the audit line is written in the same transaction.
 */
export async function advanceOrder(
  deps: CancelDeps,
  orderId: number,
  to: OrderStatus,
  note: string,
  shipment: Shipment = {},
  by: OrderActor | null = null,
): Promise<CancelResult> {
  if (to === 'cancelled') return cancelOrder(deps, orderId, { reason: note, destination: 'original', by });
  const target = TRACKING_STEPS.findIndex((s) => s === to);
  if (target < 0) return { ok: false, status: 409, message: ADVANCE_MESSAGES.notPlaced };
  return deps.db.transaction().execute(async (trx): Promise<CancelResult> => {
    const order = await trx.selectFrom('orders').select(['status', 'order_number']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) return { ok: false, status: 404, message: ADVANCE_MESSAGES.notFound };
    const from = TRACKING_STEPS.findIndex((s) => s === order.status);
    if (from < 0) return { ok: false, status: 409, message: order.status === 'cancelled' ? ADVANCE_MESSAGES.cancelled : ADVANCE_MESSAGES.notPlaced };
    if (target <= from) return { ok: false, status: 409, message: ADVANCE_MESSAGES.backwards };
    for (let i = from + 1; i <= target; i++) {
      const previous = TRACKING_STEPS[i - 1];
      const next = TRACKING_STEPS[i];
      if (!previous || !next) break;
      if (!(await moveOrder(trx, orderId, [previous], next, i === target ? note : ''))) return { ok: false, status: 409, message: ADVANCE_MESSAGES.backwards };
    }
    // In the same transaction as the step: an order is never shipped with half its courier details.
    if (to === 'shipped' && shipment.carrier !== undefined) {
      await trx.updateTable('orders').set({ carrier: shipment.carrier, awb: shipment.awb ?? null }).where('id', '=', orderId).execute();
    }
    if (to === 'delivered') await payReferralReward(trx, orderId);
    if (by) {
      const courier = to === 'shipped' && shipment.carrier ? ` with ${shipment.carrier}${shipment.awb ? `, AWB ${shipment.awb}` : ''}` : '';
      const summary = `Order ${order.order_number}: ${ORDER_STATUS_LABELS[order.status].toLowerCase()} → ${ORDER_STATUS_LABELS[to].toLowerCase()}${courier}`;
      await audit(trx, { actor: by.actor, staffId: by.staffId, action: 'move-order', key: `order:${orderId}`, summary });
    }
    return { ok: true, refund: null };
  });
}
