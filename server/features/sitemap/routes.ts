import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { sitemapEntries } from './entries';
import { pagesPerFile, sitemapIndex, urlSet, URLS_PER_SITEMAP } from './xml';

const PART = /^[1-9][0-9]{0,3}$/;

/**
 * /sitemap.xml for crawlers: every public page in one file, or, for a
 * catalogue past the protocol's 50,000 addresses, an index of parts
 * (/sitemap.xml?part=N). Built on each request from indexed reads; crawlers
 * may keep it an hour. /robots.txt points at it.
 */
export function sitemapRoutes(db: Kysely<Database>, urlsPerFile = URLS_PER_SITEMAP): Hono {
  const perFile = pagesPerFile(urlsPerFile);
  const app = new Hono();
  app.get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin;
    const entries = await sitemapEntries(db);
    const parts = Math.ceil(entries.length / perFile);
    const rawPart = c.req.query('part');
    const xml = (body: string, status: 200 | 404 = 200) =>
      c.body(body, status, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' });
    if (rawPart === undefined) return xml(parts <= 1 ? urlSet(origin, entries) : sitemapIndex(origin, parts));
    const part = PART.test(rawPart) ? Number(rawPart) : 0;
    if (part < 1 || part > parts) return c.text(`There is no sitemap part ${rawPart}; there are ${parts}`, 404);
    return xml(urlSet(origin, entries.slice((part - 1) * perFile, part * perFile)));
  });
  // Crawlers find the sitemap here; what is a shopper's own (cart, checkout, account) and the studio are not theirs to index.
  app.get('/robots.txt', (c) => {
    const origin = new URL(c.req.url).origin;
    const body = ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  return app;
}

const PRIVATE_PATHS = ['/studio', '/api/', '/cart', '/checkout', '/wishlist', '/orders', '/order/', '/wallet', '/my-account', '/manage-address', '/address/'];
