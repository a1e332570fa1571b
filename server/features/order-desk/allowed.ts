import { CANCELLABLE_STATUSES, TRACKING_STEPS, type OrderStatus } from '../../../schemas/api/orders';
import { DESK_MOVES, type DeskMove, type OrderDeskDetail } from '../../../schemas/api/order-desk';
import { refundableTotal, type OrderMoney } from '../refunds/amounts';

/** Cash is handed over at the door: once the parcel is out for delivery. */
const COLLECTABLE: readonly OrderStatus[] = ['out_for_delivery', 'delivered'];

export const COD_MESSAGES = {
  notCod: 'This order was paid online: there is no cash to collect',
  collected: 'The cash for this order has already been collected',
  tooEarly: 'Cash is collected on delivery: mark the order out for delivery or delivered first',
  cancelled: 'This order is cancelled: there is no cash to collect',
} as const;

export function codDue(order: { cod_paise: number; cod_collected_paise: number }): number {
  return Math.max(0, order.cod_paise - order.cod_collected_paise);
}

/** Why cash cannot be collected now, or null when it can. */
export function codRefusal(order: OrderMoney & { cod_paise: number }): string | null {
  if (order.payment_method === 'online' || order.cod_paise === 0) return COD_MESSAGES.notCod;
  if (order.status === 'cancelled') return COD_MESSAGES.cancelled;
  if (codDue(order) === 0) return COD_MESSAGES.collected;
  if (!COLLECTABLE.some((status) => status === order.status)) return COD_MESSAGES.tooEarly;
  return null;
}

export const SHIP_FIRST = "Ship the order first: the shopper's tracking needs the courier and AWB number";

/** The steps ahead of this one that the desk offers: never past shipping without shipping, which names the courier. */
export function movesFrom(status: OrderStatus): DeskMove[] {
  const at = TRACKING_STEPS.findIndex((s) => s === status);
  if (at < 0) return [];
  const shipped = TRACKING_STEPS.indexOf('shipped');
  return DESK_MOVES.filter((move) => {
    const to = TRACKING_STEPS.indexOf(move);
    return to > at && (at >= shipped || to <= shipped);
  });
}

/** What the order's state allows; the actions check the same again under the order's lock. */
export function allowedActions(order: OrderMoney & { status: OrderStatus; cod_paise: number }): OrderDeskDetail['allowed'] {
  return {
    moves: movesFrom(order.status),
    cancel: CANCELLABLE_STATUSES.includes(order.status),
    collect_cod: codRefusal(order) === null,
    refund: refundableTotal(order) > 0,
  };
}
