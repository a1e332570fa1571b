import { cartTotals, type CartItem } from '../../../schemas/api/cart';

/** Why a line cannot be bought as it stands. */
export type LineProblem = 'out-of-stock' | 'over-limit' | null;

export function lineProblem(line: Pick<CartItem, 'stock' | 'max_qty' | 'qty'>): LineProblem {
  if (line.stock <= 0 || line.max_qty <= 0) return 'out-of-stock';
  if (line.qty > line.max_qty) return 'over-limit';
  return null;
}

/** The stepper's hint at the line's limit, for t: stock binds ("Only 3 left") or the per-order cap does. */
export function limitHint(line: Pick<CartItem, 'stock' | 'max_qty'>): { key: 'cart.onlyLeft' | 'cart.maxPerOrder'; count: number } {
  return line.stock <= line.max_qty ? { key: 'cart.onlyLeft', count: line.stock } : { key: 'cart.maxPerOrder', count: line.max_qty };
}

export interface DeliveryRule {
  /** Paise: delivery is free from this payable amount. */
  freeFrom: number;
  /** Paise, charged below `freeFrom`. */
  fee: number;
}

export interface CartSummary {
  /** Units that will be paid for. */
  items: number;
  /** MRP of the payable lines, paise. */
  mrp: number;
  discount: number;
  /** Selling price of the payable lines, paise. */
  subtotal: number;
  delivery: number;
  payable: number;
  /** Lines left out of the total; checkout waits until they are removed or fixed. */
  outOfStock: CartItem[];
  overLimit: CartItem[];
}

/**
 * The order summary: out-of-stock lines are not payable, so they are left out
 * of every figure; delivery is free once the payable amount reaches the threshold.
 */
export function summariseCart(lines: readonly CartItem[], rule: DeliveryRule): CartSummary {
  const outOfStock = lines.filter((line) => lineProblem(line) === 'out-of-stock');
  const overLimit = lines.filter((line) => lineProblem(line) === 'over-limit');
  const payableLines = lines.filter((line) => lineProblem(line) !== 'out-of-stock');
  const totals = cartTotals(payableLines);
  const delivery = totals.items === 0 || totals.price >= rule.freeFrom ? 0 : rule.fee;
  return {
    items: totals.items,
    mrp: totals.mrp,
    discount: totals.savings,
    subtotal: totals.price,
    delivery,
    payable: totals.price + delivery,
    outOfStock,
    overLimit,
  };
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
