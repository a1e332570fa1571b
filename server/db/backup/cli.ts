/**
 * npm run backup -- [--out FILE] [--database-url URL] [--data-dir DIR]
 * npm run restore -- FILE [--database-url URL] [--data-dir DIR]
 *
 * The database the server would use (DATABASE_URL, else PGlite in DATA_DIR),
 * as for `npm run seed`. PostgreSQL is dumped live; PGlite has one user at a
 * time, so stop the shop before backing it up. A restore goes into an empty
 * database, is migrated to this release, and prints what it holds.
 * Exit codes: 0 done, 1 failed, 2 bad arguments.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeDatabase, openDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { parseEnv } from '../../env';
import { backupDatabase, defaultBackupName, restoreDatabase, type BackupTarget } from './backup';
import { countHoldings } from './holdings';

const USAGE = `Usage: npm run backup -- [--out FILE] [--database-url URL] [--data-dir DIR]
       npm run restore -- FILE [--database-url URL] [--data-dir DIR]
  --out FILE          where the backup goes (default backups/vitrine-<time>.sql or .pglite.tar.gz)
  --database-url URL  PostgreSQL instead of DATABASE_URL
  --data-dir DIR      PGlite folder instead of DATA_DIR (ignored with a database URL)`;

type Command = { action: 'backup'; out?: string; target: BackupTarget } | { action: 'restore'; file: string; target: BackupTarget };

function parseCommand(argv: string[], env: BackupTarget): Command | string {
  const [action, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { out: { type: 'string' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const { values, positionals } = parsed;
  const url = values['database-url'] ?? env.url;
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) return '--database-url must start with postgres:// or postgresql://';
  const target = { url, dataDir: values['data-dir'] ?? env.dataDir };
  if (action === 'backup') return positionals.length === 0 ? { action, out: values.out, target } : `unexpected ${positionals.join(' ')}`;
  if (action === 'restore') {
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) return 'restore takes one backup file';
    return { action, file, target };
  }
  return `unknown action ${action ?? '(none)'}`;
}

const size = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnv(process.env);
  if (!env.ok) {
    console.error(env.message);
    return 1;
  }
  const command = parseCommand(process.argv.slice(2), { url: env.config.databaseUrl, dataDir: env.config.dataDir });
  if (typeof command === 'string') {
    console.error(`${command}\n${USAGE}`);
    return 2;
  }
  if (command.action === 'backup') {
    const file = command.out ?? join('backups', defaultBackupName(command.target));
    mkdirSync(dirname(file), { recursive: true });
    console.log(`Backing up ${describeDatabase(command.target)}`);
    const kind = await backupDatabase(command.target, file);
    console.log(`Wrote ${file} (${kind}, ${size(file)})`);
    return 0;
  }
  console.log(`Restoring ${command.file} into ${describeDatabase(command.target)}`);
  await restoreDatabase(command.target, command.file);
  const db = openDatabase(command.target);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) console.log(`  migrated to this release: ${applied.join(', ')}`);
    const held = await countHoldings(db);
    console.log(`Restored: ${held.orders} orders, ${held.users} shoppers, ${held.configVersions} configuration versions, ${held.products} products.`);
  } finally {
    await db.destroy();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`${process.argv[2] ?? 'backup'} failed:`, error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
