import { escapeHtml } from '../storefront/html';
import type { SitemapEntry } from './entries';

/** The sitemaps protocol's limit per file: past it, /sitemap.xml becomes an index of numbered parts. */
export const URLS_PER_SITEMAP = 50_000;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>`;
  });
  return `${HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, parts: number): string {
  const maps = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}
