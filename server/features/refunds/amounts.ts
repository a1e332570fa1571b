import type { PaymentStatus } from '../../db/types';

/** The order row's money, as the refund module reads it under the row's lock. */
export interface OrderMoney {
  status: string;
  payment_method: 'online' | 'cod' | 'part';
  payment_status: PaymentStatus;
  total_paise: number;
  wallet_paise: number;
  online_paise: number;
  /** Gateway captures plus cash collected on delivery. */
  paid_paise: number;
  cod_collected_paise: number;
  refunded_paise: number;
  refunded_original_paise: number;
}

/** Everything received for the order (captures, cash, the wallet share) less what is refunded or reserved. */
export function refundableTotal(order: OrderMoney): number {
  return Math.max(0, order.paid_paise + order.wallet_paise - order.refunded_paise);
}

/** What the gateway captured and has not yet given back (cash and wallet shares can only go to the wallet). */
export function refundableToOriginal(order: OrderMoney): number {
  return Math.min(refundableTotal(order), Math.max(0, order.paid_paise - order.cod_collected_paise - order.refunded_original_paise));
}

/** What the order's payments say, refunds aside. */
function receivedStatus(order: OrderMoney): PaymentStatus {
  if (order.paid_paise + order.wallet_paise >= order.total_paise) return 'paid';
  if (order.status === 'awaiting_payment') return 'pending';
  // Placed: the online share (if any) is paid, the rest is due at the door.
  return order.payment_method === 'part' && order.paid_paise > 0 ? 'partly_paid' : order.payment_method === 'online' ? 'pending' : 'cod_due';
}

/**
 * The payment status once refunds changed: 'refunded' when everything
 * received went back; a partial refund leaves the status as it was; a
 * reservation released (the gateway refused) takes a 'refunded' back to what
 * the payments say.
 */
export function paymentStatusAfterRefunds(order: OrderMoney): PaymentStatus {
  const received = order.paid_paise + order.wallet_paise;
  if (received > 0 && order.refunded_paise >= received) return 'refunded';
  return order.payment_status === 'refunded' ? receivedStatus(order) : order.payment_status;
}

/** After cash is collected at the door: paid when nothing more is due. */
export function paymentStatusAfterCollection(order: OrderMoney): PaymentStatus {
  return receivedStatus(order);
}
