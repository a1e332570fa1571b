import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import { t } from '../../i18n/translate';
import { HINDI_BELOW_HUNDRED } from './hindi-numbers';

/**
 * An invoice's total in words, in Indian numbering (crore, lakh, thousand,
 * hundred), as Indian tax invoices write it, in the order's language:
 * 12345678 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only",
 * in Hindi "एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र".
 * The sentence around the numbers is the catalogue's (invoice area).
 */

/** How a language names numbers: every one below a hundred, and the Indian place words. */
interface NumberWords {
  belowHundred(n: number): string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

const ENGLISH: NumberWords = {
  belowHundred(n) {
    if (n < 20) return ONES[n] ?? '';
    const tens = TENS[Math.floor(n / 10)] ?? '';
    const unit = n % 10;
    return unit === 0 ? tens : `${tens}-${ONES[unit] ?? ''}`;
  },
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};

const HINDI: NumberWords = {
  belowHundred: (n) => HINDI_BELOW_HUNDRED[n] ?? '',
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

const NUMBER_WORDS: Readonly<Record<Locale, NumberWords>> = { 'en-IN': ENGLISH, 'hi-IN': HINDI };

function spell(n: number, words: NumberWords): string {
  if (n === 0) return words.belowHundred(0);
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (crore > 0) parts.push(`${spell(crore, words)} ${words.crore}`);
  if (lakh > 0) parts.push(`${words.belowHundred(lakh)} ${words.lakh}`);
  if (thousand > 0) parts.push(`${words.belowHundred(thousand)} ${words.thousand}`);
  if (hundreds > 0) parts.push(`${words.belowHundred(hundreds)} ${words.hundred}`);
  if (rest > 0) parts.push(words.belowHundred(rest));
  return parts.join(' ');
}

/** A whole number of rupees in words; above 99 crore the crore count is itself spelt in Indian numbering. */
export function wholeNumberInWords(n: number, locale: Locale = DEFAULT_LOCALE): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  return spell(n, NUMBER_WORDS[locale]);
}

export function amountInWords(paise: number, locale: Locale = DEFAULT_LOCALE): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = wholeNumberInWords(Math.floor(paise / 100), locale);
  const cents = paise % 100;
  if (cents === 0) return t(locale, 'invoice.amountInWords', { rupees });
  return t(locale, 'invoice.amountInWordsPaise', { rupees, paise: NUMBER_WORDS[locale].belowHundred(cents) });
}
