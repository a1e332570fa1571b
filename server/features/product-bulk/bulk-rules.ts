import { MAX_RUPEES } from '../../../schemas/rupees';
import type { BulkPriceRequest, BulkStockRequest } from '../../../schemas/api/product-csv';
import { formatRupees } from '../checkout/rupees';
import type { BulkItem } from './bulk-select';

export type Figures = Pick<BulkItem, 'price_paise' | 'mrp_paise' | 'stock'>;
export type Moved = { ok: true; after: Figures } | { ok: false; after: Figures; reason: string };

const MAX_STOCK = 1_000_000;

/**
 * `value` moved by `percent`, in integers: the percentage (two decimals at
 * most) becomes a whole factor of 1/10,000, so 10% of ₹74,990 is exactly
 * ₹7,499 and a half rounds up, never by a float's whim.
 */
function byPercent(value: number, percent: number, unit: number): number {
  const factor = Math.round((100 + percent) * 100);
  return Math.round((value * factor) / (10_000 * unit)) * unit;
}

function movePaise(paise: number, change: BulkPriceRequest['change'], rounding: BulkPriceRequest['rounding']): number {
  if (change.kind === 'fixed') return paise + change.rupees;
  return byPercent(paise, change.percent, rounding === 'rupee' ? 100 : 1);
}

/** A price change on one figure: the new price and MRP, or why it may not be made (listed, never clamped). */
export function movePrice(item: Figures, request: Pick<BulkPriceRequest, 'change' | 'apply_to' | 'rounding'>): Moved {
  const price = request.apply_to === 'mrp' ? item.price_paise : movePaise(item.price_paise, request.change, request.rounding);
  const mrp = request.apply_to === 'price' ? item.mrp_paise : movePaise(item.mrp_paise, request.change, request.rounding);
  const after = { price_paise: price, mrp_paise: mrp, stock: item.stock };
  if (price < 0 || mrp < 0) return { ok: false, after, reason: 'The price would fall below ₹0' };
  if (price === 0 && item.price_paise > 0) return { ok: false, after, reason: 'The price would be ₹0' };
  if (mrp > MAX_RUPEES * 100) return { ok: false, after, reason: 'The MRP would be above ₹1,00,00,000' };
  if (price > mrp) return { ok: false, after, reason: `The price (${formatRupees(price)}) would be above the MRP (${formatRupees(mrp)})` };
  return { ok: true, after };
}

export function moveStock(item: Figures, change: BulkStockRequest['change']): Moved {
  const stock = change.kind === 'percent' ? byPercent(item.stock, change.percent, 1) : change.mode === 'set' ? change.units : item.stock + change.units;
  const after = { ...item, stock };
  if (stock < 0) return { ok: false, after, reason: `Stock would fall below 0 (there are ${item.stock})` };
  if (stock > MAX_STOCK) return { ok: false, after, reason: 'Stock would be above 1,000,000' };
  return { ok: true, after };
}
