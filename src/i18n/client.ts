import type { Messages } from '@lingui/core';
import { CATALOGUE_ELEMENT_ID, DEFAULT_LOCALE, inlinedCatalogueSchema, splitLocalePath, type InlinedCatalogue, type Locale } from '../../schemas/locale';
import { defaultMessages, loadMessages } from './messages';

/** The catalogue the server inlined into the page (html.ts), when it is one the page can trust. */
export function readInlinedCatalogue(doc: Document = document): InlinedCatalogue | null {
  const text = doc.getElementById(CATALOGUE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = inlinedCatalogueSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The page's locale is its URL's (`/hi/…`), never a stored preference: the
 * server rendered that locale, and hydration must match it. Its messages are
 * the inlined catalogue, so nothing is fetched before hydrating.
 */
export function pageLocale(pathname: string = location.pathname, doc: Document = document): { locale: Locale; messages: Messages | Promise<Messages> } {
  const { locale } = splitLocalePath(pathname);
  if (locale === DEFAULT_LOCALE) return { locale, messages: defaultMessages };
  const inlined = readInlinedCatalogue(doc);
  return { locale, messages: inlined?.locale === locale ? inlined.messages : loadMessages(locale) };
}
