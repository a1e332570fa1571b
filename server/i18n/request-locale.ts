import type { Values } from '@lingui/core';
import type { Context } from 'hono';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../schemas/locale';
import { t, translator, type ServerMessageKey, type Translator } from './translate';

/** A tag as the header may carry it: the shop's own tags, and bare `hi` for Hindi. */
function localeOfTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  return lower === 'hi' ? 'hi-IN' : null;
}

/**
 * The language to answer in, from an Accept-Language value: the first tag
 * (in the order sent; the storefront sends only its page's) that is one of
 * the shop's, else English. Quality weights are ignored: a browser's own
 * header that reaches us lists its first choice first anyway.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const locale = localeOfTag(part.split(';')[0] ?? '');
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The request's language (the page's, sent by src/api/client.ts). */
export const requestLocale = (c: Context): Locale => localeFromAcceptLanguage(c.req.header('Accept-Language'));

/** The server's words in the request's language, for a route to hand down to code that writes them. */
export const requestTranslator = (c: Context): Translator => translator(requestLocale(c));

/** One of the server's messages in the request's language, for a route's own answer. */
export const tr = (c: Context, key: ServerMessageKey, values?: Values): string => t(requestLocale(c), key, values);
