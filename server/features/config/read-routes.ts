import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { APP_PAGES, WEBSITE_PAGES, type PageScope } from '../../../schemas/ui-config/section-names';
import type { Database } from '../../db/types';
import { requireStorefront, type Credentials } from '../../http/auth';
import { jsonWithEtag } from '../../http/etag';
import { envelope, fail } from '../../http/respond';
import { listLayout, listModules } from './repository';
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

/** What the storefront reads (spec section 7), with the shared storefront credential. */
export function configReadRoutes(db: Kysely<Database>, credentials: Credentials): Hono {
  const app = new Hono();
  const auth = requireStorefront(credentials);

  app.get('/website/ui-configurations', auth, async (c) => jsonWithEtag(c, envelope(await listLayout(db, 'shell'))));

  app.get('/website/ui-configurations/website-page/:page', auth, async (c) => {
    const page = pageFromParam(c, WEBSITE_PAGES);
    if (!page.ok) return page.response;
    return jsonWithEtag(c, envelope(await listLayout(db, page.page)));
  });

  app.get('/website/app-ui-configurations/website-page/:page', auth, async (c) => {
    const page = pageFromParam(c, APP_PAGES);
    if (!page.ok) return page.response;
    return jsonWithEtag(c, envelope(await listLayout(db, page.page)));
  });

  // Admin-scoped path, but the storefront reads it to switch modules (spec section 6).
  app.get('/admin/configuration', auth, async (c) => jsonWithEtag(c, envelope(await listModules(db))));

  app.get('/website/business-details', auth, async (c) => jsonWithEtag(c, envelope(await readSetting(db, 'business'))));
  app.get('/website/theme-config', auth, async (c) => jsonWithEtag(c, envelope(await readSetting(db, 'theme'))));
  app.get('/website/push-notification', auth, async (c) => jsonWithEtag(c, envelope(await readSetting(db, 'push'))));

  return app;
}
