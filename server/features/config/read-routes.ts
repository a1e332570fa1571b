import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { APP_PAGES, WEBSITE_PAGES, type PageScope } from '../../../schemas/ui-config/section-names';
import type { Database } from '../../db/types';
import { requireStorefront, type Credentials } from '../../http/auth';
import { taggedJson, taggedText } from '../../http/etag';
import type { Personaliser } from '../personalisation/personaliser';
import type { ConfigReadCache } from './read-cache';
import { envelope, fail } from '../../http/respond';
import { listLayout, listModules } from './repository';
import { servedLayout } from './served-layout';
import { readSetting } from './settings';

/** 404 rather than 400: an unknown page is a path that does not exist. */
export function pageFromParam<const T extends readonly [PageScope, ...PageScope[]]>(
  c: Context,
  pages: T,
): { ok: true; page: T[number] } | { ok: false; response: Response } {
  const raw = c.req.param('page') ?? '';
  const parsed = z.enum(pages).safeParse(raw);
  if (parsed.success) return { ok: true, page: parsed.data };
  return { ok: false, response: fail(c, 404, `Unknown page "${raw}"; known pages: ${pages.join(', ')}`) };
}

/**
 * Browsers revalidate every time (a publish must show on the next read; the ETag
 * makes that a 304), while a CDN (RFC 9213's CDN-Cache-Control) may answer
 * for 5 s and serve a stale copy for a minute while it revalidates.
 */
export const CONFIG_CACHE_HEADERS = {
  'Cache-Control': 'public, no-cache',
  'CDN-Cache-Control': 'public, max-age=5, stale-while-revalidate=60',
} as const;

/** A layout shaped for one visitor: their browser revalidates it, nothing between may keep it. */
export const PERSONAL_CACHE_HEADERS = { 'Cache-Control': 'private, no-cache' } as const;

/** What the storefront reads (spec section 7), with the shared storefront credential. */
export function configReadRoutes(db: Kysely<Database>, credentials: Credentials, cache: ConfigReadCache, personalisation?: Personaliser): Hono {
  const app = new Hono();
  const auth = requireStorefront(credentials);
  const jsonWithEtag = async (c: Context, key: string, read: () => Promise<unknown>) =>
    taggedJson(c, await cache.read(key, async () => envelope(await read())), CONFIG_CACHE_HEADERS);

  /**
   * A layout is the same for everyone unless a section has an audience or an
   * experiment runs on it; then each visitor gets their own copy, as their
   * page was rendered, and no shared cache may keep it.
   */
  const layoutWithEtag = async (c: Context, cacheKey: string, scope: PageScope) => {
    const shared = await cache.read(cacheKey, async () => envelope(servedLayout(scope, await listLayout(db, scope))));
    if (!personalisation || !(await personalisation.varies(scope, shared.text))) return taggedJson(c, shared, CONFIG_CACHE_HEADERS);
    const entries = await personalisation.forRequest(c).layout(scope, await listLayout(db, scope));
    return taggedJson(c, taggedText(envelope(servedLayout(scope, entries))), PERSONAL_CACHE_HEADERS);
  };

  app.get('/website/ui-configurations', auth, (c) => layoutWithEtag(c, 'shell', 'shell'));

  app.get('/website/ui-configurations/website-page/:page', auth, async (c) => {
    const page = pageFromParam(c, WEBSITE_PAGES);
    if (!page.ok) return page.response;
    return layoutWithEtag(c, `page:${page.page}`, page.page);
  });

  app.get('/website/app-ui-configurations/website-page/:page', auth, async (c) => {
    const page = pageFromParam(c, APP_PAGES);
    if (!page.ok) return page.response;
    return layoutWithEtag(c, `app-page:${page.page}`, page.page);
  });

  // Admin-scoped path, but the storefront reads it to switch modules (spec section 6); the staff guard lets its credential in.
  app.get('/admin/configuration', (c) => jsonWithEtag(c, 'modules', () => listModules(db)));

  app.get('/website/business-details', auth, (c) => jsonWithEtag(c, 'business', () => readSetting(db, 'business')));
  app.get('/website/theme-config', auth, (c) => jsonWithEtag(c, 'theme', () => readSetting(db, 'theme')));
  app.get('/website/push-notification', auth, (c) => jsonWithEtag(c, 'push', () => readSetting(db, 'push')));

  return app;
}
