import type { BulkPriceRequest, BulkStockRequest } from '../../../schemas/api/product-csv';
import { formatRupees } from '../checkout/rupees';

const signed = (n: number, text: string) => `${n < 0 ? '−' : '+'}${text}`;
const TARGETS = { price: 'Price', mrp: 'MRP', both: 'Price and MRP' } as const;

/** A price change in the audit log's words: "Price +10%, to whole rupees", "MRP −₹500.00". */
export function describePriceChange({ change, apply_to, rounding }: Pick<BulkPriceRequest, 'change' | 'apply_to' | 'rounding'>): string {
  if (change.kind === 'fixed') return `${TARGETS[apply_to]} ${signed(change.rupees, formatRupees(Math.abs(change.rupees)))}`;
  return `${TARGETS[apply_to]} ${signed(change.percent, `${Math.abs(change.percent)}%`)}, to ${rounding === 'rupee' ? 'whole rupees' : 'paise'}`;
}

/** "Stock +10%", "Stock −3 units", "Stock set to 20". */
export function describeStockChange(change: BulkStockRequest['change']): string {
  if (change.kind === 'percent') return `Stock ${signed(change.percent, `${Math.abs(change.percent)}%`)}`;
  if (change.mode === 'set') return `Stock set to ${change.units.toLocaleString('en-IN')}`;
  return `Stock ${signed(change.units, `${Math.abs(change.units).toLocaleString('en-IN')} unit${Math.abs(change.units) === 1 ? '' : 's'}`)}`;
}
