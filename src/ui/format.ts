/*
 * How the shop writes money, counts and times: en-IN, in India's time zone.
 *
 * Money and counts are written here without Intl: the first Intl formatter a
 * page builds loads ICU's locale data, tens of milliseconds of main thread
 * while the page hydrates, and every page shows prices. The output is exactly
 * Intl's en-IN (tests/unit/ui/format.test.ts compares them). Dates, on pages
 * that need them, use Intl formatters built on first use.
 */

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

let intlFallback: Intl.NumberFormat | undefined;
let intlCount: Intl.NumberFormat | undefined;

/** Paise to en-IN rupees: 12345600 → ₹1,23,456.00. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    intlFallback ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    return intlFallback.format(paise / 100);
  }
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}₹${groupIndian(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paise to whole en-IN rupees for tight spaces (banners, badges): ₹1,23,456. */
export function formatPaiseWhole(paise: number): string {
  const rupees = Math.round(paise / 100);
  if (!Number.isSafeInteger(rupees)) return formatPaise(paise);
  return `${rupees < 0 ? '-' : ''}₹${groupIndian(String(Math.abs(rupees)))}`;
}

/** A whole number in Indian grouping: 123456 → 1,23,456. */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) {
    intlCount ??= new Intl.NumberFormat('en-IN');
    return intlCount.format(n);
  }
  return `${n < 0 ? '-' : ''}${groupIndian(String(Math.abs(n)))}`;
}

/** The shop's time zone: times read as in India, whatever the browser's zone. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** A formatter of instants, built on its first use. Unreadable input is shown as given. */
function instantFormat(options: Intl.DateTimeFormatOptions): (at: string | Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => {
    const date = typeof at === 'string' ? new Date(at) : at;
    if (Number.isNaN(date.getTime())) return String(at);
    format ??= new Intl.DateTimeFormat('en-IN', options);
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

/** A calendar date ("2026-11-28", no time or zone), weekday named: "Sat, 28 Nov". */
export function formatCalendarDay(day: string): string {
  return calendarDayFormat(`${day}T00:00:00Z`);
}
