/**
 * An invoice's total in words, in Indian numbering (crore, lakh, thousand,
 * hundred), as Indian tax invoices write it:
 * 12345678 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only".
 */

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}-${ONES[unit] ?? ''}`;
}

function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(`${ONES[hundreds] ?? ''} Hundred`);
  if (rest > 0) words.push(belowHundred(rest));
  return words;
}

/** A whole number of rupees in words; above 99 crore the crore count is itself spelt in Indian numbering. */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  if (n === 0) return ONES[0];
  const words: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore > 0) words.push(`${wholeNumberInWords(crore)} Crore`);
  if (lakh > 0) words.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) words.push(`${belowHundred(thousand)} Thousand`);
  words.push(...belowThousand(rest));
  return words.join(' ');
}

export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const paiseWords = cents > 0 ? ` and ${belowHundred(cents)} Paise` : '';
  return `Rupees ${wholeNumberInWords(rupees)}${paiseWords} Only`;
}
