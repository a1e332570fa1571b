/*
 * The studio shows and takes times in the shop's zone, India's, as the
 * storefront does (src/ui/format.ts formats them), whatever the admin's
 * browser is set to.
 */

/** India keeps +05:30 all year (no daylight saving), so a wall-clock time there is this offset from UTC. */
const SHOP_UTC_OFFSET = '+05:30';

/** A datetime-local value ("2026-12-01T09:30") is a wall-clock time in India; the server wants an instant. */
export function shopInputToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!match) return null;
  const date = new Date(`${match[1]}${match[2] ?? ':00'}${SHOP_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as a datetime-local value in India ("2026-12-01T09:30"), for editing a stored time. */
export function isoToShopInput(iso: string): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  // SHOP_UTC_OFFSET in milliseconds: the UTC reading of the shifted instant is India's wall clock.
  return new Date(at + (5 * 60 + 30) * 60 * 1000).toISOString().slice(0, 16);
}
