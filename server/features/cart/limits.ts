import { MAX_QTY_PER_LINE } from '../../../schemas/api/cart';
import type { Translator } from '../../i18n/translate';

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
 * Why a line may not hold more than its cap, in words the shopper sees (in
 * `tr`'s language). `inCart` is what the line already holds, when an add is
 * refused.
 */
export function capMessage(limits: LineLimits, tr: Translator, inCart = 0): string {
  const { title, stock } = limits;
  if (stock <= 0) return tr('api.cart.outOfStock', { title });
  const stockBinds = stock < Math.min(MAX_QTY_PER_LINE, limits.max_per_order);
  if (stockBinds) return inCart > 0 ? tr('api.cart.onlyLeftInCart', { stock, inCart }) : tr('api.cart.onlyLeft', { stock });
  const cap = lineCap(limits);
  return inCart > 0 ? tr('api.cart.atMostInCart', { cap, title, inCart }) : tr('api.cart.atMost', { cap, title });
}

/** Null when the line may hold `wanted` (at least 1) units; otherwise why not. */
export function limitRefusal(limits: LineLimits, wanted: number, tr: Translator): string | null {
  return wanted <= lineCap(limits) ? null : capMessage(limits, tr);
}
