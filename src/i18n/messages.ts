import type { Messages } from '@lingui/core';
import english from './locales/en-IN.json';
import { compiledMessagesSchema, DEFAULT_LOCALE, type Locale } from '../../schemas/locale';

/** Every message key: the English catalogue is the source, and check-messages holds the others to it. */
export type MessageKey = keyof typeof english;

/**
 * The source locale's messages travel with the code: they are what a
 * component shows outside a provider (Storybook, component tests) and what an
 * English page renders with, with nothing to fetch or inline.
 */
export const defaultMessages: Messages = english;

const otherCatalogues = import.meta.glob(['./locales/*.json', '!./locales/en-IN.json'], { import: 'default' });

/**
 * Another locale's messages as their own chunk, for a page the server did not
 * render (Vite's dev server, another provider): a served page inlines its
 * catalogue instead (server/features/storefront/locale.ts).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return defaultMessages;
  const load = otherCatalogues[`./locales/${locale}.json`];
  if (!load) return defaultMessages;
  return compiledMessagesSchema.parse(await load());
}
