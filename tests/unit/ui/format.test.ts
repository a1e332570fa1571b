import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatCount, formatPaise, formatPaiseWhole, formatShopDay, formatShopMoment } from '../../../src/ui/format';

// The shop writes money and counts without Intl (ICU's first load costs the hydrating page tens of ms); Intl's en-IN is the reference.
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const intlWholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const intlCount = new Intl.NumberFormat('en-IN');

/** Every digit count from 1 to 16, around each grouping edge, both signs. */
function samples(): number[] {
  const out = [0, 1, 5, 99, 100, 101, 999, 1000, 99999, 100000, 1234567];
  let seed = 42;
  for (let digits = 1; digits <= 15; digits++) {
    for (let i = 0; i < 40; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      out.push(Math.floor((seed / 2147483648) * 10 ** digits));
    }
    out.push(10 ** digits, 10 ** digits - 1);
  }
  return [...out, ...out.map((n) => -n).filter((n) => n !== 0)];
}

describe('money and counts in en-IN', () => {
  it('writes paise exactly as Intl writes the rupees', () => {
    for (const paise of samples()) expect(formatPaise(paise), String(paise)).toBe(intlRupees.format(paise / 100));
    expect(formatPaise(12345600)).toBe('₹1,23,456.00');
    expect(formatPaise(-5)).toBe('-₹0.05');
    // Past 15 digits Intl's division by 100 rounds; whole paise stay exact.
    expect(formatPaise(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
  });

  it('writes whole rupees as Intl does, without a minus on a rounded zero', () => {
    for (const paise of samples()) {
      const rupees = Math.round(paise / 100);
      if (Object.is(rupees, -0)) continue;
      expect(formatPaiseWhole(paise), String(paise)).toBe(intlWholeRupees.format(rupees));
    }
    expect(formatPaiseWhole(12345650)).toBe('₹1,23,457');
    expect(formatPaiseWhole(-40)).toBe('₹0');
  });

  it('groups counts in lakhs and crores', () => {
    for (const n of samples()) expect(formatCount(n), String(n)).toBe(intlCount.format(n));
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });

  it('falls back to Intl for what is not a whole number', () => {
    expect(formatPaise(12.5)).toBe(intlRupees.format(0.125));
    expect(formatCount(1234.5)).toBe(intlCount.format(1234.5));
  });
});

describe('dates in India', () => {
  it('reads instants in India whatever the zone, and shows unreadable input as given', () => {
    expect(formatShopDay('2026-11-25T20:00:00Z')).toBe('26 Nov 2026');
    expect(formatShopMoment('2026-11-25T20:00:00Z')).toMatch(/^26 Nov 2026, 1:30\sam$/);
    expect(formatShopDay('not a date')).toBe('not a date');
  });

  it('keeps a calendar date on its day, weekday named', () => {
    expect(formatCalendarDay('2026-11-28')).toBe('Sat, 28 Nov');
  });
});
