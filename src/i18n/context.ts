import { createContext, useContext } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../schemas/locale';

export interface ActiveLocale {
  locale: Locale;
  i18n: I18n;
}

export function createActiveLocale(locale: Locale, messages: Messages): ActiveLocale {
  return { locale, i18n: setupI18n({ locale, messages: { [locale]: messages } }) };
}

export const LocaleContext = createContext<ActiveLocale | null>(null);

/**
 * What a component shows outside any provider. The app always provides its
 * page's catalogue (the server inlines it), so no catalogue travels in the
 * storefront's code; Storybook and component tests render outside one, and
 * set English here (src/i18n/english-outside-provider.ts). Until then a key
 * shows as itself.
 */
let outsideProvider = createActiveLocale(DEFAULT_LOCALE, {});

export function setMessagesOutsideProvider(messages: Messages): void {
  outsideProvider = createActiveLocale(DEFAULT_LOCALE, messages);
}

export function useActiveLocale(): ActiveLocale {
  return useContext(LocaleContext) ?? outsideProvider;
}
