import { Hono } from 'hono';
import * as z from 'zod/mini';
import { configKeySchema, studioPaths } from '../../../schemas/api/studio';
import { envelope, fail } from '../../http/respond';
import { audit, listAudit } from './audit';
import { studioConfigRoutes } from './config-routes';
import type { StudioDeps } from './deps';
import { actorName, staffOf } from '../staff/guard';
import { noStore, requireJsonWrites } from './http';
import { cancelSchedule } from './schedules';
import { studioSessionRoutes } from './session-routes';

const idParam = z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,8}$/)), z.transform(Number));
const auditQuery = z.object({ key: z.optional(configKeySchema), before_id: z.optional(idParam) });

/** admin/studio/*: session, drafts, publishing, versions, rollback, schedules, audit. */
export function studioRoutes(deps: StudioDeps): Hono {
  const app = new Hono();
  app.use('/admin/studio/*', noStore, requireJsonWrites);
  app.route('/', studioSessionRoutes(deps));
  app.route('/', studioConfigRoutes(deps));

  app.delete('/admin/studio/schedules/:id', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, `No schedule ${c.req.param('id')}`);
    const result = await cancelSchedule(deps.db, id.data);
    if (!result.ok) {
      if (result.reason === 'missing') return fail(c, 404, `No schedule ${c.req.param('id')}`);
      return fail(c, 409, `This schedule is already ${result.status ?? 'closed'}; only a pending one can be cancelled`);
    }
    const { schedule } = result;
    await audit(deps.db, { actor: actorName(staffOf(c)), staffId: staffOf(c).id, action: 'cancel-schedule', key: schedule.key, summary: `Cancelled the publish scheduled for ${schedule.publish_at} (schedule ${schedule.id})` });
    return c.json(envelope(schedule, 'Schedule cancelled'));
  });

  app.get(`/${studioPaths.audit}`, async (c) => {
    const query = auditQuery.safeParse({ key: c.req.query('key') || undefined, before_id: c.req.query('before_id') || undefined });
    if (!query.success) return fail(c, 400, 'key must be a configuration key and before_id a positive number');
    return c.json(envelope(await listAudit(deps.db, { key: query.data.key, beforeId: query.data.before_id })));
  });

  const outer = new Hono();
  outer.route('/', app);
  return outer;
}
