import { useCallback } from 'react';
import type { Values } from '@lingui/core';
import type { Locale } from '../../schemas/locale';
import { useActiveLocale } from './context';
import type { MessageKey } from './messages';

export type Translate = (key: MessageKey, values?: Values) => string;

/** The active locale's messages: `t('header.cart')`, `t('shell.itemCount', { count })` (ICU plurals and placeholders). */
export function useT(): Translate {
  const { i18n } = useActiveLocale();
  return useCallback<Translate>((key, values) => i18n._(key, values), [i18n]);
}

export function useLocale(): Locale {
  return useActiveLocale().locale;
}
