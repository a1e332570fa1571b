import type { RefundRequest } from './issue';
import { walletWords } from '../wallet/words';
import type { LockedOrder } from './order-lock';

/** The order's own wallet share going back where it came from: a reversal in the ledger, not a refund. */
export function walletShareReturn(order: Pick<LockedOrder, 'id' | 'user_id' | 'order_number'>, amountPaise: number) {
  return {
    userId: order.user_id,
    amountPaise,
    kind: 'order_payment_reversal' as const,
    reference: `order:${order.id}`,
    ...walletWords('api.wallet.paymentReturned', { order: order.order_number }),
  };
}

/** The wallet ledger's cause for a refund credit: once per cancellation, per return, per partial refund. */
export function walletReference(kind: RefundRequest['kind'], ids: { orderId: number; returnId?: number | undefined; refundId: number }): string {
  if (kind === 'cancel') return `order:${ids.orderId}`;
  if (kind === 'return') return `return:${ids.returnId ?? 0}`;
  return `refund:${ids.refundId}`;
}

export function walletDescription(kind: RefundRequest['kind'], orderNumber: string): ReturnType<typeof walletWords> {
  const key = kind === 'cancel' ? 'api.wallet.refundCancelled' : kind === 'return' ? 'api.wallet.refundReturn' : 'api.wallet.refundOrder';
  return walletWords(key, { order: orderNumber });
}

