import { setupI18n, type I18n, type Values } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../schemas/locale';
import { mergeAreas, readCatalogueFiles, splitServerAreas } from '../../src/i18n/catalogue-files';
import { compileCatalogue } from '../../src/i18n/compile';
import type mail from '../../src/i18n/locales/en-IN/mail.json';
import type invoice from '../../src/i18n/locales/en-IN/invoice.json';
import type api from '../../src/i18n/locales/en-IN/api.json';

/** The keys of the areas the server speaks (src/i18n/catalogue-files.ts SERVER_AREAS), typed from English. */
export type ServerMessageKey = keyof typeof mail | keyof typeof invoice | keyof typeof api;

const loaded = new Map<Locale, I18n>();

function serverMessages(files: Record<string, Record<string, string>>, locale: Locale) {
  return compileCatalogue(mergeAreas(locale, splitServerAreas(files[locale] ?? {}).server));
}

/*
 * Read from disk once per locale per process. English lies under every other
 * locale's messages, so a key a translation lacks reads in English rather
 * than as its key (check-messages fails such a catalogue anyway).
 */
function i18nFor(locale: Locale): I18n {
  let i18n = loaded.get(locale);
  if (!i18n) {
    const files = readCatalogueFiles();
    const messages = locale === DEFAULT_LOCALE ? serverMessages(files, locale) : { ...serverMessages(files, DEFAULT_LOCALE), ...serverMessages(files, locale) };
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    loaded.set(locale, i18n);
  }
  return i18n;
}

/** A message of the server's own areas (e-mails, the invoice) in a locale, ICU plurals and placeholders filled. */
export function t(locale: Locale, key: ServerMessageKey, values?: Values): string {
  return i18nFor(locale)._(key, values);
}

/** t for one locale, for code that writes a whole e-mail or document in it. */
export type Translator = (key: ServerMessageKey, values?: Values) => string;
export const translator =
  (locale: Locale): Translator =>
  (key, values) =>
    t(locale, key, values);
