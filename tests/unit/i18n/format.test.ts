import { describe, expect, it } from 'vitest';
import { formatCount, formatPaise, formatPaiseWhole } from '../../../src/ui/format';

describe('money and counts by locale', () => {
  it('writes rupees with lakh grouping in English and Hindi alike, exactly as Intl does', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
      for (const paise of [0, 5, 99_900, 12_345_600, 1_000_000_000, -250_050]) expect(formatPaise(paise, locale)).toBe(intl.format(paise / 100));
      expect(formatPaise(12_345_600, locale)).toBe('₹1,23,456.00');
      expect(formatPaiseWhole(12_345_600, locale)).toBe('₹1,23,456');
      expect(formatCount(1_234_567, locale)).toBe('12,34,567');
    }
  });

  it('leaves English output as it was without a locale', () => {
    expect(formatPaise(7_499_050)).toBe('₹74,990.50');
    expect(formatPaiseWhole(7_499_050)).toBe('₹74,991');
    expect(formatCount(100_000)).toBe('1,00,000');
  });

  it('hands any other locale to Intl', () => {
    expect(formatPaise(12_345_600, 'en-US')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'INR' }).format(123_456));
    expect(formatCount(1_234_567, 'en-US')).toBe('1,234,567');
  });
});
