import { useMemo } from 'react';
import { formatCount, formatPaise, formatPaiseWhole } from '../ui/format';
import { useLocale } from './useT';

/** Money and counts in the active locale: ₹1,23,456.00 and 1,23,456 in English and Hindi alike. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      money: (paise: number) => formatPaise(paise, locale),
      moneyWhole: (paise: number) => formatPaiseWhole(paise, locale),
      count: (n: number) => formatCount(n, locale),
    }),
    [locale],
  );
}
