import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '../../schemas/locale';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the shopper's choice of language for their next visit, in storage and
 * a cookie the server can read. It never moves them off the URL they open:
 * the path decides the page's language.
 */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked or full: the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
