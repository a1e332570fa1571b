import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { adminUrl, createTestDatabase, withAdminClient, type TestDatabase } from './harness';

/** Only PostgreSQL has connections the server can close under us. */
describe.skipIf(!adminUrl)('a lost database connection (postgres)', () => {
  let t: TestDatabase;
  const unhandled: unknown[] = [];
  const onUnhandled = (e: unknown) => unhandled.push(e);

  beforeAll(async () => {
    t = await createTestDatabase();
    process.on('uncaughtException', onUnhandled);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUnhandled);
    await t.close();
  });

  it('is replaced on the next query instead of crashing the server', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const name = rows[0]?.name ?? '';
    await withAdminClient(adminUrl ?? '', (c) =>
      c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]),
    );
    await new Promise((done) => setTimeout(done, 200));
    const again = await sql<{ one: number }>`select 1 as one`.execute(t.db);
    expect(again.rows[0]?.one).toBe(1);
    expect(unhandled).toEqual([]);
  });
});
