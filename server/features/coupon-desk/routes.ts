import { Hono, type Context } from 'hono';
import { couponCreateSchema, couponDeskPaths as paths, couponDeskQuerySchema, couponToggleSchema, couponUpdateSchema } from '../../../schemas/api/coupon-desk';
import { formBodyLimit } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { parseId, parseQuery } from '../catalog/query-params';
import { deskActor, deskAnswer, type DeskDeps } from '../studio/desk-write';
import { noStore, parseJsonBody, requireJsonWrites } from '../studio/http';
import { createCoupon } from './create';
import { findCouponRow, listCouponRows } from './read';
import { setCouponActive } from './toggle';
import { updateCoupon } from './update';

const FIX = 'Some fields need another look; nothing was saved';

const missing = (c: Context) => fail(c, 404, `There is no coupon ${c.req.param('id') ?? ''}`);

/**
 * admin/studio/coupons: the merchandiser's desk for the coupons the checkout
 * applies. Permissions are in server/features/staff/route-permissions.ts
 * (reads merchandising.read, writes merchandising.write).
 */
export function couponDeskRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  const list = `/${paths.list}`;
  app.use(list, noStore, requireJsonWrites);
  app.use(`${list}/*`, noStore, requireJsonWrites);

  app.get(list, async (c) => {
    const query = parseQuery(c, couponDeskQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await listCouponRows(deps.db, query.value, new Date())));
  });

  app.get(`${list}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    const row = id === null ? null : await findCouponRow(deps.db, id, new Date());
    return row ? c.json(envelope(row)) : missing(c);
  });

  app.post(list, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, couponCreateSchema, FIX);
    if (!body.ok) return body.response;
    return deskAnswer(c, await createCoupon(deps, deskActor(c), body.value, new Date()), 201);
  });

  app.put(`${list}/:id`, formBodyLimit, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null) return missing(c);
    const body = await parseJsonBody(c, couponUpdateSchema, FIX);
    if (!body.ok) return body.response;
    return deskAnswer(c, await updateCoupon(deps, deskActor(c), id, body.value, new Date()));
  });

  for (const [action, active] of [
    ['pause', false],
    ['resume', true],
  ] as const) {
    app.post(`${list}/:id/${action}`, formBodyLimit, async (c) => {
      const id = parseId(c.req.param('id'));
      if (id === null) return missing(c);
      const body = await parseJsonBody(c, couponToggleSchema, 'Send the revision the coupon was shown with');
      if (!body.ok) return body.response;
      return deskAnswer(c, await setCouponActive(deps, deskActor(c), id, active, body.value.revision, new Date()));
    });
  }

  return app;
}
