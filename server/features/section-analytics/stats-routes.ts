import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { sectionAnalyticsPaths, sectionStatsQuerySchema } from '../../../schemas/api/section-analytics';
import type { Database } from '../../db/types';
import { envelope } from '../../http/respond';
import { parseQuery } from '../catalog/query-params';
import { noStore } from '../studio/http';
import { readSectionStats } from './read-stats';

export interface SectionStatsDeps {
  db: Kysely<Database>;
  /** What "now" is; tests fix it to read known hours. */
  now?: () => Date;
}

/**
 * GET admin/studio/section-stats?scope=home&period=7d: how each section of a
 * layout did over the period, for the layout editor (layouts.read, in
 * server/features/staff/route-permissions.ts; the staff guard in app.ts
 * enforces it). Counts reach the table within FLUSH_EVERY_MS of arriving.
 */
export function sectionStatsRoutes({ db, now = () => new Date() }: SectionStatsDeps): Hono {
  const app = new Hono();
  const path = `/${sectionAnalyticsPaths.stats}`;
  app.use(path, noStore);
  app.get(path, async (c) => {
    const query = parseQuery(c, sectionStatsQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await readSectionStats(db, query.value.scope, query.value.period, now())));
  });
  return app;
}
