import { use, useMemo, type ReactNode } from 'react';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../schemas/locale';
import { createActiveLocale, LocaleContext } from './context';

interface Props {
  locale: Locale;
  /** A promise only when the page was not rendered by the server with its catalogue inlined (see messages.ts). */
  messages: Messages | Promise<Messages>;
  children: ReactNode;
}

export function I18nProvider({ locale, messages, children }: Props) {
  const ready = messages instanceof Promise ? use(messages) : messages;
  const active = useMemo(() => createActiveLocale(locale, ready), [locale, ready]);
  return <LocaleContext.Provider value={active}>{children}</LocaleContext.Provider>;
}
