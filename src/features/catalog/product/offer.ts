import type { ProductDetail, Variant } from '../../../../schemas/api/catalog';
import { MAX_QTY_PER_LINE } from '../../../../schemas/api/cart';
import type { Translate } from '../../../i18n/useT';

/** What the shopper is offered right now: the chosen variant's, or the product's when it has none. */
export interface Offer {
  /** Paise. */
  price: number;
  mrp: number;
  stock: number;
  /** Most units one add may hold: 0 when out of stock. */
  maxQty: number;
  /** Why maxQty is where it is, for the hint at the cap. */
  capReason: 'stock' | 'order-limit';
}

/** Stock at or below this many units is called out ("Only 3 left in stock"). */
export const LOW_STOCK = 5;

/** No-cost EMI is offered on prices above ₹5,000. */
export const EMI_MIN_PRICE = 5_000_00;

export function offerOf(product: ProductDetail, variant: Variant | null): Offer {
  const source = variant ?? product;
  // The cart line has its own cap too; the product's limit normally sits below it.
  const orderLimit = Math.min(product.max_per_order, MAX_QTY_PER_LINE);
  const capReason = source.stock < orderLimit ? 'stock' : 'order-limit';
  return { price: source.price, mrp: source.mrp, stock: source.stock, maxQty: Math.min(orderLimit, source.stock), capReason };
}

/** The hint beside the quantity once it reaches the cap: "Only 3 left" or "Max 2 per order". */
export function capHint(offer: Offer, t: Translate): string {
  return t(offer.capReason === 'stock' ? 'product.onlyLeft' : 'product.maxPerOrder', { count: offer.maxQty });
}

/**
 * The monthly instalment of a no-cost EMI, in paise rounded up to the whole
 * rupee (the bank's instalments never fall short of the price), or null below
 * the EMI threshold or with EMI switched off.
 */
export function emiPerMonth(pricePaise: number, months: number): number | null {
  if (months < 1 || pricePaise <= EMI_MIN_PRICE) return null;
  return Math.ceil(pricePaise / months / 100) * 100;
}

export function clampQty(qty: number, offer: Offer): number {
  return Math.max(1, Math.min(Math.max(1, offer.maxQty), Math.trunc(qty) || 1));
}
