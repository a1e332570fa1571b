import { Hono } from 'hono';
import * as z from 'zod/mini';
import { adminOrderStatusFormSchema, orderPaths } from '../../../schemas/api/orders';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { formBodyLimit } from '../../http/body-limit';
import { parseFields, parseForm } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import type { ShopDeps } from '../shop-deps';
import { ORDER_NOT_FOUND } from './access';
import { advanceOrder } from './advance';
import { orderDetail } from './detail';
import { idRoute } from './id-route';
import { announceOrderChange } from './announce';
import { refundNews } from './mail';
import { actorName, staffOf } from '../staff/guard';

const idParam = z.object({ id: wholeNumber('id', 1, MAX_INT4) });

/** POST admin/orders/{id}/status: operations (and tests) move an order along its steps, or cancel it. */
export function orderAdminRoutes(deps: ShopDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.post(idRoute(orderPaths.adminStatus), formBodyLimit, async (c) => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const form = await parseForm(c, adminOrderStatusFormSchema);
    if (!form.ok) return form.response;
    const exists = await db.selectFrom('orders').select('id').where('id', '=', id.value.id).executeTakeFirst();
    if (!exists) return fail(c, 404, ORDER_NOT_FOUND);
    const staff = staffOf(c);
    const { status, note, carrier, awb } = form.value;
    const result = await advanceOrder(deps, id.value.id, status, note, { carrier, awb }, { actor: actorName(staff, 'API'), staffId: staff.id });
    if (!result.ok) return fail(c, result.status, result.message);
    // After the change is committed: the shopper's pages, e-mail and devices hear of it; none of these undoes it.
    const order = await db.selectFrom('orders').selectAll().where('id', '=', id.value.id).executeTakeFirstOrThrow();
    await announceOrderChange(deps, order.id, { kind: 'status', status, carrier: order.carrier, awb: order.awb, refund: refundNews(result.refund) }, new URL(c.req.url).origin);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(await orderDetail(db, order), 'Order updated'));
  });

  return app;
}
