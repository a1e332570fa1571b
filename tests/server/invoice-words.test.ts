import { describe, expect, it } from 'vitest';
import { amountInWords, wholeNumberInWords } from '../../server/features/invoices/amount-in-words';
import { financialYearOf, formatInvoiceNumber, INVOICE_NUMBER_PATTERN } from '../../server/features/invoices/financial-year';
import { splitLine } from '../../server/features/invoices/gst-split';

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1_00, 'Rupees One Only'],
    [100_00, 'Rupees One Hundred Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [1_23_456_78, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
    [12_34_56_789_50, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [11_019_05, 'Rupees Eleven Thousand Nineteen and Five Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('spells more than 99 crore with the crore count in Indian numbering', () => {
    expect(wholeNumberInWords(1_50_00_00_000)).toBe('One Hundred Fifty Crore');
  });

  it('refuses fractions and negatives', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('amount in words in Hindi (hi-IN orders)', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [1_00, 'एक रुपये मात्र'],
    [100_00, 'एक सौ रुपये मात्र'],
    [1_00_000_00, 'एक लाख रुपये मात्र'],
    [1_23_456_78, 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र'],
    [12_34_56_789_50, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये और पचास पैसे मात्र'],
    [50, 'शून्य रुपये और पचास पैसे मात्र'],
    [11_019_05, 'ग्यारह हज़ार उन्नीस रुपये और पाँच पैसे मात्र'],
    [99_99_999_99, 'निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये और निन्यानबे पैसे मात्र'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise, 'hi-IN')).toBe(words);
  });

  it('spells more than 99 crore with the crore count in Indian numbering', () => {
    expect(wholeNumberInWords(1_50_00_00_000, 'hi-IN')).toBe('एक सौ पचास करोड़');
  });

  it('refuses fractions and negatives in Hindi too', () => {
    expect(() => amountInWords(-1, 'hi-IN')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'hi-IN')).toThrow(RangeError);
  });
});

describe('financial year and invoice numbers', () => {
  it('turns over on 1 April in India Standard Time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z')).code).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).code).toBe('2728');
    expect(financialYearOf(new Date('2026-11-21T10:00:00Z'))).toEqual({ startYear: 2026, code: '2627' });
  });

  it('formats within 16 characters of letters, digits, - and /', () => {
    const n = formatInvoiceNumber({ startYear: 2026, code: '2627' }, 123);
    expect(n).toBe('CB/2627/000123');
    expect(n).toMatch(INVOICE_NUMBER_PATTERN);
  });
});

describe('GST split of a tax-inclusive line', () => {
  const line = { description: 'Laptop', hsn_code: '8471', qty: 1, unit_price_paise: 1_180_01, discount_paise: 0, gst_rate: 18 };

  it('halves the tax within the state, the odd paisa to CGST', () => {
    const split = splitLine(line, true);
    expect(split.taxable_paise).toBe(Math.round((1_180_01 * 100) / 118));
    expect(split.cgst_paise + split.sgst_paise + split.taxable_paise).toBe(1_180_01);
    expect(split.cgst_paise - split.sgst_paise).toBe((split.cgst_paise + split.sgst_paise) % 2);
    expect(split.igst_paise).toBe(0);
  });

  it('charges IGST across states', () => {
    const split = splitLine({ ...line, qty: 2, discount_paise: 100_00 }, false);
    expect(split.total_paise).toBe(2 * 1_180_01 - 100_00);
    expect(split.igst_paise + split.taxable_paise).toBe(split.total_paise);
    expect(split.cgst_paise + split.sgst_paise).toBe(0);
  });
});
