/**
 * npm run seed -- [--products N] [--database-url postgres://…] [--data-dir DIR]
 *
 * Opens the database the server would use (DATABASE_URL, else PGlite in
 * DATA_DIR), migrates it, seeds the demo shop if it is new, then replaces the
 * catalogue with N generated products (the demo catalogue by default). Carts
 * and wishlists are emptied with it: they point at the old products.
 * Exit codes: 0 done, 1 failed, 2 bad arguments.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { z } from 'zod';
import { describeDatabase, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { parseEnv } from '../env';
import { wholeNumber } from '../../schemas/zod-helpers';
import { DEMO_PRODUCT_COUNT, replaceCatalog } from './catalog';
import { seedIfEmpty } from './seed';

const MAX_PRODUCTS = 1_000_000;

const USAGE = `Usage: npm run seed -- [--products N] [--database-url postgres://…] [--data-dir DIR]
  --products N        products to generate, 1 to ${MAX_PRODUCTS} (default ${DEMO_PRODUCT_COUNT}, the demo catalogue)
  --database-url URL  PostgreSQL to seed instead of DATABASE_URL
  --data-dir DIR      PGlite folder instead of DATA_DIR (ignored with a database URL)`;

const productsSchema = wholeNumber('--products', 1, MAX_PRODUCTS);

const urlSchema = z.string().regex(/^postgres(ql)?:\/\//, '--database-url must start with postgres:// or postgresql://');

type Parsed = { ok: true; products: number; databaseUrl?: string; dataDir?: string } | { ok: false; message: string };

function parseSeedArgs(argv: string[]): Parsed {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: { products: { type: 'string' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { ok: false, message: '' };
  const products = productsSchema.safeParse(values.products ?? String(DEMO_PRODUCT_COUNT));
  if (!products.success) return { ok: false, message: `${products.error.issues[0]?.message ?? 'invalid --products'} (got "${values.products ?? ''}")` };
  const url = values['database-url'];
  if (url !== undefined) {
    const checked = urlSchema.safeParse(url);
    if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? 'invalid --database-url' };
  }
  return { ok: true, products: products.data, databaseUrl: url, dataDir: values['data-dir'] };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString('en-IN');

async function main(): Promise<number> {
  const args = parseSeedArgs(process.argv.slice(2));
  if (!args.ok) {
    if (args.message) console.error(`seed: ${args.message}`);
    console.error(USAGE);
    return 2;
  }
  // Variables already in the environment win over the file, as for the server.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnv(process.env);
  if (!env.ok) {
    console.error(env.message);
    return 1;
  }
  const options = { url: args.databaseUrl ?? env.config.databaseUrl, dataDir: args.dataDir ?? env.config.dataDir };
  const started = performance.now();
  console.log(`Seeding ${describeDatabase(options)}`);
  const db = openDatabase(options);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) console.log(`  migrated: ${applied.join(', ')}`);
    if (await seedIfEmpty(db)) console.log('  seeded the demo shop (new database)');
    console.log(`  replacing the catalogue with ${count(args.products)} products…`);
    let lastReport = 0;
    await replaceCatalog(db, {
      products: args.products,
      onProgress: (inserted, total) => {
        // About every 5%, and the last batch.
        if (inserted === total || inserted - lastReport >= Math.max(1, total / 20)) {
          lastReport = inserted;
          console.log(`  ${count(inserted)} / ${count(total)} products (${seconds(started)})`);
        }
      },
    });
    const totals = await sql<{ products: number; variants: number; categories: number; brands: number; collections: number }>`
      select (select count(*)::int from products) as products, (select count(*)::int from product_variants) as variants,
             (select count(*)::int from categories) as categories, (select count(*)::int from brands) as brands,
             (select count(*)::int from collections) as collections`.execute(db);
    const t = totals.rows[0];
    if (t) {
      console.log(
        `Done in ${seconds(started)}: ${count(t.products)} products, ${count(t.variants)} variants, ${t.categories} categories, ${t.brands} brands, ${t.collections} collections.`,
      );
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('seed failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
