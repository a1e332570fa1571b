import type { Kysely } from 'kysely';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../schemas/api/orders';
import type { PushPayload } from '../../../schemas/api/push';
import type { Database } from '../../db/types';
import type { PushSender } from './sender';
import { log } from '../../observability/logger';

export interface NotifyDeps {
  db: Kysely<Database>;
  pushSender: PushSender;
  /** Where a failed send is reported; the server log by default. */
  logError?: (message: string, err: unknown) => void;
}

const BODIES: Record<OrderStatus, string> = {
  awaiting_payment: 'We are waiting for your payment to confirm the order.',
  placed: 'Thank you! We have received your order.',
  confirmed: 'Your order is confirmed and will be packed soon.',
  packed: 'Your order is packed and ready to ship.',
  shipped: 'Your order is on its way.',
  out_for_delivery: 'Your order is out for delivery today.',
  delivered: 'Your order has been delivered. Enjoy!',
  cancelled: 'Your order has been cancelled.',
};

export function orderUpdateMessage(orderId: number, orderNumber: string, status: OrderStatus): PushPayload {
  return { title: `Order ${orderNumber}: ${ORDER_STATUS_LABELS[status]}`, body: BODIES[status], url: `/order/${orderId}` };
}

/**
 * Tells the order's owner about a status change on every device they turned
 * notifications on. Call it after the change is committed: a push is a
 * courtesy, so a failure is logged and never undoes or fails the change.
 * Resolves with how many devices were reached.
 */
export async function notifyOrderUpdate(deps: NotifyDeps, orderId: number, status: OrderStatus): Promise<number> {
  try {
    const order = await deps.db.selectFrom('orders').select(['user_id', 'order_number']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return 0;
    return await deps.pushSender.send(order.user_id, orderUpdateMessage(orderId, order.order_number, status));
  } catch (err) {
    const message = `Push for order ${orderId} (${status}) was not sent`;
    if (deps.logError) deps.logError(message, err);
    else log.error({ err, order_id: orderId, status }, message);
    return 0;
  }
}
