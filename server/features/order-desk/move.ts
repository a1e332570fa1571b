import type { OrderMove } from '../../../schemas/api/order-desk';
import { advanceOrder } from '../orders/advance';
import { announceOrderChange } from '../orders/announce';
import type { OrderActor } from '../orders/cancel';
import { statusWord } from '../orders/mail';
import { movesFrom, SHIP_FIRST } from './allowed';
import { refusedAction, type DeskAction, type OrderDeskDeps } from './deps';

/**
 * POST admin/studio/orders/{id}/move: confirm, pack, ship (with the courier
 * and AWB number), out for delivery, delivered. The order moves forward only
 * (orders/advance.ts), with its audit line in the same transaction; then the
 * shopper hears of it.
 */
export async function moveDeskOrder(deps: OrderDeskDeps, id: number, move: OrderMove, by: OrderActor, origin: string): Promise<DeskAction> {
  const order = await deps.db.selectFrom('orders').select(['status', 'order_number']).where('id', '=', id).executeTakeFirst();
  if (!order) return refusedAction(404, 'We could not find this order');
  // Checked again under the order's lock by advanceOrder; this only keeps a jump past shipping from skipping the courier.
  if (!movesFrom(order.status).includes(move.to) && movesFrom(order.status).includes('shipped')) return refusedAction(409, SHIP_FIRST);
  const shipment = move.to === 'shipped' ? { carrier: move.carrier, awb: move.awb } : {};
  const moved = await advanceOrder(deps, id, move.to, move.note, shipment, by);
  if (!moved.ok) return refusedAction(moved.status, moved.message);
  await announceOrderChange({ ...deps, orderEvents: deps.hub }, id, { kind: 'status', status: move.to, ...shipment }, origin);
  const courier = move.to === 'shipped' ? ` with ${move.carrier}, AWB ${move.awb}` : '';
  return { ok: true, message: `Order ${order.order_number} is ${statusWord(move.to)}${courier}` };
}
