import { mergeAreas, readCatalogueFiles } from '../../../src/i18n/catalogue-files';

/** A message as a shopper reads it: a catalogue's text with its {placeholders} filled (plain messages only, no plurals). */
export type Words = (key: string, values?: Readonly<Record<string, string>>) => string;

/**
 * The shop's words in a locale, read from its catalogue (src/i18n/locales),
 * so a journey in Hindi finds its buttons by the same keys the components
 * use, and an English journey by the exact English.
 */
export function wordsOf(locale: string): Words {
  const messages = mergeAreas(locale, readCatalogueFiles()[locale] ?? {});
  return (key, values = {}) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`no message "${key}" in ${locale}`);
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

export const english = wordsOf('en-IN');
