import type { Messages } from '@lingui/core';
import { CATALOGUE_ELEMENT_ID, inlinedCatalogueSchema, splitLocalePath, type InlinedCatalogue, type Locale } from '../../schemas/locale';
import { parseJsonOrNull } from '../../schemas/zod-helpers';

/** The catalogue the server inlined into the page (html.ts), when it is one the page can trust. */
export function readInlinedCatalogue(doc: Document = document): InlinedCatalogue | null {
  return parseJsonOrNull(inlinedCatalogueSchema, doc.getElementById(CATALOGUE_ELEMENT_ID)?.textContent);
}

/**
 * The page's locale is its URL's (`/hi/…`), never a stored preference: the
 * server rendered that locale, and hydration must match it. Its messages are
 * the inlined catalogue, English as any other, so nothing is fetched before
 * hydrating and no catalogue travels in the code. Without one (Vite's dev
 * server) the locale's areas load, their map of chunks with them.
 */
export function pageLocale(pathname: string = location.pathname, doc: Document = document): { locale: Locale; messages: Messages | Promise<Messages> } {
  const { locale } = splitLocalePath(pathname);
  const inlined = readInlinedCatalogue(doc);
  return { locale, messages: inlined?.locale === locale ? inlined.messages : import('./load-messages').then((m) => m.loadMessages(locale)) };
}
