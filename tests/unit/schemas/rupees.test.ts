import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readRupees, rupeesInputText, rupeesText } from '../../../schemas/rupees';

describe('rupee amounts typed by staff', () => {
  it.each([
    ['74990', 74_99_000],
    ['74,990', 74_99_000],
    ['1,23,456.5', 1_23_45_650],
    ['123,456.05', 1_23_45_605],
    ['₹ 999', 99_900],
    [' 0.99 ', 99],
    ['0', 0],
  ])('reads %s as %i paise', (text, paise) => {
    expect(readRupees(text)).toEqual({ ok: true, paise });
  });

  it.each([
    ['', 'Price is missing'],
    ['-5', 'Price cannot be negative'],
    ['1.999', 'Price has more than two digits of paise'],
    ['1e3', 'Price must be rupees, like 74,990 or 74990.50'],
    ['12,34', 'Price must be rupees, like 74,990 or 74990.50'],
    ['2,00,00,000', 'Price must be at most ₹1,00,00,000'],
  ])('refuses %j: %s', (text, message) => {
    expect(readRupees(text, 'Price')).toEqual({ ok: false, message });
  });

  it('writes paise back as a field shows them, and reads them again unchanged', () => {
    for (const paise of [0, 5, 99, 100, 74_99_000, 74_99_050]) {
      const text = rupeesInputText(paise);
      expect(readRupees(text)).toEqual({ ok: true, paise });
    }
    expect(rupeesInputText(74_99_050)).toBe('74990.50');
  });

  it('is a zod field whose message names it', () => {
    const schema = z.object({ mrp: rupeesText('MRP') });
    expect(schema.parse({ mrp: '1,000' })).toEqual({ mrp: 1_00_000 });
    const failed = schema.safeParse({ mrp: '-1' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('MRP cannot be negative');
  });
});
