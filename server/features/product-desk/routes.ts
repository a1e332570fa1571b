import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { productDeskPaths, productDeskQuerySchema, productInputSchema, productUpdateSchema } from '../../../schemas/api/product-desk';
import type { Database } from '../../db/types';
import { limitBody } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { parseId, parseQuery } from '../catalog/query-params';
import type { ConfigEventHub } from '../live/hub';
import { actorName, staffOf } from '../staff/guard';
import { parseJsonBody } from '../studio/http';
import { deskOptions, deskProduct } from './read';
import { listDeskProducts } from './list';
import { createProduct, updateProduct, type SaveResult } from './save';

export interface ProductDeskDeps {
  db: Kysely<Database>;
  /** Told after every committed change, so storefronts on every instance and their open tabs show it. */
  hub: ConfigEventHub;
}

/** A product with 20 variants, 40 specifications and a long description fits well inside. */
const productBodyLimit = limitBody(256);
const FIELDS_MESSAGE = 'Some fields need another look';

/** admin/studio/products: the catalogue desk's table and editor. */
export function productDeskRoutes({ db, hub }: ProductDeskDeps): Hono {
  const app = new Hono();
  const actor = (c: Context) => {
    const staff = staffOf(c);
    return { name: actorName(staff), staffId: staff.id };
  };
  const answer = async (c: Context, result: SaveResult, message: string) => {
    if (!result.ok) return fail(c, result.status, result.message, result.problems);
    hub.catalogChanged();
    const saved = await deskProduct(db, result.id);
    return c.json(envelope(saved, message));
  };

  app.get(`/${productDeskPaths.list}`, async (c) => {
    const query = parseQuery(c, productDeskQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await listDeskProducts(db, query.value)));
  });

  app.get(`/${productDeskPaths.options}`, async (c) => c.json(envelope(await deskOptions(db))));

  app.get(`/${productDeskPaths.list}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    const product = id === null ? null : await deskProduct(db, id);
    if (!product) return fail(c, 404, 'No such product');
    return c.json(envelope(product));
  });

  app.post(`/${productDeskPaths.list}`, productBodyLimit, async (c) => {
    const body = await parseJsonBody(c, productInputSchema, FIELDS_MESSAGE);
    if (!body.ok) return body.response;
    const result = await createProduct(db, body.value, actor(c));
    return answer(c, result, `${body.value.title} added`);
  });

  app.put(`/${productDeskPaths.list}/:id`, productBodyLimit, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null) return fail(c, 404, 'No such product');
    const body = await parseJsonBody(c, productUpdateSchema, FIELDS_MESSAGE);
    if (!body.ok) return body.response;
    const { revision, ...input } = body.value;
    const result = await updateProduct(db, id, input, revision, actor(c));
    return answer(c, result, `${input.title} saved`);
  });

  return app;
}
