import { formatPaiseWhole } from '../../../../ui/format';
import type { Translate } from '../../../../i18n/useT';

const rupees = (amount: number) => formatPaiseWhole(amount * 100);

/** A price range in whole rupees (a null end is open) as shoppers read it: "Under ₹1,000", "₹1,000 – ₹5,000". */
export function priceBandLabel(min: number | null, max: number | null, t: Translate): string {
  if (min !== null && max !== null) return min === max ? rupees(min) : `${rupees(min)} – ${rupees(max)}`;
  if (max !== null) return t('listing.under', { amount: rupees(max) });
  if (min !== null) return t('listing.over', { amount: rupees(min) });
  return t('listing.anyPrice');
}
