/**
 * The PostgreSQL twin of pglite-templates.global.ts. With TEST_DATABASE_URL,
 * every server test file gets a database of its own; migrating and seeding it
 * took about 3 s a file (13 s with the machine loaded), copying a template
 * database (CREATE DATABASE … TEMPLATE) about a tenth of that. The two
 * templates (migrated and empty; seeded with the demo shop) are made once per
 * run, before the test workers, which inherit the variable set here, and are
 * dropped at the end. Files that need a database with no tables at all
 * (createEmptyPostgresDatabase) still get one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function prepare(admin: string, name: string, from: string | undefined, run: (url: string) => Promise<void>): Promise<void> {
  // The names are ours (hex only), so interpolating them into DDL is safe.
  await withAdminClient(admin, (c) => c.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`));
  await run(databaseUrl(admin, name));
}

export default async function setup(): Promise<() => Promise<void>> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin || process.env.VITRINE_TEST_PG_TEMPLATES) return async () => {};
  const prefix = `vitrine_tpl_${randomBytes(4).toString('hex')}`;
  const names = [`${prefix}_migrated`, `${prefix}_seeded`];
  const drop = () => withAdminClient(admin, async (c) => {
    for (const name of names) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  try {
    await prepare(admin, `${prefix}_migrated`, undefined, async (url) => {
      const db = openDatabase({ url });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
    });
    // A template must have no open connection while it is copied: each pool is closed before the next copy.
    await prepare(admin, `${prefix}_seeded`, `${prefix}_migrated`, async (url) => {
      const db = openDatabase({ url });
      try {
        await seedIfEmpty(db);
      } finally {
        await db.destroy();
      }
    });
  } catch (error) {
    await drop();
    throw error;
  }
  process.env.VITRINE_TEST_PG_TEMPLATES = prefix;
  return drop;
}
