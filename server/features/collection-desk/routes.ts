import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  categoryCreateSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
  collectionCreateSchema,
  collectionDeskPaths as paths,
  collectionMembersUpdateSchema,
  collectionOrderSchema,
  collectionUpdateSchema,
} from '../../../schemas/api/collection-desk';
import { formBodyLimit } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { deskActor, deskAnswer, type DeskDeps } from '../studio/desk-write';
import { noStore, parseJsonBody, requireJsonWrites } from '../studio/http';
import { createCategory } from './category-create';
import { deleteCategory } from './category-delete';
import { listDeskCategories } from './category-list';
import { reorderCategories } from './category-order';
import { updateCategory } from './category-update';
import { createCollection } from './collection-create';
import { deleteCollection } from './collection-delete';
import { listDeskCollections } from './collection-list';
import { reorderCollections } from './collection-order';
import { updateCollection } from './collection-update';
import { listMembers } from './member-list';
import { setMembers } from './member-set';

const idParam = z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,8}$/)), z.transform(Number));
const FIX = 'Some fields need another look';

/** The :id of the path, or null for anything but a positive whole number (answered 404, as a missing row is). */
function idOf(c: Context): number | null {
  const id = idParam.safeParse(c.req.param('id'));
  return id.success ? id.data : null;
}

/**
 * admin/studio/categories and admin/studio/collections: the studio's desk
 * for the category tree and the curated collections. Permissions are in
 * server/features/staff/route-permissions.ts (categories: catalogue.*,
 * collections: merchandising.*).
 */
export function collectionDeskRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  for (const base of [paths.categories, paths.collections]) {
    app.use(`/${base}`, noStore, requireJsonWrites);
    app.use(`/${base}/*`, noStore, requireJsonWrites);
  }

  app.get(`/${paths.categories}`, async (c) => c.json(envelope(await listDeskCategories(deps.db))));
  app.post(`/${paths.categories}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, categoryCreateSchema, FIX);
    if (!body.ok) return body.response;
    return deskAnswer(c, await createCategory(deps, deskActor(c), body.value), 201);
  });
  app.put(`/${paths.categoryOrder}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, categoryOrderSchema, 'Send every category of the level, in order');
    if (!body.ok) return body.response;
    return deskAnswer(c, await reorderCategories(deps, deskActor(c), body.value));
  });
  app.patch(`/${paths.categories}/:id`, formBodyLimit, async (c) => {
    const id = idOf(c);
    if (id === null) return fail(c, 404, `There is no category ${c.req.param('id')}`);
    const body = await parseJsonBody(c, categoryUpdateSchema, FIX);
    if (!body.ok) return body.response;
    return deskAnswer(c, await updateCategory(deps, deskActor(c), id, body.value));
  });
  app.delete(`/${paths.categories}/:id`, async (c) => {
    const id = idOf(c);
    if (id === null) return fail(c, 404, `There is no category ${c.req.param('id')}`);
    return deskAnswer(c, await deleteCategory(deps, deskActor(c), id));
  });

  app.get(`/${paths.collections}`, async (c) => c.json(envelope(await listDeskCollections(deps.db))));
  app.post(`/${paths.collections}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, collectionCreateSchema, FIX);
    if (!body.ok) return body.response;
    return deskAnswer(c, await createCollection(deps, deskActor(c), body.value), 201);
  });
  app.put(`/${paths.collectionOrder}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, collectionOrderSchema, 'Send every collection, in order');
    if (!body.ok) return body.response;
    return deskAnswer(c, await reorderCollections(deps, deskActor(c), body.value));
  });
  app.patch(`/${paths.collections}/:id`, formBodyLimit, async (c) => {
    const id = idOf(c);
    if (id === null) return fail(c, 404, `There is no collection ${c.req.param('id')}`);
    const body = await parseJsonBody(c, collectionUpdateSchema, FIX);
    if (!body.ok) return body.response;
    return deskAnswer(c, await updateCollection(deps, deskActor(c), id, body.value));
  });
  app.delete(`/${paths.collections}/:id`, async (c) => {
    const id = idOf(c);
    if (id === null) return fail(c, 404, `There is no collection ${c.req.param('id')}`);
    return deskAnswer(c, await deleteCollection(deps, deskActor(c), id));
  });
  app.get(`/${paths.collections}/:id/products`, async (c) => {
    const id = idOf(c);
    const found = id === null ? null : await listMembers(deps.db, id);
    if (!found) return fail(c, 404, `There is no collection ${c.req.param('id')}`);
    return c.json(envelope(found));
  });
  app.put(`/${paths.collections}/:id/products`, formBodyLimit, async (c) => {
    const id = idOf(c);
    if (id === null) return fail(c, 404, `There is no collection ${c.req.param('id')}`);
    const body = await parseJsonBody(c, collectionMembersUpdateSchema, 'The product list is not valid; nothing was saved');
    if (!body.ok) return body.response;
    return deskAnswer(c, await setMembers(deps, deskActor(c), id, body.value.product_ids));
  });

  return app;
}
