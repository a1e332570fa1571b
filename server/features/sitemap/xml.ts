import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../../../schemas/locale';
import { escapeHtml } from '../storefront/html';
import type { SitemapEntry } from './entries';

/** The sitemaps protocol's limit of addresses per file: past it, /sitemap.xml becomes an index of numbered parts. */
export const URLS_PER_SITEMAP = 50_000;

/** Each page is listed once per language (/…, /hi/…), so a file holds this share of the pages. */
export function pagesPerFile(urlsPerFile: number): number {
  return Math.max(1, Math.floor(urlsPerFile / LOCALES.length));
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * Every page in every language, each address naming all its languages and
 * x-default (the English one) as hreflang alternates, as the pages' own heads
 * do (storefront/locale.ts), so crawlers pair /product/4/… with /hi/product/4/….
 */
export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const href = (locale: (typeof LOCALES)[number]) => escapeHtml(new URL(localizedPath(locale, entry.path), origin).href);
    const alternates =
      LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`;
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`);
  });
  return `${HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, parts: number): string {
  const maps = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}
