import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../schemas/api/orders';
import type { Translator, ServerMessageKey } from '../../i18n/translate';

const STATUS_KEYS: Readonly<Record<OrderStatus, ServerMessageKey>> = {
  awaiting_payment: 'api.orderStatus.awaitingPayment',
  placed: 'api.orderStatus.placed',
  confirmed: 'api.orderStatus.confirmed',
  packed: 'api.orderStatus.packed',
  shipped: 'api.orderStatus.shipped',
  out_for_delivery: 'api.orderStatus.outForDelivery',
  delivered: 'api.orderStatus.delivered',
  cancelled: 'api.orderStatus.cancelled',
};

/** Names a status for whoever reads it: the shopper in their language, staff in the studio's English. */
export type StatusLabel = (status: OrderStatus) => string;

export const englishStatusLabel: StatusLabel = (status) => ORDER_STATUS_LABELS[status];

/** The shopper's words for a status (English reads exactly as ORDER_STATUS_LABELS). */
export const shopperStatusLabel =
  (tr: Translator): StatusLabel =>
  (status) =>
    tr(STATUS_KEYS[status]);
