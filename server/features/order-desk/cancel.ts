import type { OrderCancel } from '../../../schemas/api/order-desk';
import { formatRupees } from '../checkout/rupees';
import { announceOrderChange } from '../orders/announce';
import { cancelOrder, type OrderActor } from '../orders/cancel';
import { refundNews } from '../orders/mail';
import { DESTINATION_WORDS } from '../refunds/messages';
import { refusedAction, type DeskAction, type OrderDeskDeps } from './deps';

/**
 * POST admin/studio/orders/{id}/cancel: the shopper's own cancellation rules
 * (orders/cancel.ts: before shipping, stock back, one refund through the
 * refund module to the destination staff chose), audited. A refund the
 * gateway refuses leaves the order cancelled and answers 502 saying so.
 */
export async function cancelDeskOrder(deps: OrderDeskDeps, id: number, input: OrderCancel, by: OrderActor, origin: string): Promise<DeskAction> {
  const result = await cancelOrder(deps, id, { reason: input.reason, destination: input.destination, by });
  if (!result.ok) return refusedAction(result.status, result.message, result.status === 409 && result.message.includes('refund') ? 'destination' : null);
  deps.hub.catalogChanged();
  const refund = refundNews(result.refund);
  await announceOrderChange({ ...deps, orderEvents: deps.hub }, id, { kind: 'status', status: 'cancelled', refund }, origin);
  const order = await deps.db.selectFrom('orders').select(['order_number', 'refunded_paise']).where('id', '=', id).executeTakeFirstOrThrow();
  if (result.refund && !result.refund.ok) return refusedAction(502, `Order ${order.order_number} is cancelled, but its refund did not go through: ${result.refund.message} Refund it again from this page.`);
  if (order.refunded_paise === 0) return { ok: true, message: `Order ${order.order_number} is cancelled; nothing was paid, so nothing is refunded` };
  const where = refund ? ` (${formatRupees(refund.amountPaise)} to ${DESTINATION_WORDS[refund.destination]}${refund.pending ? ', with the gateway' : ''})` : '';
  return { ok: true, message: `Order ${order.order_number} is cancelled; ${formatRupees(order.refunded_paise)} refunded${where}` };
}
