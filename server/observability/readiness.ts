import type { Handler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { envelope, fail } from '../http/respond';
import type { Lifecycle } from './lifecycle';
import { log } from './logger';
import { readinessChecks } from './shop-metrics';

/** Well under a load balancer's usual probe timeout, so a hung database reads as not ready rather than as no answer. */
const DATABASE_TIMEOUT_MS = 2000;

export const READINESS_MESSAGES = {
  ready: 'ready',
  draining: 'This instance is shutting down; send requests to another one.',
  database: 'The database is not answering, so this instance cannot serve the shop.',
} as const;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready: whether this instance should get traffic. /api/health only
 * says the process answers (liveness: restart it if not); this also asks the
 * database the cheapest question, and says no while draining for shutdown.
 */
export function readinessRoute(db: Kysely<Database>, lifecycle: Lifecycle): Handler {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    if (lifecycle.draining) {
      readinessChecks.inc({ outcome: 'draining' });
      return fail(c, 503, READINESS_MESSAGES.draining);
    }
    try {
      await withTimeout(sql`select 1`.execute(db), DATABASE_TIMEOUT_MS);
    } catch (err) {
      readinessChecks.inc({ outcome: 'database' });
      log.warn({ err }, 'readiness: the database check failed');
      return fail(c, 503, READINESS_MESSAGES.database);
    }
    readinessChecks.inc({ outcome: 'ready' });
    return c.json(envelope(null, READINESS_MESSAGES.ready));
  };
}
