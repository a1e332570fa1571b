import type { DeskMove, OrderDeskDetail } from '../../../schemas/api/order-desk';
import { formatPaise } from '../../ui/format';

/** The button for each step the desk moves an order to. */
export const MOVE_LABELS: Record<DeskMove, string> = {
  confirmed: 'Confirm',
  packed: 'Mark packed',
  shipped: 'Ship',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark delivered',
};

/** What the shopper hears, in the toast after a step. */
export const MOVE_DONE: Record<DeskMove, string> = {
  confirmed: 'confirmed',
  packed: 'packed',
  shipped: 'shipped',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
};

export const DESTINATION_LABELS = { original: 'Original payment', wallet: 'Wallet' } as const;
export const DESTINATION_WORDS = { original: 'the original payment', wallet: 'the shopper’s wallet' } as const;

/**
 * Where a cancellation's money goes: what the gateway took back to the
 * original payment (or all of it to the wallet), the wallet share and cash
 * always to the wallet.
 */
export function cancelRefundWords(order: OrderDeskDetail, destination: 'original' | 'wallet'): string {
  const { refundable_paise: all, refundable_original_paise: toCard } = order.money;
  if (all === 0) return 'Nothing was paid, so nothing is refunded.';
  if (destination === 'wallet') return `${formatPaise(all)} goes to the shopper’s wallet at once.`;
  const rest = all - toCard;
  if (toCard === 0) return `${formatPaise(all)} goes to the shopper’s wallet (wallet share and cash cannot go back to a card).`;
  return rest > 0
    ? `${formatPaise(toCard)} goes back to the original payment and ${formatPaise(rest)} to the shopper’s wallet.`
    : `${formatPaise(toCard)} goes back to the original payment.`;
}
