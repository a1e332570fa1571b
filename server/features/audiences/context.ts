import { PIN_PATTERN, type StateCode } from '../../../schemas/api/india';
import type { DeviceClass } from '../../../schemas/ui-config/audience';

export type { AudienceContext } from '../../../schemas/ui-config/audience-match';

/**
 * The device class from the User-Agent and the Sec-CH-UA-Mobile client hint.
 * The hint is Chromium's own statement, so it wins when it says phone; "?0"
 * is not trusted to mean desktop, since Android tablets send it too. iPadOS
 * Safari presents itself as a Mac by default and is counted as a desktop:
 * nothing in the request tells them apart.
 */
export function deviceClass(userAgent: string | undefined, clientHintMobile: string | undefined): DeviceClass {
  if (clientHintMobile?.trim() === '?1') return 'phone';
  const ua = userAgent ?? '';
  if (/iPad/i.test(ua)) return 'tablet';
  // Android phones carry "Mobile"; Android tablets are the same UA without it.
  if (/Android/i.test(ua)) return /Mobile/i.test(ua) ? 'phone' : 'tablet';
  if (/iPhone|iPod|Mobi/i.test(ua)) return 'phone';
  // Not old Windows' "Tablet PC", which every touch laptop's IE sent.
  return /Tablet(?! PC)/i.test(ua) ? 'tablet' : 'desktop';
}

/** India Post's zone: the first digit of a well-formed PIN code, else null. */
export function pinZone(pin: string): string | null {
  const trimmed = pin.trim();
  return PIN_PATTERN.test(trimmed) ? trimmed.slice(0, 1) : null;
}

/**
 * PIN prefixes to states, from India Post's published ranges: a range of
 * leading digits (both ends the same length) and its state. The first row
 * holding a PIN wins, so enclaves inside a larger range come first.
 *
 * Best effort only: postal circles do not follow state borders exactly (some
 * 605 PINs are Tamil Nadu's, Daman and Silvassa sit in Gujarat's 396, Mahe and
 * Yanam in Kerala's and Andhra's ranges). Whenever the shopper's address names
 * its state, that state wins over this table.
 */
const PIN_PREFIXES: readonly (readonly [range: string, state: StateCode])[] = [
  ['68255', 'LD'], ['160', 'CH'], ['194', 'LA'], ['244-249', 'UT'], ['262-263', 'UT'], ['403', 'GA'],
  ['605', 'PY'], ['607', 'PY'], ['609', 'PY'], ['737', 'SK'], ['744', 'AN'], ['814-835', 'JH'],
  ['11', 'DL'], ['121-136', 'HR'], ['140-160', 'PB'], ['171-177', 'HP'], ['180-194', 'JK'],
  ['201-285', 'UP'], ['301-345', 'RJ'], ['360-396', 'GJ'], ['400-445', 'MH'], ['450-488', 'MP'],
  ['490-497', 'CT'], ['500-509', 'TG'], ['510-535', 'AP'], ['560-591', 'KA'], ['600-643', 'TN'],
  ['670-695', 'KL'], ['700-743', 'WB'], ['751-770', 'OR'], ['781-788', 'AS'], ['790-792', 'AR'],
  ['793-794', 'ML'], ['795', 'MN'], ['796', 'MZ'], ['797-798', 'NL'], ['799', 'TR'], ['800-855', 'BR'],
];

const PIN_RANGES = PIN_PREFIXES.map(([range, state]) => {
  const [from = '', to = from] = range.split('-');
  return { from, to, state };
});

/** The state a PIN code most likely belongs to (see PIN_PREFIXES), or null for a malformed or unallotted one. */
export function stateFromPin(pin: string): StateCode | null {
  const trimmed = pin.trim();
  if (!PIN_PATTERN.test(trimmed)) return null;
  // Equal-length digit strings compare as their numbers do.
  const row = PIN_RANGES.find(({ from, to }) => {
    const head = trimmed.slice(0, from.length);
    return head >= from && head <= to;
  });
  return row?.state ?? null;
}

/** Holds the epoch milliseconds of the browser's first page; read only by the server. */
export const FIRST_SEEN_COOKIE = 'vitrine_first_seen';
/** A page this long after the first is a later visit, not the same visit browsing on. */
export const RETURNING_AFTER_MS = 30 * 60 * 1000;
const FIRST_SEEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const EPOCH_MS = /^\d{1,15}$/;

/**
 * Whether the browser first came at least 30 minutes ago. A missing or
 * malformed cookie, or one from the future (a clock set back), is a new visitor.
 */
export function isReturningVisitor(firstSeenCookie: string | undefined, now: Date): boolean {
  const raw = firstSeenCookie?.trim() ?? '';
  if (!EPOCH_MS.test(raw)) return false;
  const elapsed = now.getTime() - Number(raw);
  return elapsed >= RETURNING_AFTER_MS;
}

/**
 * The Set-Cookie value recording a first visit at `now`; send it only when the
 * request had no readable cookie, or every page would restart the clock.
 * HttpOnly: audiences are decided on the server, and the page has no use for it.
 */
export function firstSeenCookie(now: Date, secure: boolean): string {
  return `${FIRST_SEEN_COOKIE}=${now.getTime()}; Path=/; Max-Age=${FIRST_SEEN_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
