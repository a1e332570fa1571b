import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import {
  emptyBodySchema,
  orderCancelSchema,
  orderCodCollectedSchema,
  orderDeskPaths as paths,
  orderDeskQuerySchema,
  orderMoveSchema,
  orderRefundSchema,
} from '../../../schemas/api/order-desk';
import { formBodyLimit } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { parseId, parseQuery } from '../catalog/query-params';
import { noStore, parseJsonBody, requireJsonWrites } from '../studio/http';
import { cancelDeskOrder } from './cancel';
import { collectCod } from './cod';
import { orderActor, originOf, type DeskAction, type OrderDeskDeps } from './deps';
import { exportOrders, orderExportFileName } from './export';
import { emailInvoice, staffInvoice } from './invoice';
import { listDeskOrders } from './list';
import { moveDeskOrder } from './move';
import { deskOrder } from './read';
import { refundDeskOrder } from './refund';

const FIX = 'Some fields need another look; nothing was changed';
const missing = (c: Context) => fail(c, 404, `There is no order ${c.req.param('id') ?? ''}`);

/**
 * admin/studio/orders: the order desk. Permissions are in
 * server/features/staff/route-permissions.ts (reads orders.read; moves,
 * cancellations, cash collected and invoice e-mails orders.write; refunds
 * returns.write). Every action answers with the order as it now is.
 */
export function orderDeskRoutes(deps: OrderDeskDeps): Hono {
  const app = new Hono();
  const list = `/${paths.list}`;
  app.use(list, noStore, requireJsonWrites);
  app.use(`${list}/*`, noStore, requireJsonWrites);

  const answer = async (c: Context, id: number, outcome: DeskAction) => {
    if (!outcome.ok) return fail(c, outcome.status, outcome.message, outcome.problems);
    const order = await deskOrder(deps.db, id);
    return order ? c.json(envelope(order, outcome.message)) : missing(c);
  };

  /** One action: the order's id, its body checked by its schema, then the action with the staff account acting. */
  const action = <T>(suffix: string, schema: z.ZodMiniType<T>, run: (c: Context, id: number, body: T) => Promise<DeskAction>) =>
    app.post(`${list}/:id/${suffix}`, formBodyLimit, async (c) => {
      const id = parseId(c.req.param('id'));
      if (id === null) return missing(c);
      const body = await parseJsonBody(c, schema, FIX);
      if (!body.ok) return body.response;
      return answer(c, id, await run(c, id, body.value));
    });

  app.get(list, async (c) => {
    const query = parseQuery(c, orderDeskQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await listDeskOrders(deps.db, query.value)));
  });

  // Before /:id, which would otherwise take export.csv for an id.
  app.get(`/${paths.export}`, (c) => {
    const query = parseQuery(c, orderDeskQuerySchema);
    if (!query.ok) return query.response;
    return c.body(exportOrders(deps.db, query.value), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${orderExportFileName()}"`,
    });
  });

  app.get(`${list}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    const order = id === null ? null : await deskOrder(deps.db, id);
    return order ? c.json(envelope(order)) : missing(c);
  });

  app.get(`${list}/:id/invoice`, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null) return missing(c);
    const built = await staffInvoice(deps.db, id);
    return built.ok ? c.json(envelope(built.invoice)) : fail(c, built.status, built.message);
  });

  action('move', orderMoveSchema, (c, id, move) => moveDeskOrder(deps, id, move, orderActor(c), originOf(c)));
  action('cancel', orderCancelSchema, (c, id, input) => cancelDeskOrder(deps, id, input, orderActor(c), originOf(c)));
  action('cod-collected', orderCodCollectedSchema, (c, id, input) => collectCod(deps, id, input.note, orderActor(c), originOf(c)));
  action('refunds', orderRefundSchema, (c, id, input) => refundDeskOrder(deps, id, input, orderActor(c), originOf(c)));
  action('invoice-email', emptyBodySchema, (c, id) => emailInvoice(deps, id, orderActor(c), originOf(c)));

  return app;
}
