import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { dashboardPaths, dashboardQuerySchema } from '../../../schemas/api/dashboard';
import type { Database } from '../../db/types';
import { envelope } from '../../http/respond';
import { parseQuery } from '../catalog/query-params';
import { noStore } from '../studio/http';
import { readDashboard } from './read';

export interface DashboardDeps {
  db: Kysely<Database>;
  /** What "now" is; tests fix it to read a known day and week. */
  now?: () => Date;
}

/**
 * GET admin/studio/dashboard?period=today|week: the studio's opening figures
 * (reports.read, in server/features/staff/route-permissions.ts). Read-only.
 */
export function dashboardRoutes({ db, now = () => new Date() }: DashboardDeps): Hono {
  const app = new Hono();
  const path = `/${dashboardPaths.dashboard}`;
  app.use(path, noStore);
  app.get(path, async (c) => {
    const query = parseQuery(c, dashboardQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await readDashboard(db, query.value.period, now())));
  });
  return app;
}
