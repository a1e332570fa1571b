import type { OrderStatus } from '../../../schemas/api/orders';
import { RETURN_REASONS, type ReturnCondition, type ReturnStatus } from '../../../schemas/api/returns';
import type { MessageKey } from '../../i18n/messages';
import type { Translate } from '../../i18n/useT';

/**
 * The shopper's words for each status: schemas/api keeps its English labels
 * for the server and the staff desk, the shop's screens speak the page's language.
 */
export const ORDER_STATUS_WORDS: Record<OrderStatus, MessageKey> = {
  awaiting_payment: 'orders.statusAwaitingPayment',
  placed: 'orders.statusPlaced',
  confirmed: 'orders.statusConfirmed',
  packed: 'orders.statusPacked',
  shipped: 'orders.statusShipped',
  out_for_delivery: 'orders.statusOutForDelivery',
  delivered: 'orders.statusDelivered',
  cancelled: 'orders.statusCancelled',
};

export const RETURN_STATUS_WORDS: Record<ReturnStatus, MessageKey> = {
  requested: 'returns.statusRequested',
  approved: 'returns.statusApproved',
  rejected: 'returns.statusRejected',
  picked_up: 'returns.statusPickedUp',
  received: 'returns.statusReceived',
  refunded: 'returns.statusRefunded',
  replaced: 'returns.statusReplaced',
};

export const RETURN_CONDITION_WORDS: Record<ReturnCondition, MessageKey> = {
  as_new: 'returns.conditionAsNew',
  opened_complete: 'returns.conditionOpenedComplete',
  damaged: 'returns.conditionDamaged',
  missing_parts: 'returns.conditionMissingParts',
};

/** The reasons are sent and stored in English (the server checks them against its list); only their label is translated. */
export const RETURN_REASON_WORDS: Record<(typeof RETURN_REASONS)[number], MessageKey> = {
  'Damaged or defective on arrival': 'returns.reasonDamaged',
  'Wrong item delivered': 'returns.reasonWrongItem',
  'Item missing from the package': 'returns.reasonMissing',
  'Not as described': 'returns.reasonNotAsDescribed',
  'Stopped working': 'returns.reasonStoppedWorking',
  'Size or fit does not suit': 'returns.reasonFit',
};

/** A stored reason in the page's language when it is one of the list's, else as the shopper's request gave it. */
export function reasonWords(reason: string, t: Translate): string {
  const known = RETURN_REASONS.find((r) => r === reason);
  return known ? t(RETURN_REASON_WORDS[known]) : reason;
}
