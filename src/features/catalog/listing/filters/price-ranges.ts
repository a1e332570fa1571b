import { formatPaiseWhole } from '../../../../ui/format';

const rupees = (amount: number) => formatPaiseWhole(amount * 100);

/** A price range in whole rupees (a null end is open) as shoppers read it: "Under ₹1,000", "₹1,000 – ₹5,000". */
export function priceBandLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? rupees(min) : `${rupees(min)} – ${rupees(max)}`;
  if (max !== null) return `Under ${rupees(max)}`;
  if (min !== null) return `Over ${rupees(min)}`;
  return 'Any price';
}
