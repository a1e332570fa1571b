import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types';
import { notePglite, recordQuery, watchPool } from '../observability/db-metrics';
import { log } from '../observability/logger';

export interface DatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used and dataDir is ignored. */
  url?: string | undefined;
  /** Folder for the embedded PGlite database; undefined means in memory (tests). */
  dataDir?: string | undefined;
  /** In memory only: start from this dump of a data folder (PGlite's dumpDataDir), not from an empty cluster. */
  loadDataDir?: Blob | undefined;
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

/** Where the data lives, for the start-up banner (never shows a password). */
export function describeDatabase(options: DatabaseOptions = {}): string {
  if (options.url) return `PostgreSQL ${redactUrl(options.url)}`;
  if (options.dataDir !== undefined) return `PGlite in ${pgliteDir(options.dataDir)}`;
  return 'PGlite in memory (nothing is kept)';
}

/** Where PGlite's cluster lives under DATA_DIR (the backup CLI reads it too). */
export function pgliteDir(dataDir: string): string {
  return resolve(join(dataDir, 'pglite'));
}

export function openDatabase(options: DatabaseOptions = {}): Kysely<Database> {
  if (options.url) {
    const max = 10;
    const pool = new pg.Pool({ connectionString: options.url, max });
    watchPool(pool, max);
    // An idle connection can be closed by the server (restart, failover, a dropped
    // database); node-postgres reports it here, and unheard it would crash the
    // process. The pool replaces the client on the next query.
    pool.on('error', (error) => log.error({ err: error }, 'database connection lost'));
    // The pool listens only to idle clients. One checked out between two
    // statements (a transaction awaiting other work) that loses its server
    // emits 'error' with nobody listening, which ends the process: the fault
    // drill's PostgreSQL restart killed an instance so. Its next statement
    // fails instead, and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: error }, 'database connection lost while in use')));
    // log: every statement's latency goes to /metrics (vitrine_db_query_duration_seconds), on PGlite too.
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: recordQuery });
  }
  // PGlite has no pool to report: /metrics says which driver instead.
  notePglite();
  if (options.dataDir !== undefined) {
    const dir = pgliteDir(options.dataDir);
    mkdirSync(dir, { recursive: true });
    return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => new PGlite(dir, { extensions: { pg_trgm } }) }), log: recordQuery });
  }
  const loadDataDir = options.loadDataDir;
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => new PGlite({ extensions: { pg_trgm }, loadDataDir }) }), log: recordQuery });
}
