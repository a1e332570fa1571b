/**
 * Every server test file opens an in-memory PGlite of its own. Creating the
 * cluster and running the migrations takes about 5 s a file here; loading a
 * dump of the result takes about 1.5 s. The dumps (migrated and empty; seeded
 * with the demo shop) are made once per run, before the test workers, which
 * are spawned afterwards and inherit the variable set here. A PostgreSQL run
 * (TEST_DATABASE_URL) creates its databases as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { seedIfEmpty } from '../../server/seed/seed';

async function dump(pglite: PGlite, file: string): Promise<void> {
  const tarball = await pglite.dumpDataDir('none');
  writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
}

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL || process.env.VITRINE_TEST_PGLITE_TEMPLATES) return async () => {};
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pglite-templates-'));
  const pglite = new PGlite({ extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => pglite }) });
  try {
    await migrateToLatest(db);
    await dump(pglite, join(dir, 'migrated.tar'));
    await seedIfEmpty(db);
    await dump(pglite, join(dir, 'seeded.tar'));
  } finally {
    await db.destroy();
  }
  process.env.VITRINE_TEST_PGLITE_TEMPLATES = dir;
  return async () => rmSync(dir, { recursive: true, force: true });
}
