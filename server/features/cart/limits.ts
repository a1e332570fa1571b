import { MAX_QTY_PER_LINE } from '../../../schemas/api/cart';

/** What bounds one cart line: the product (or its chosen variant) as the database holds it now. */
export interface LineLimits {
  title: string;
  /** Units of the chosen variant, or of the product when it has none. */
  stock: number;
  max_per_order: number;
}

/** The most units the line may hold: the shop-wide line cap, the product's own cap, and what is in stock. */
export function lineCap(limits: LineLimits): number {
  return Math.max(0, Math.min(MAX_QTY_PER_LINE, limits.max_per_order, limits.stock));
}

/**
 * Why a line may not hold more than its cap, in words the shopper sees.
 * `inCart` is what the line already holds, when an add is refused.
 */
export function capMessage(limits: LineLimits, inCart = 0): string {
  if (limits.stock <= 0) return `${limits.title} is out of stock`;
  const already = inCart > 0 ? ` (your cart already has ${inCart})` : '';
  const stockBinds = limits.stock < Math.min(MAX_QTY_PER_LINE, limits.max_per_order);
  return stockBinds ? `Only ${limits.stock} left in stock${already}` : `You can add at most ${lineCap(limits)} of ${limits.title}${already}`;
}

/** Null when the line may hold `wanted` (at least 1) units; otherwise why not. */
export function limitRefusal(limits: LineLimits, wanted: number): string | null {
  return wanted <= lineCap(limits) ? null : capMessage(limits);
}
