import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { creditWallet } from '../wallet/credit';
import { refundableToOriginal, refundableTotal } from './amounts';
import { paymentToRefund } from './gateway-payment';
import { REFUND_MESSAGES as M } from './messages';
import { lockOrderMoney, shiftRefunded } from './order-lock';
import { refused, type Reservation } from './reservation';
import { reserveRefund } from './reserve';
import { walletShareReturn } from './wallet-credits';

export interface CancellationRefund {
  destination: 'original' | 'wallet';
  reason: string;
  staffId: number | null;
}

export type CancellationReserved = { ok: true; reservation: Reservation | null } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * What a cancellation gives back, reserved in the cancellation's own
 * transaction once the order is cancelled: everything still refundable
 * (partial refunds made before count).
 *
 * The wallet share never left the shop, so it returns to the wallet whatever
 * the destination. To the original payment: what the gateway captured and
 * has not given back, as the cancellation's one refund row, and anything else
 * (the wallet share) to the wallet. To the wallet: everything, as one row.
 */
export async function reserveCancellationRefund(trx: Transaction<Database>, orderId: number, options: CancellationRefund): Promise<CancellationReserved> {
  const order = await lockOrderMoney(trx, orderId);
  if (!order) return refused(404, M.orderNotFound);
  const left = refundableTotal(order);
  if (left === 0) return { ok: true, reservation: null };
  const base = { orderId, reason: options.reason, staffId: options.staffId, kind: 'cancel' as const };
  if (options.destination === 'wallet') return reserveRefund(trx, { ...base, amountPaise: left, destination: 'wallet' }, { walletSharePaise: order.wallet_paise });

  const toGateway = refundableToOriginal(order);
  if (toGateway > 0) {
    // Checked before anything moves, so a cancellation that cannot refund is refused whole.
    const payment = await paymentToRefund(trx, orderId);
    if (!payment) return refused(409, M.noGatewayPayment);
    if (toGateway > payment.leftPaise) return refused(409, M.onePayment(payment.leftPaise));
  }
  const toWallet = left - toGateway;
  if (toWallet > 0) {
    await creditWallet(trx, walletShareReturn(order, toWallet));
    await shiftRefunded(trx, order, toWallet, 0);
  }
  if (toGateway === 0) return { ok: true, reservation: null };
  return reserveRefund(trx, { ...base, amountPaise: toGateway, destination: 'original' });
}
