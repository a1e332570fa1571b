import { useMemo } from 'react';
import { formatCalendarDay, formatCount, formatPaise, formatPaiseWhole, formatShopDay, formatShopDayLong, formatShopMoment } from '../ui/format';
import { useLocale } from './useT';

/**
 * Money, counts and dates in the active locale: ₹1,23,456.00 and 1,23,456 in
 * English and Hindi alike; dates in India's time with the locale's month
 * names ("25 Nov 2026", "25 नव॰ 2026").
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      money: (paise: number) => formatPaise(paise, locale),
      moneyWhole: (paise: number) => formatPaiseWhole(paise, locale),
      count: (n: number) => formatCount(n, locale),
      /** "25 Nov 2026" */
      day: (at: string | Date) => formatShopDay(at, locale),
      /** "25 November 2026", for documents. */
      dayLong: (at: string | Date) => formatShopDayLong(at, locale),
      /** "25 Nov 2026, 4:05 pm", for histories. */
      moment: (at: string | Date) => formatShopMoment(at, locale),
      /** A YYYY-MM-DD calendar day: "Sat, 28 Nov". */
      calendarDay: (day: string) => formatCalendarDay(day, locale),
    }),
    [locale],
  );
}

export type Format = ReturnType<typeof useFormat>;
