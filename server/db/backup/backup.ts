import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteDir } from '../connect';
import { postgresTool, runTool } from './postgres-tools';

/**
 * Two kinds of backup, one per database the shop runs on:
 * - PostgreSQL: pg_dump's plain SQL (no owners or grants, so it restores
 *   under any role), replayed by psql in one transaction;
 * - PGlite: the embedded cluster's own gzipped dump of its data folder.
 */
export type BackupKind = 'postgres-sql' | 'pglite-dump';

export interface BackupTarget {
  url?: string | undefined;
  dataDir?: string | undefined;
}

export function backupKindOf(file: string): BackupKind {
  const head = readFileSync(file).subarray(0, 2);
  // gzip's magic number; pg_dump's plain format is text.
  return head[0] === 0x1f && head[1] === 0x8b ? 'pglite-dump' : 'postgres-sql';
}

export function defaultBackupName(target: BackupTarget, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return target.url ? `vitrine-${stamp}.sql` : `vitrine-${stamp}.pglite.tar.gz`;
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupKind> {
  if (target.url) {
    await runTool(postgresTool('pg_dump'), ['--no-owner', '--no-privileges', '--format=plain', `--file=${file}`], target.url);
    return 'postgres-sql';
  }
  if (target.dataDir === undefined) throw new Error('nothing to back up: set DATABASE_URL or DATA_DIR');
  const folder = pgliteDir(target.dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) throw new Error(`no PGlite database in ${folder}`);
  const pglite = new PGlite(folder, { extensions: { pg_trgm } });
  try {
    // Asked before the cluster is up, the dump never settles and the CLI exits 0 having written nothing.
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return 'pglite-dump';
}

async function postgresHasTables(url: string): Promise<boolean> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return (result.rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores into an empty database only: replaying a dump over a live shop
 * would mix two histories of orders and stock.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<BackupKind> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const kind = backupKindOf(file);
  if (target.url) {
    if (kind !== 'postgres-sql') throw new Error(`${file} is a PGlite dump: restore it with DATA_DIR, not into PostgreSQL`);
    if (await postgresHasTables(target.url)) throw new Error('the target database already has tables: restore into an empty database');
    await runTool(postgresTool('psql'), ['--quiet', '--no-psqlrc', '--single-transaction', '--set=ON_ERROR_STOP=1', `--file=${file}`], target.url);
    return kind;
  }
  if (target.dataDir === undefined) throw new Error('nowhere to restore: set DATABASE_URL or DATA_DIR');
  if (kind !== 'pglite-dump') throw new Error(`${file} is a PostgreSQL dump: restore it with DATABASE_URL, not into PGlite`);
  const folder = pgliteDir(target.dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new Error(`${folder} is not empty: restore into a new DATA_DIR`);
  mkdirSync(folder, { recursive: true });
  const pglite = new PGlite(folder, { extensions: { pg_trgm }, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await pglite.waitReady;
  } finally {
    await pglite.close();
  }
  return kind;
}
