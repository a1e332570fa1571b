import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_catalog';
import * as m0003 from './migrations/0003_identity';
import * as m0004 from './migrations/0004_orders';
import * as m0005 from './migrations/0005_account';
import * as m0006 from './migrations/0006_studio';
import type { Database } from './types';

/**
 * Listed by hand rather than read from the folder so the server runs the same
 * way under tsx, vitest and a bundler. Keys sort in the order they must run.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_catalog': m0002,
  '0003_identity': m0003,
  '0004_orders': m0004,
  '0005_account': m0005,
  '0006_studio': m0006,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Safe to run from every instance at start-up: on PostgreSQL Kysely's migrator
 * holds a session advisory lock (pg_advisory_lock) around reading the applied
 * list and applying, so instances starting together queue, and the ones after
 * the first find nothing left to do (tests/server/start-up-race.test.ts).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
