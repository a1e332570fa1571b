import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Timeline } from '../../../src/features/orders/Timeline';
import { deliveryLine } from '../../../src/features/orders/ShipmentFacts';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { useFormat } from '../../../src/i18n/useFormat';
import type { Translate } from '../../../src/i18n/useT';
import { formatCalendarDay, formatShopDay, formatShopDayLong, formatShopMoment } from '../../../src/ui/format';
import type { Locale } from '../../../schemas/locale';

// 20:00 UTC on the 25th is 1:30 am on the 26th in India: the shop's day, whatever the machine's zone.
const AT = '2026-11-25T20:00:00Z';

describe('dates by locale (issue 22)', () => {
  it('names Hindi months on Hindi pages, in India’s time', () => {
    expect(formatShopDay(AT, 'hi-IN')).toBe('26 नव॰ 2026');
    expect(formatShopDayLong(AT, 'hi-IN')).toBe('26 नवंबर 2026');
    expect(formatShopMoment(AT, 'hi-IN')).toMatch(/^26 नव॰ 2026, 1:30\sam$/);
    expect(formatCalendarDay('2026-11-28', 'hi-IN')).toBe('शनि, 28 नव॰');
  });

  it('writes English exactly as before, with or without the locale', () => {
    for (const locale of [undefined, 'en-IN']) {
      expect(formatShopDay(AT, locale)).toBe('26 Nov 2026');
      expect(formatShopDayLong(AT, locale)).toBe('26 November 2026');
      expect(formatCalendarDay('2026-11-28', locale)).toBe('Sat, 28 Nov');
    }
    expect(formatShopDay('not a date', 'hi-IN')).toBe('not a date');
  });

  const inLocale = (locale: Locale) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <I18nProvider locale={locale} messages={{}}>
          {children}
        </I18nProvider>
      );
    };

  it('a Hindi page’s order timeline shows Hindi dates, an English page’s English ones', () => {
    const steps = [{ status: 'placed', label: 'Placed', at: AT, done: true }];
    const hindi = render(<Timeline steps={steps} label="steps" />, { wrapper: inLocale('hi-IN') });
    expect(screen.getByText(/^26 नव॰ 2026, 1:30\sam$/)).toBeInTheDocument();
    hindi.unmount();
    render(<Timeline steps={steps} label="steps" />, { wrapper: inLocale('en-IN') });
    expect(screen.getByText(/^26 Nov 2026, 1:30\sam$/)).toBeInTheDocument();
  });

  it('an orders card’s delivery line takes the page’s dates', () => {
    let format: ReturnType<typeof useFormat> | undefined;
    function Probe() {
      format = useFormat();
      return null;
    }
    render(<Probe />, { wrapper: inLocale('hi-IN') });
    const t: Translate = (key, values) => `${key} ${String(values?.date)}`;
    expect(deliveryLine({ status: 'shipped', promised_date: '2026-11-28', delivered_at: null }, t, format!)).toBe('orders.deliveryByDay शनि, 28 नव॰');
    expect(deliveryLine({ status: 'delivered', promised_date: '2026-11-28', delivered_at: AT }, t, format!)).toBe('orders.deliveredOnDay 26 नव॰ 2026');
  });
});
