import type { Handler } from 'hono';
import { fail } from '../http/respond';
import { metricsAccess, type MetricsConfig } from './metrics-access';
import { collectProcessMetrics, metricsRegistry } from './registry';

/** GET /metrics: the Prometheus text format, behind its own credential (metrics-access.ts). */
export function metricsRoute(config: MetricsConfig | undefined, production: boolean): Handler {
  collectProcessMetrics();
  return async (c) => {
    const access = metricsAccess(c.req.header('Authorization'), config, production);
    if (access === 'hidden') return fail(c, 404, `No such endpoint: ${c.req.method} ${c.req.path}`);
    if (access === 'unauthorized') {
      c.header('WWW-Authenticate', config?.token !== undefined ? 'Bearer realm="metrics"' : 'Basic realm="metrics"');
      return fail(c, 401, 'The metrics credential is required');
    }
    c.header('Content-Type', metricsRegistry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metricsRegistry.metrics());
  };
}
