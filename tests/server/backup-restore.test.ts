/**
 * npm run backup and npm run restore, run as an operator runs them (the CLI in
 * a child process) against the kind of database this run uses: a PGlite data
 * folder, or PostgreSQL with TEST_DATABASE_URL. The restored database must
 * hold every order, shopper and configuration version the original held.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { readLiveDocument } from '../../server/features/studio/documents';
import { publishInTransaction } from '../../server/features/studio/publish';
import { seedDemoOrders } from '../../server/seed/demo-orders';
import { seedIfEmpty } from '../../server/seed/seed';
import { adminUrl, createEmptyPostgresDatabase, databaseKind } from './harness';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

interface Side {
  /** CLI flags naming this database. */
  flags: string[];
  open(): Kysely<Database>;
  drop(): Promise<void>;
}

async function pgliteSide(): Promise<Side> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-backup-'));
  return { flags: ['--data-dir', dir], open: () => openDatabase({ dataDir: dir }), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresSide(admin: string): Promise<Side> {
  const empty = await createEmptyPostgresDatabase(admin);
  return { flags: ['--database-url', empty.url], open: () => openDatabase({ url: empty.url }), drop: empty.drop };
}

const newSide = () => (adminUrl ? postgresSide(adminUrl) : pgliteSide());

function cli(args: string[]) {
  // The child must see only the flags: no DATABASE_URL from the developer's shell.
  const env = { ...process.env, DATABASE_URL: '', NODE_ENV: 'test' };
  return run(tsx, ['server/db/backup/cli.ts', ...args], { env, timeout: 120_000 });
}

interface Held {
  orders: string[];
  users: string[];
  versions: string[];
}

async function holdings(db: Kysely<Database>): Promise<Held> {
  const orders = await db.selectFrom('orders').select(['id', 'order_number', 'total_paise', 'status']).orderBy('id').execute();
  const users = await db.selectFrom('users').select(['id', 'firebase_uid', 'email', 'mobile']).orderBy('id').execute();
  const versions = await db.selectFrom('config_versions').select(['key', 'version', 'summary']).orderBy('id').execute();
  return { orders: orders.map((o) => JSON.stringify(o)), users: users.map((u) => JSON.stringify(u)), versions: versions.map((v) => JSON.stringify(v)) };
}

describe(`backup and restore (${databaseKind})`, () => {
  let source: Side;
  let target: Side;
  let work: string;
  let before: Held;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'vitrine-backup-file-'));
    source = await newSide();
    target = await newSide();
    const db = source.open();
    try {
      await migrateToLatest(db);
      await seedIfEmpty(db);
      await seedDemoOrders(db);
      const theme = await readLiveDocument(db, 'theme');
      await db.transaction().execute((tx) => publishInTransaction(tx, { key: 'theme', document: theme, actor: 'backup test', source: 'publish', summary: 'Republished before the backup' }));
      before = await holdings(db);
    } finally {
      await db.destroy();
    }
  }, 240_000);

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores into an empty database every order, shopper and configuration version', async () => {
    expect(before.orders.length).toBeGreaterThan(100);
    expect(before.users.length).toBeGreaterThan(10);
    expect(before.versions.length).toBeGreaterThanOrEqual(2);
    const file = join(work, 'shop.backup');
    const backup = await cli(['backup', '--out', file, ...source.flags]);
    expect(backup.stdout).toContain(`Wrote ${file}`);

    const restore = await cli(['restore', file, ...target.flags]);
    expect(restore.stdout).toContain(`Restored: ${before.orders.length} orders, ${before.users.length} shoppers, ${before.versions.length} configuration versions`);
    const db = target.open();
    try {
      expect(await holdings(db)).toEqual(before);
    } finally {
      await db.destroy();
    }
  }, 240_000);

  it('refuses to restore over a database that holds a shop', async () => {
    const file = join(work, 'again.backup');
    await cli(['backup', '--out', file, ...source.flags]);
    const refused = await cli(['restore', file, ...source.flags]).then(
      () => 'restored',
      (error: { code?: number; stderr?: string }) => `${error.code}: ${error.stderr ?? ''}`,
    );
    expect(refused).toMatch(/^1: restore failed: .*(not empty|already has tables)/);
  }, 240_000);

  it('says how to call it when the arguments are wrong', async () => {
    const wrong = await cli(['restore']).then(
      () => 'ran',
      (error: { code?: number; stderr?: string }) => `${error.code}: ${error.stderr ?? ''}`,
    );
    expect(wrong).toMatch(/^2: restore takes one backup file\nUsage: npm run backup/);
  }, 60_000);
});
