import * as z from 'zod/mini';

/**
 * The shop's languages (issue 22). English is the default and lives at the
 * root of every path; every other locale answers under its language subtag
 * (`/hi/products`). A locale's messages are src/i18n/locales/<tag>.json;
 * scripts/check-messages.ts fails when this list and those files disagree.
 */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const DEFAULT_LOCALE: Locale = 'en-IN';

/**
 * The page's locale as a request sends it (placing an order, asking for an
 * e-mail code), so what the server e-mails speaks the shopper's language.
 * Absent means English: older clients and API callers send nothing.
 */
export const localeFieldSchema = z._default(z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }), DEFAULT_LOCALE);

/** Each language named in itself, as the switcher offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' };

/** The shopper's last choice, for the server and the next visit (the URL still decides the page). */
export const LOCALE_COOKIE = 'vitrine_locale';
export const LOCALE_STORAGE_KEY = 'locale';

/** '' for the default locale, else '/' and the language subtag: '/hi'. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale.slice(0, locale.indexOf('-'))}`;
}

/** A path's locale and the path the routes know: '/hi/cart' → hi-IN, '/cart'; '/history' stays English. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (prefix === '') continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A route path as the locale's shoppers reach it: ('hi-IN', '/') → '/hi', ('hi-IN', '/cart') → '/hi/cart'. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/*
 * A catalogue as the server inlines it: Lingui's compiled form (built by
 * src/i18n/compile.ts), a message being text or a list of text and
 * placeholder tokens `[name, type?, format?]`.
 */
const compiledToken = z.union([z.string(), z.tuple([z.string(), z.optional(z.string()), z.optional(z.unknown())])]);
export const compiledMessagesSchema = z.record(z.string(), z.union([z.string(), z.array(compiledToken)]));
export const inlinedCatalogueSchema = z.object({ locale: localeSchema, messages: compiledMessagesSchema });
export type InlinedCatalogue = z.infer<typeof inlinedCatalogueSchema>;
export const CATALOGUE_ELEMENT_ID = 'vitrine-messages';
