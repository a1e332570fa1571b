import { formatRupees } from '../checkout/rupees';

/** The figures of a product the audit log speaks of. */
export interface Snapshot {
  title: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  variants: readonly { label: string; price_paise: number; stock: number }[];
}

/**
 * A save in words for the audit log, prices and stock first because those
 * are what someone asks about later ("who made this ₹5,000 cheaper?"):
 * "price ₹54,990.00 → ₹52,990.00, stock 4 → 10, variant 16 GB added".
 */
export function describeChanges(before: Snapshot, after: Snapshot): string {
  const parts: string[] = [];
  if (before.title !== after.title) parts.push(`title "${before.title}" → "${after.title}"`);
  if (before.price_paise !== after.price_paise) parts.push(`price ${formatRupees(before.price_paise)} → ${formatRupees(after.price_paise)}`);
  if (before.mrp_paise !== after.mrp_paise) parts.push(`MRP ${formatRupees(before.mrp_paise)} → ${formatRupees(after.mrp_paise)}`);
  if (before.stock !== after.stock) parts.push(`stock ${before.stock} → ${after.stock}`);
  const old = new Map(before.variants.map((v) => [v.label, v]));
  for (const v of after.variants) {
    const was = old.get(v.label);
    old.delete(v.label);
    if (!was) parts.push(`variant ${v.label} added`);
    else {
      if (was.price_paise !== v.price_paise) parts.push(`${v.label} price ${formatRupees(was.price_paise)} → ${formatRupees(v.price_paise)}`);
      if (was.stock !== v.stock) parts.push(`${v.label} stock ${was.stock} → ${v.stock}`);
    }
  }
  for (const label of old.keys()) parts.push(`variant ${label} removed`);
  if (parts.length === 0) parts.push('details edited');
  return parts.join(', ');
}
