/**
 * N instances started at once against a new, empty PostgreSQL database (a
 * fresh deploy with several replicas): each runs main.ts's start-up steps,
 * migrate then seed, at the same moment. Kysely's migrator holds a
 * PostgreSQL advisory lock while it migrates, and the seed claims its marker
 * row in its transaction, so exactly one instance does each and the others
 * find the work done.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { demoModules } from '../../server/seed/demo-shop';
import { seedIfEmpty } from '../../server/seed/seed';
import { adminUrl, createEmptyPostgresDatabase } from './harness';

const INSTANCES = 3;

describe.skipIf(!adminUrl)('start-up of several instances at once on an empty PostgreSQL database', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let pools: Kysely<Database>[] = [];

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase(adminUrl ?? '');
    pools = Array.from({ length: INSTANCES }, () => openDatabase({ url: empty.url }));
  });

  afterAll(async () => {
    await Promise.all(pools.map((db) => db.destroy()));
    await empty?.drop();
  });

  it('migrates once and seeds once; every instance starts', async () => {
    const started = await Promise.all(
      pools.map(async (db) => {
        const applied = await migrateToLatest(db);
        const seeded = await seedIfEmpty(db);
        return { applied, seeded };
      }),
    );

    const migrators = started.filter((s) => s.applied.length > 0);
    expect(migrators).toHaveLength(1);
    const [db] = pools;
    if (!db) throw new Error('no pool');
    // Kysely's own bookkeeping table, outside the typed schema.
    const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(recorded.rows.map((r) => r.name)).toEqual(migrators[0]?.applied);
    expect(started.filter((s) => s.applied.length === 0)).toHaveLength(INSTANCES - 1);

    expect(started.filter((s) => s.seeded)).toHaveLength(1);
    const count = async (table: 'modules' | 'settings') => (await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    expect(await count('modules')).toBe(demoModules.length);
    const markers = await db.selectFrom('settings').select('key').where('key', '=', 'seed').execute();
    expect(markers).toHaveLength(1);
    // A later restart of any of them changes nothing.
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBe(false);
  });
});
