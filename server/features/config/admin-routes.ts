import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { ConfigKey } from '../../../schemas/api/studio';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import { lintConfig } from '../../../registry/lint-rules';
import type { Database } from '../../db/types';
import type { ConfigEventHub } from '../live/hub';
import { actorName, staffOf } from '../staff/guard';
import { invalidBody, readJsonBody } from '../../http/errors';
import { jsonWithEtag } from '../../http/etag';
import { envelope, fail } from '../../http/respond';
import { limitBody } from '../../http/body-limit';
import { businessUpdateSchema, moduleListUpdateSchema, themeUpdateSchema } from '../studio/setting-rules';
import { publishDocument } from '../studio/publish';
import { listLayout, listModules } from './repository';
import { readSetting } from './settings';
import { pageFromParam } from './read-routes';

/** Every scope but the shell, which has its own path. */
export const ADMIN_PAGES = ['home', 'products', 'products-details', 'cart', 'wishlist', 'menu', 'checkout'] as const satisfies readonly PageScope[];

const limit = limitBody(1024);

function saved<T>(c: Context, data: T): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(envelope(data, 'Saved'));
}

/**
 * Merchandiser writes. Every PUT replaces the whole document or list, and
 * publishes it like the studio does: a version, an audit entry, a live event.
 */
export function configAdminRoutes(db: Kysely<Database>, hub: ConfigEventHub): Hono {
  const app = new Hono();
  const publish = (c: Context, key: ConfigKey, document: unknown) => {
    const staff = staffOf(c);
    return publishDocument(db, hub, { key, document, actor: actorName(staff, 'API'), staffId: staff.id, source: 'api' });
  };

  async function putLayout(c: Context, scope: PageScope): Promise<Response> {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const result = lintConfig(body.value, scope);
    if (!result.ok) {
      const count = result.problems.length;
      return fail(c, 422, `The ${scope} configuration has ${count} problem${count === 1 ? '' : 's'}; nothing was saved`, result.problems);
    }
    await publish(c, scope, result.entries.map(({ id: _id, ...entry }) => entry));
    return saved(c, await listLayout(db, scope));
  }

  app.get('/admin/ui-configurations', async (c) => jsonWithEtag(c, envelope(await listLayout(db, 'shell'))));
  app.put('/admin/ui-configurations', limit, (c) => putLayout(c, 'shell'));

  app.get('/admin/ui-configurations/website-page/:page', async (c) => {
    const page = pageFromParam(c, ADMIN_PAGES);
    if (!page.ok) return page.response;
    return jsonWithEtag(c, envelope(await listLayout(db, page.page)));
  });
  app.put('/admin/ui-configurations/website-page/:page', limit, async (c) => {
    const page = pageFromParam(c, ADMIN_PAGES);
    if (!page.ok) return page.response;
    return putLayout(c, page.page);
  });

  app.put('/admin/configuration', limit, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const parsed = moduleListUpdateSchema.safeParse(body.value);
    if (!parsed.success) return invalidBody(c, parsed.error, 'The module list is not valid; nothing was saved');
    await publish(c, 'modules', parsed.data);
    return saved(c, await listModules(db));
  });

  app.put('/admin/theme-config', limit, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const parsed = themeUpdateSchema.safeParse(body.value);
    if (!parsed.success) return invalidBody(c, parsed.error, 'The theme is not valid; nothing was saved');
    await publish(c, 'theme', parsed.data);
    return saved(c, await readSetting(db, 'theme'));
  });

  app.put('/admin/business-details', limit, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const parsed = businessUpdateSchema.safeParse(body.value);
    if (!parsed.success) return invalidBody(c, parsed.error, 'The business details are not valid; nothing was saved');
    await publish(c, 'business', parsed.data);
    return saved(c, await readSetting(db, 'business'));
  });

  return app;
}
