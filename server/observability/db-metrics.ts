import type { LogEvent } from 'kysely';
import type pg from 'pg';
import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

const queryDuration = new Histogram({
  name: 'vitrine_db_query_duration_seconds',
  help: 'Database statement latency on a connection already held, by statement kind',
  labelNames: ['operation'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

const queryErrors = new Counter({
  name: 'vitrine_db_query_errors_total',
  help: 'Database statements that failed (including conflicts the code expects and handles), by statement kind',
  labelNames: ['operation'] as const,
  registers: [metricsRegistry],
});

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'savepoint', 'release']);

/** The statement's first word, from a fixed set: the SQL text itself would be a label per query. */
function operationOf(sqlText: string): string {
  const word = /^\s*\(?\s*([a-z]+)/i.exec(sqlText)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}

/** Kysely's `log` option: every statement's latency, and failures counted (the caller reports them). */
export function recordQuery(event: LogEvent): void {
  const operation = operationOf(event.query.sql);
  queryDuration.observe({ operation }, event.queryDurationMillis / 1000);
  if (event.level === 'error') queryErrors.inc({ operation });
}

const pools = new Set<pg.Pool>();

/**
 * node-postgres pools this process opened. PGlite has no pool (one
 * connection in the process), so on PGlite these series are absent and
 * vitrine_db_info says so.
 */
new Gauge({
  name: 'vitrine_db_pool_connections',
  help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      if (pool.ended) {
        pools.delete(pool);
        continue;
      }
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    if (pools.size === 0) return;
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

const poolMax = new Gauge({
  name: 'vitrine_db_pool_max_connections',
  help: 'The most connections the PostgreSQL pool opens',
  registers: [metricsRegistry],
});

const databaseInfo = new Gauge({
  name: 'vitrine_db_info',
  help: 'Which database this process uses (1 for the driver in use)',
  labelNames: ['driver'] as const,
  registers: [metricsRegistry],
});

export function watchPool(pool: pg.Pool, max: number): void {
  pools.add(pool);
  poolMax.set(max);
  databaseInfo.set({ driver: 'postgres' }, 1);
}

export function notePglite(): void {
  databaseInfo.set({ driver: 'pglite' }, 1);
}
