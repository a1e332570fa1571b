/*
 * How the shop writes money, counts and times: en-IN unless a locale is
 * given, in India's time zone.
 *
 * Money and counts are written here without Intl: the first Intl formatter a
 * page builds loads ICU's locale data, tens of milliseconds of main thread
 * while the page hydrates, and every page shows prices. The output is exactly
 * Intl's en-IN (tests/unit/ui/format.test.ts compares them). Dates, on pages
 * that need them, use Intl formatters built on first use, one per locale: a
 * Hindi page names its months in Hindi (storefront components take the
 * page's locale through src/i18n/useFormat.ts; the studio stays English).
 */

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * Locales whose Intl output is exactly this file's: Indian grouping, Latin
 * digits, ₹ before the amount (hi-IN writes Devanagari digits only when asked).
 * Any other locale is written by Intl.
 */
const INDIAN_LATIN = new Set(['en-IN', 'hi-IN']);
const intlFormats = new Map<string, Intl.NumberFormat>();

function intlFormat(locale: string, options: Intl.NumberFormatOptions, kind: string): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    intlFormats.set(key, format);
  }
  return format;
}

const MONEY: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR' };
const WHOLE_MONEY: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 };

/** Paise to rupees: 12345600 → ₹1,23,456.00 (en-IN and hi-IN alike). */
export function formatPaise(paise: number, locale = 'en-IN'): string {
  if (!Number.isSafeInteger(paise) || !INDIAN_LATIN.has(locale)) return intlFormat(locale, MONEY, 'money').format(paise / 100);
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}₹${groupIndian(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paise to whole rupees for tight spaces (banners, badges): ₹1,23,456. */
export function formatPaiseWhole(paise: number, locale = 'en-IN'): string {
  const rupees = Math.round(paise / 100);
  if (!INDIAN_LATIN.has(locale)) return intlFormat(locale, WHOLE_MONEY, 'whole').format(rupees);
  if (!Number.isSafeInteger(rupees)) return formatPaise(paise, locale);
  return `${rupees < 0 ? '-' : ''}₹${groupIndian(String(Math.abs(rupees)))}`;
}

/** A whole number in Indian grouping: 123456 → 1,23,456. */
export function formatCount(n: number, locale = 'en-IN'): string {
  if (!Number.isSafeInteger(n) || !INDIAN_LATIN.has(locale)) return intlFormat(locale, {}, 'count').format(n);
  return `${n < 0 ? '-' : ''}${groupIndian(String(Math.abs(n)))}`;
}

/** The shop's time zone: times read as in India, whatever the browser's zone. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** A formatter of instants, built on its first use in each locale. Unreadable input is shown as given. */
function instantFormat(options: Intl.DateTimeFormatOptions): (at: string | Date, locale?: string) => string {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (at, locale = 'en-IN') => {
    const date = typeof at === 'string' ? new Date(at) : at;
    if (Number.isNaN(date.getTime())) return String(at);
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      formats.set(locale, format);
    }
    return format.format(date);
  };
}

/** An instant in the shop's zone, the zone named: "25 Nov 2026, 4:05 pm IST". */
export const formatShopDateTime = instantFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE, timeZoneName: 'short' });

/** The time of day only, the zone named: "4:05 pm IST". */
export const formatShopTime = instantFormat({ hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE, timeZoneName: 'short' });

/** The day an instant falls on in India: "25 Nov 2026". */
export const formatShopDay = instantFormat({ dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

/** The same day written out, for documents: "25 November 2026". */
export const formatShopDayLong = instantFormat({ dateStyle: 'long', timeZone: SHOP_TIME_ZONE });

/** Day and time in India, for histories: "25 Nov 2026, 4:05 pm". */
export const formatShopMoment = instantFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

const calendarDayFormat = instantFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar date ("2026-11-28", no time or zone), weekday named: "Sat, 28 Nov" (Hindi: "शनि, 28 नव॰"). */
export function formatCalendarDay(day: string, locale = 'en-IN'): string {
  return calendarDayFormat(`${day}T00:00:00Z`, locale);
}
