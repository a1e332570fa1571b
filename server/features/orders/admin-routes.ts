import { Hono } from 'hono';
import * as z from 'zod/mini';
import { adminOrderStatusFormSchema, orderPaths } from '../../../schemas/api/orders';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { requireAdmin } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseFields, parseForm } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import type { ShopDeps } from '../shop-deps';
import { ORDER_NOT_FOUND } from './access';
import { notifyOrderUpdate } from '../push/notify-order';
import { advanceOrder } from './advance';
import { orderDetail } from './detail';
import { idRoute } from './id-route';

const idParam = z.object({ id: wholeNumber('id', 1, MAX_INT4) });

/** POST admin/orders/{id}/status: operations (and tests) move an order along its steps, or cancel it. */
export function orderAdminRoutes(deps: ShopDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.post(idRoute(orderPaths.adminStatus), requireAdmin(deps.credentials), formBodyLimit, async (c) => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const form = await parseForm(c, adminOrderStatusFormSchema);
    if (!form.ok) return form.response;
    const exists = await db.selectFrom('orders').select('id').where('id', '=', id.value.id).executeTakeFirst();
    if (!exists) return fail(c, 404, ORDER_NOT_FOUND);
    const result = await advanceOrder(db, id.value.id, form.value.status, form.value.note);
    if (!result.ok) return fail(c, 409, result.message);
    // After the change is committed; a push that fails is logged and never undoes it.
    if (deps.pushSender) void notifyOrderUpdate({ db, pushSender: deps.pushSender }, id.value.id, form.value.status);
    const order = await db.selectFrom('orders').selectAll().where('id', '=', id.value.id).executeTakeFirstOrThrow();
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(await orderDetail(db, order), 'Order updated'));
  });

  return app;
}
