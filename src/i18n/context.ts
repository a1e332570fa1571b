import { createContext } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../schemas/locale';
import { defaultMessages } from './messages';

export interface ActiveLocale {
  locale: Locale;
  i18n: I18n;
}

export function createActiveLocale(locale: Locale, messages: Messages): ActiveLocale {
  return { locale, i18n: setupI18n({ locale, messages: { [locale]: messages } }) };
}

/** English until a provider says otherwise: every string a component shows has its English text. */
export const LocaleContext = createContext<ActiveLocale>(createActiveLocale(DEFAULT_LOCALE, defaultMessages));
