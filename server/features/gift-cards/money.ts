import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import { formatRupees as shopRupees } from '../checkout/rupees';

const ENGLISH_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/**
 * ₹1,000 or ₹1,250.50 in English e-mails, as they have always read; another
 * language writes the shop's own format (₹1,000.00, checkout/rupees), which
 * its pages show too (the storefront formats with src/ui/format.ts).
 */
export function formatRupees(paise: number, locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? ENGLISH_RUPEES.format(paise / 100) : shopRupees(paise, locale);
}
