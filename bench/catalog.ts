import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { parseEnv, type ServerConfig } from '../server/env';
import { log } from '../server/observability/logger';
import { seedIfEmpty } from '../server/seed/seed';
import { replaceCatalog } from '../server/seed/catalog';
import { catalogPaths, productListPath, productListSchema, suggestionsSchema } from '../schemas/api/catalog';
import { envelopeSchema } from '../schemas/api/envelope';
import { productDeskListPath, productDeskPageSchema } from '../schemas/api/product-desk';
import { studioPaths } from '../schemas/api/studio';
import { LISTING_QUERY, SUGGESTIONS_QUERY, type CatalogDatabase, type CatalogRow } from './catalog-budgets';
import { catalogReport } from './catalog-report';
import { parseFlags } from './flags';
import { isMain } from './is-main';
import { postgresInstalled, startPostgres } from './postgres';
import { withScratchDatabase } from './scratch-database';
import { percentile } from './stats';

// The order, dashboard and import benches take it from here.
export { withScratchDatabase };
export type { CatalogRow };

/*
 * Catalogue latency at scale: seeds N generated products (default 100,000) into
 * PGlite and, when BENCH_DATABASE_URL (or --pg URL) names a PostgreSQL server,
 * into a throwaway database there too (run directly, it starts a throwaway
 * cluster of its own when none is named and PostgreSQL is installed); then
 * times filtered listings, the first and a deep page of one big category,
 * search suggestions, and the staff's product desk table (a search or filter,
 * its total and a page), through the real HTTP handlers (validation, SQL,
 * JSON) and prints p50/p95/max per query kind as a table with issue 21's
 * budgets. It never asserts: compare runs on the same machine.
 */

export interface CatalogOptions {
  products: number;
  rounds: number;
  /** A PostgreSQL server's URL: measured in a throwaway database there too. */
  pg?: string | undefined;
  /** Without pg: start a throwaway PostgreSQL cluster for the run (when the binaries are installed). */
  localPostgres?: boolean;
  log?: (line: string) => void;
}

const optionsSchema = z.object({
  products: z.coerce.number().int().min(1000).max(1_000_000).default(100_000),
  rounds: z.coerce.number().int().min(10).max(10_000).default(200),
  pg: z.string().url().optional(),
});

const auth = { Authorization: `Basic ${Buffer.from('bench:bench-key').toString('base64')}` };
/** The first owner (the bench's ADMIN_USER / ADMIN_PASSWORD) signs in to the studio: the desk's routes take its session. */
export async function studioCookie(app: ReturnType<typeof createApp>): Promise<Record<string, string>> {
  const res = await app.request(`/api/${studioPaths.session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: 'bench-admin', password: 'bench-admin-key' }),
  });
  const cookie = res.headers.get('Set-Cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`studio sign-in: HTTP ${res.status} ${await res.text()}`);
  return { Cookie: cookie };
}

/** What a shopper does: narrow a category by price and stock, sort, page; filter by brand; search. */
const listingRequests = [
  productListPath({ category_id: '1', price_min: '5000000', price_max: '12000000', in_stock: 'true', sort: 'price_asc' }),
  productListPath({ category_id: '5', sort: 'popularity', page: '3' }),
  productListPath({ category_id: '3', brand: 'lg,samsung,dell', sort: 'discount' }),
  productListPath({ flag: 'hot_deal', sort: 'discount', page: '2' }),
  productListPath({ q: 'gaming laptop', in_stock: 'true' }),
  productListPath({ category_id: '7', price_max: '1000000', sort: 'newest' }),
];
/** What staff do at the product desk: search by words, id or slug; filter by category, brand or stock; sort; page. */
const deskRequests = [
  productDeskListPath({ q: 'dell latitude' }),
  productDeskListPath({ q: 'gaming laptop', sort: 'price', dir: 'asc' }),
  productDeskListPath({ category_id: 1, stock: 'low', sort: 'stock', dir: 'asc' }),
  productDeskListPath({ brand_id: 15, sort: 'title', dir: 'asc', page: 3 }),
  productDeskListPath({ stock: 'out', page_size: 100 }),
  productDeskListPath({ q: '4' }),
  productDeskListPath({ category_id: 5, q: 'ssd', sort: 'updated' }),
  productDeskListPath({ page: 40 }),
];
/** Prefixes as they arrive while typing, typos included. */
const suggestionRequests = ['lap', 'leno', 'rtx 40', 'samsng', 'ssd 1', 'mous', 'iphon', 'monitr 27'].map((q) => catalogPaths.suggestions(q));

/**
 * Page 1 and a deep page of the biggest category (Laptops), same filters and
 * sort, on a sort with many ties (popularity) and a strict one (price). Page
 * 200 at 24 a page needs 4,800 products; smaller catalogues take their last page.
 */
const DEEP_PAGE = 200;
const DEEP_CATEGORY = '1';
const pagingRequests = (page: number) =>
  (['popularity', 'price_asc'] as const).map((sort) => productListPath({ category_id: DEEP_CATEGORY, sort, page: String(page) }));

/** The server's development defaults: the benchmark reads the catalogue, never signs anyone in. */
export function benchDefaults(): ServerConfig {
  const env = parseEnv({ NODE_ENV: 'test' });
  if (!env.ok) throw new Error(env.message);
  return env.config;
}

async function time(app: ReturnType<typeof createApp>, paths: string[], rounds: number, check: z.core.$ZodType, headers: Record<string, string>): Promise<number[]> {
  const call = async (path: string) => {
    const res = await app.request(`/api/${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    // Parse like the storefront does, so a fast wrong answer cannot pass.
    envelopeSchema(check).parse(await res.json());
  };
  for (const path of paths) await call(path); // warm caches and plans
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const path = paths[i % paths.length] ?? '';
    const start = performance.now();
    await call(path);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

async function deepPage(app: ReturnType<typeof createApp>): Promise<number> {
  const res = await app.request(`/api/${pagingRequests(1)[0] ?? ''}`, { headers: auth });
  const { page_count } = envelopeSchema(productListSchema).parse(await res.json()).data;
  return Math.max(1, Math.min(DEEP_PAGE, page_count));
}

async function measure(label: CatalogDatabase, options: { url?: string; dataDir?: string }, args: CatalogOptions): Promise<CatalogRow[]> {
  // A JSON line per request would be timed too, and bury the table.
  log.level = 'warn';
  const db = openDatabase(options);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const seeding = performance.now();
    await replaceCatalog(db, { products: args.products });
    (args.log ?? console.error)(`${label}: ${args.products.toLocaleString('en-IN')} products seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const app = createApp({
      db,
      config: { ...benchDefaults(), apiUser: 'bench', apiKey: 'bench-key', adminUser: 'bench-admin', adminPassword: 'bench-admin-key', distDir: '', ssrEntry: '' },
      // The same listings are asked again and again: without this, the 5 s listing cache would answer, not the query.
      services: { listingReuseMs: 0 },
    });
    const rows: CatalogRow[] = [];
    const staffAuth = await studioCookie(app);
    const deep = await deepPage(app);
    for (const [query, paths, schema, headers, paging] of [
      [LISTING_QUERY, listingRequests, productListSchema, auth, undefined],
      [`category page 1`, pagingRequests(1), productListSchema, auth, 'first'],
      [`category page ${deep}`, pagingRequests(deep), productListSchema, auth, 'deep'],
      [SUGGESTIONS_QUERY, suggestionRequests, suggestionsSchema, auth, undefined],
      ['product desk table', deskRequests, productDeskPageSchema, staffAuth, undefined],
    ] as const) {
      const samples = await time(app, [...paths], args.rounds, schema, headers);
      const load = loadavg()[0] ?? 0;
      rows.push({ database: label, query, paging, samples: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? 0, load });
    }
    return rows;
  } finally {
    await db.destroy();
  }
}

/** Seeds and times on PGlite, and on PostgreSQL when a URL is given; the rows of the table. */
export async function runCatalogBench(args: CatalogOptions): Promise<CatalogRow[]> {
  const rows: CatalogRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  try {
    rows.push(...(await measure('PGlite', { dataDir }, args)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const local = !args.pg && args.localPostgres ? await startPostgres() : null;
  try {
    const pgUrl = args.pg ?? local?.url;
    if (pgUrl) rows.push(...(await withScratchDatabase(pgUrl, (url) => measure('PostgreSQL', { url }, args))));
  } finally {
    await local?.stop();
  }
  return rows;
}

if (isMain(import.meta.url)) {
  const flags = parseFlags(process.argv.slice(2));
  if (!flags.pg && process.env.BENCH_DATABASE_URL) flags.pg = process.env.BENCH_DATABASE_URL;
  const args = optionsSchema.parse(flags);
  const localPostgres = !args.pg && postgresInstalled();
  const rows = await runCatalogBench({ ...args, localPostgres });
  console.log(`\nCatalogue latency, ${args.products.toLocaleString('en-IN')} products, ${args.rounds} requests per query kind (ms, through the HTTP handlers)\n`);
  console.log(catalogReport(rows));
  if (localPostgres) console.log('\nPostgreSQL: a throwaway cluster started for this run');
  else if (!args.pg) console.log('\nPostgreSQL: skipped (not installed here; set BENCH_DATABASE_URL or pass --pg postgres://…)');
}
