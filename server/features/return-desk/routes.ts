import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import {
  approveReturnSchema,
  bookPickupSchema,
  pickedUpSchema,
  receiveReturnSchema,
  refundReturnSchema,
  rejectReturnSchema,
  replaceReturnSchema,
  returnDeskPaths as paths,
  returnDeskQuerySchema,
  type ReturnDeskAction,
} from '../../../schemas/api/return-desk';
import { formBodyLimit } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { parseId, parseQuery } from '../catalog/query-params';
import { advanceReturn, bookReturnPickup } from '../returns/advance';
import type { ReturnActor, ReturnStepDeps, StepOutcome } from '../returns/steps';
import { deskActor } from '../studio/desk-write';
import { noStore, parseJsonBody, requireJsonWrites } from '../studio/http';
import { readReturnForDesk } from './detail';
import { listReturnQueue } from './list';

const FIX = 'Some fields need another look; nothing was changed';

const missing = (c: Context) => fail(c, 404, `There is no return request ${c.req.param('id') ?? ''}`);

/**
 * admin/studio/returns: the return desk. Reads need orders.read, every step
 * returns.write (server/features/staff/route-permissions.ts). Each step goes
 * through advanceReturn, the state machine's one path, and answers the
 * request as it now is; a refund the gateway is still processing answers 202.
 */
export function returnDeskRoutes(deps: ReturnStepDeps): Hono {
  const app = new Hono();
  const list = `/${paths.list}`;
  app.use(list, noStore, requireJsonWrites);
  app.use(`${list}/*`, noStore, requireJsonWrites);

  app.get(list, async (c) => {
    const query = parseQuery(c, returnDeskQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await listReturnQueue(deps.db, query.value)));
  });

  app.get(`${list}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    const request = id === null ? null : await readReturnForDesk(deps.db, id);
    return request ? c.json(envelope(request)) : missing(c);
  });

  /** One step: its body checked by its schema, then taken through the state machine's one path. */
  function step<T>(action: ReturnDeskAction, schema: z.ZodMiniType<T>, take: (body: T, id: number, by: ReturnActor) => Promise<StepOutcome>): void {
    app.post(`${list}/:id/${action}`, formBodyLimit, async (c) => {
      const id = parseId(c.req.param('id'));
      if (id === null) return missing(c);
      const body = await parseJsonBody(c, schema, FIX);
      if (!body.ok) return body.response;
      const outcome = await take(body.value, id, deskActor(c));
      if (!outcome.ok) return fail(c, outcome.status, outcome.message, outcome.problems);
      const request = await readReturnForDesk(deps.db, id);
      return request ? c.json(envelope(request, outcome.message), outcome.pending ? 202 : 200) : missing(c);
    });
  }

  step('approve', approveReturnSchema, (body, id, by) =>
    advanceReturn(deps, id, { to: 'approved', reason: body.reason, pickup: body.pickup_date ? { date: body.pickup_date, slot: body.pickup_slot ?? null } : null }, by),
  );
  step('reject', rejectReturnSchema, (body, id, by) => advanceReturn(deps, id, { to: 'rejected', reason: body.reason }, by));
  step('pickup', bookPickupSchema, (body, id, by) => bookReturnPickup(deps, id, { date: body.pickup_date, slot: body.pickup_slot }, by));
  step('picked-up', pickedUpSchema, (body, id, by) => advanceReturn(deps, id, { to: 'picked_up', note: body.note }, by));
  step('receive', receiveReturnSchema, (body, id, by) => advanceReturn(deps, id, { to: 'received', condition: body.condition, note: body.note }, by));
  step('refund', refundReturnSchema, (body, id, by) => advanceReturn(deps, id, { to: 'refunded', destination: body.destination, note: body.note }, by));
  step('replace', replaceReturnSchema, (body, id, by) => advanceReturn(deps, id, { to: 'replaced', note: body.note }, by));

  return app;
}
