import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Lifecycle } from './lifecycle';
import type { MetricsConfig } from './metrics-access';
import { metricsRoute } from './metrics-route';
import { readinessRoute } from './readiness';
import { requestContext } from './request-context';

/**
 * Request ids with one log line and the metrics per request, /metrics and
 * /api/ready. First on the app: the request context must wrap every other
 * middleware, and these two routes come before the catch-alls.
 */
export function installObservability(app: Hono, deps: { db: Kysely<Database>; production: boolean; metrics: MetricsConfig | undefined; lifecycle: Lifecycle }): void {
  app.use(requestContext(deps.lifecycle));
  app.get('/metrics', metricsRoute(deps.metrics, deps.production));
  app.get('/api/ready', readinessRoute(deps.db, deps.lifecycle));
}
