import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { businessDetailsSchema, themeConfigSchema } from '../../../schemas/api/shop-config';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import { lintConfig } from '../../../src/engine/lint';
import type { Database } from '../../db/types';
import type { ConfigEventHub } from '../live/hub';
import { requireAdmin, type Credentials } from '../../http/auth';
import { invalidBody, readJsonBody } from '../../http/errors';
import { jsonWithEtag } from '../../http/etag';
import { envelope, fail } from '../../http/respond';
import { limitBody } from '../../http/body-limit';
import { writeBrandImages } from '../media/repository';
import { listLayout, listModules, replaceLayout, replaceModules } from './repository';
import { readSetting, writeSetting } from './settings';
import { pageFromParam } from './read-routes';

/** Every scope but the shell, which has its own path. */
export const ADMIN_PAGES = ['home', 'products', 'products-details', 'cart', 'wishlist', 'menu', 'checkout'] as const satisfies readonly PageScope[];

/** Module switches: status is 'Y' or 'N'; names are unique ignoring case, as they are matched. */
const moduleListUpdateSchema = z
  .array(
    z.strictObject({
      module_name: z.string().trim().min(1).max(60),
      status: z.string().trim().toUpperCase().pipe(z.enum(['Y', 'N'])),
    }),
  )
  .max(200)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((m, index) => {
      const key = m.module_name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'module_name'], message: `duplicate module "${m.module_name}"` });
      seen.add(key);
    });
  });

// Strict: a misspelt key ("theme_colour") is refused instead of silently dropped.
const themeUpdateSchema = z.strictObject(themeConfigSchema.shape);
const businessUpdateSchema = z.strictObject(businessDetailsSchema.shape);

const limit = limitBody(1024);

function saved<T>(c: Context, data: T): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(envelope(data, 'Saved'));
}

/** Merchandiser writes. Every PUT replaces the whole document or list. */
export function configAdminRoutes(db: Kysely<Database>, credentials: Credentials, hub: ConfigEventHub): Hono {
  void hub;
  const app = new Hono();
  const admin = requireAdmin(credentials);

  async function putLayout(c: Context, scope: PageScope): Promise<Response> {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const result = lintConfig(body.value, scope);
    if (!result.ok) {
      const count = result.problems.length;
      return fail(c, 422, `The ${scope} configuration has ${count} problem${count === 1 ? '' : 's'}; nothing was saved`, result.problems);
    }
    await replaceLayout(db, scope, result.entries);
    return saved(c, await listLayout(db, scope));
  }

  app.get('/admin/ui-configurations', admin, async (c) => jsonWithEtag(c, envelope(await listLayout(db, 'shell'))));
  app.put('/admin/ui-configurations', admin, limit, (c) => putLayout(c, 'shell'));

  app.get('/admin/ui-configurations/website-page/:page', admin, async (c) => {
    const page = pageFromParam(c, ADMIN_PAGES);
    if (!page.ok) return page.response;
    return jsonWithEtag(c, envelope(await listLayout(db, page.page)));
  });
  app.put('/admin/ui-configurations/website-page/:page', admin, limit, async (c) => {
    const page = pageFromParam(c, ADMIN_PAGES);
    if (!page.ok) return page.response;
    return putLayout(c, page.page);
  });

  app.put('/admin/configuration', admin, limit, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const parsed = moduleListUpdateSchema.safeParse(body.value);
    if (!parsed.success) return invalidBody(c, parsed.error, 'The module list is not valid; nothing was saved');
    await replaceModules(db, parsed.data);
    return saved(c, await listModules(db));
  });

  app.put('/admin/theme-config', admin, limit, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const parsed = themeUpdateSchema.safeParse(body.value);
    if (!parsed.success) return invalidBody(c, parsed.error, 'The theme is not valid; nothing was saved');
    const theme = parsed.data;
    await db.transaction().execute(async (tx) => {
      const before = await readSetting(tx, 'theme');
      await writeSetting(tx, 'theme', theme);
      if (before.brand_name !== theme.brand_name || before.theme_color !== theme.theme_color) {
        await writeBrandImages(tx, theme.brand_name, theme.theme_color);
      }
    });
    return saved(c, await readSetting(db, 'theme'));
  });

  app.put('/admin/business-details', admin, limit, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const parsed = businessUpdateSchema.safeParse(body.value);
    if (!parsed.success) return invalidBody(c, parsed.error, 'The business details are not valid; nothing was saved');
    await writeSetting(db, 'business', parsed.data);
    return saved(c, await readSetting(db, 'business'));
  });

  return app;
}
