import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * Paise as the shopper reads rupees in a message: 200000 → ₹2,000.00 (the
 * storefront's formatPaise, server side). Hindi writes the same ₹ and lakh
 * grouping, so the locale changes nothing today; it is passed so a later
 * language writes its own.
 */
export function formatRupees(paise: number, locale: Locale = DEFAULT_LOCALE): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
    formats.set(locale, format);
  }
  return format.format(paise / 100);
}
