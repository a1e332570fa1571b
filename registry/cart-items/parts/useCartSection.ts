import type { CartItem } from '../../../schemas/api/cart';
import { useCartView } from '../../../src/features/cart/CartContext';
import { rupeesToPaise, summariseCart, type CartSummary } from '../../../src/features/cart/summary';

type SectionState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; retry: () => void }
  | { kind: 'empty' }
  | { kind: 'ready'; lines: CartItem[]; totals: CartSummary; units: number; signedIn: boolean };

/** What either cart pattern shows now: loading, failed, empty, or the lines with their totals. */
export function useCartSection(rule: { free_delivery_threshold_rupees: number; delivery_fee_rupees: number }): SectionState {
  const { lines, error, retry, signedIn } = useCartView();
  if (!lines) return error ? { kind: 'failed', message: error.message, retry } : { kind: 'loading' };
  if (lines.length === 0) return { kind: 'empty' };
  const totals = summariseCart(lines, {
    freeFrom: rupeesToPaise(rule.free_delivery_threshold_rupees),
    fee: rupeesToPaise(rule.delivery_fee_rupees),
  });
  return { kind: 'ready', lines, totals, units: lines.reduce((sum, line) => sum + line.qty, 0), signedIn };
}
