import { describe, expect, it } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { useLocale, useT } from '../../../src/i18n/useT';
import { useFormat } from '../../../src/i18n/useFormat';
import { compileCatalogue } from '../../../src/i18n/compile';
import { mergeAreas, readCatalogueFiles } from '../../../src/i18n/catalogue-files';

const hindi = compileCatalogue(mergeAreas('hi-IN', readCatalogueFiles()['hi-IN'] ?? {}));
const inHindi = ({ children }: { children: ReactNode }) => (
  <I18nProvider locale="hi-IN" messages={hindi}>
    {children}
  </I18nProvider>
);

describe('useT', () => {
  it('speaks English outside any provider, as Storybook and component tests render', () => {
    const { result } = renderHook(() => ({ t: useT(), locale: useLocale() }));
    expect(result.current.locale).toBe('en-IN');
    expect(result.current.t('header.cart')).toBe('Cart');
    expect(result.current.t('notFound.title')).toBe('Page Not Found');
    expect(result.current.t('header.greeting', { name: 'Asha' })).toBe('Hi, Asha');
  });

  it('uses ICU plurals in English', () => {
    const { result } = renderHook(() => useT());
    expect(result.current('shell.itemCount', { count: 1 })).toBe('1 item');
    expect(result.current('shell.itemCount', { count: 0 })).toBe('0 items');
    expect(result.current('shell.itemCount', { count: 3 })).toBe('3 items');
  });

  it('speaks Hindi inside a Hindi provider, with placeholders and plurals', () => {
    const { result } = renderHook(() => ({ t: useT(), locale: useLocale() }), { wrapper: inHindi });
    expect(result.current.locale).toBe('hi-IN');
    expect(result.current.t('header.cart')).toBe('कार्ट');
    expect(result.current.t('header.greeting', { name: 'Asha' })).toBe('नमस्ते, Asha');
    expect(result.current.t('shell.itemCount', { count: 1 })).toBe('1 आइटम');
    expect(result.current.t('shell.itemCount', { count: 12 })).toBe('12 आइटम');
    expect(result.current.t('promo.endsIn', { days: 2, hours: 3, minutes: 4 })).toBe('2 दिन, 3 घंटे और 4 मिनट में खत्म');
  });

  it('writes money in the active locale: ₹ and lakh grouping in both', () => {
    const english = renderHook(() => useFormat()).result.current;
    const hindiFormat = renderHook(() => useFormat(), { wrapper: inHindi }).result.current;
    expect(english.money(12_345_600)).toBe('₹1,23,456.00');
    expect(hindiFormat.money(12_345_600)).toBe('₹1,23,456.00');
    expect(hindiFormat.count(1_00_000)).toBe('1,00,000');
  });

  it('renders translated text in components', () => {
    function Label() {
      const t = useT();
      return <p>{t('menu.myOrders')}</p>;
    }
    render(<Label />, { wrapper: inHindi });
    expect(screen.getByText('मेरे ऑर्डर')).toBeInTheDocument();
  });
});
