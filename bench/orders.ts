import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '../schemas/api/envelope';
import { orderDeskListPath, orderDeskPageSchema, type OrderDeskFilter } from '../schemas/api/order-desk';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/types';
import { seedIfEmpty } from '../server/seed/seed';
import { benchDefaults, studioCookie, withScratchDatabase } from './catalog';
import { parseFlags } from './flags';
import { isMain } from './is-main';
import { seedOrders } from '../server/seed/order-volume';
import { percentile } from './stats';

/*
 * The order desk's table at scale: seeds N orders (default 1,00,000, with
 * server/seed/order-volume.ts) into PGlite and, when a PostgreSQL server is named
 * (--pg, BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL), into a
 * throwaway database there too; then times pages of the table through the
 * real HTTP handlers (the staff guard, validation, SQL, JSON) for mixes of
 * filters, searches and sorts staff use, and prints p50/p95/max per mix. The
 * target is a p95 under 100 ms; it never asserts: compare runs on the same
 * machine.
 */

const optionsSchema = z.object({
  orders: z.coerce.number().int().min(1000).max(1_000_000).default(100_000),
  rounds: z.coerce.number().int().min(5).max(10_000).default(40),
  pg: z.string().url().optional(),
});
type Options = z.infer<typeof optionsSchema>;

/** Searches that find real orders of the seeded data: a shopper's phone and e-mail, an order number, a name. */
async function knownValues(db: Kysely<Database>) {
  const row = await sql<{ number: string; mobile: string; email: string; name: string; id: number }>`
    select o.order_number as number, o.address->>'mobile' as mobile, u.email, split_part(o.address->>'name', ' ', 1) as name, o.id
    from orders o join users u on u.id = o.user_id
    order by o.id desc offset 500 limit 1
  `.execute(db);
  const found = row.rows[0];
  if (!found) throw new Error('no orders to search for');
  return found;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** What staff do at the desk, each a mix of filters, a search and a sort. */
function mixes(known: Awaited<ReturnType<typeof knownValues>>): [string, OrderDeskFilter][] {
  return [
    ['newest first', {}],
    ['to pack: confirmed, oldest first', { status: 'confirmed', dir: 'asc' }],
    ['COD delivered, page 5', { status: 'delivered', payment_method: 'cod', page: '5' }],
    ['last 30 days by total', { from: day(30), to: day(0), sort: 'total', dir: 'desc' }],
    ['Karnataka above ₹10,000', { state: 'KA', min_total: '10,000' }],
    ['one PIN, cash due', { pin: '560001', payment_status: 'cod_due' }],
    ['refunded, 100 a page', { payment_status: 'refunded', page_size: '100' }],
    ['amount band, by total', { min_total: '5,000', max_total: '20,000', sort: 'total', dir: 'asc' }],
    ['deep page 40', { page: '40' }],
    ['search: phone', { q: known.mobile }],
    ['search: e-mail', { q: known.email }],
    ['search: order number', { q: known.number }],
    ['search: order id', { q: String(known.id).padStart(6, '0') }],
    ['search: name + delivered', { q: known.name, status: 'delivered' }],
    ['search: two name words', { q: 'priya shar' }],
  ];
}

export interface OrderBenchRow {
  database: string;
  mix: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

async function measure(label: string, options: { url?: string; dataDir?: string }, args: Options, log: (line: string) => void): Promise<OrderBenchRow[]> {
  const db = openDatabase(options);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const seeding = performance.now();
    const seeded = await seedOrders(db, args.orders);
    log(`${label}: ${seeded.orders.toLocaleString('en-IN')} orders (${seeded.lines.toLocaleString('en-IN')} lines, ${seeded.shoppers.toLocaleString('en-IN')} shoppers) seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    await sql`analyze`.execute(db);
    const app = createApp({ db, config: { ...benchDefaults(), apiUser: 'bench', apiKey: 'bench-key', adminUser: 'bench-admin', adminPassword: 'bench-admin-key', distDir: '', ssrEntry: '' } });
    const headers = await studioCookie(app);
    const call = async (path: string) => {
      const res = await app.request(`/api/${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
      // Parsed as the studio parses it, so a fast wrong answer cannot pass.
      return envelopeSchema(orderDeskPageSchema).parse(await res.json()).data;
    };
    const rows: OrderBenchRow[] = [];
    const all: number[] = [];
    for (const [mix, filter] of mixes(await knownValues(db))) {
      const path = orderDeskListPath(filter);
      const first = await call(path); // warm caches and plans
      if (mix.startsWith('search') && first.rows.length === 0 && mix !== 'search: two name words') throw new Error(`${mix} found nothing: ${path}`);
      const samples: number[] = [];
      for (let i = 0; i < args.rounds; i++) {
        const start = performance.now();
        await call(path);
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      all.push(...samples);
      rows.push({ database: label, mix, samples: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? 0 });
    }
    all.sort((a, b) => a - b);
    rows.push({ database: label, mix: 'all mixes', samples: all.length, p50: percentile(all, 50), p95: percentile(all, 95), max: all.at(-1) ?? 0 });
    return rows;
  } finally {
    await db.destroy();
  }
}

/** Seeds and times on PGlite, and on PostgreSQL when a URL is given. */
export async function runOrderBench(args: Options, log: (line: string) => void = console.error): Promise<OrderBenchRow[]> {
  const rows: OrderBenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-orders-bench-'));
  try {
    rows.push(...(await measure('PGlite', { dataDir }, args, log)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (args.pg) rows.push(...(await withScratchDatabase(args.pg, (url) => measure('PostgreSQL', { url }, args, log))));
  return rows;
}

if (isMain(import.meta.url)) {
  const flags = parseFlags(process.argv.slice(2));
  const fromEnv = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!flags.pg && fromEnv) flags.pg = fromEnv;
  const args = optionsSchema.parse(flags);
  const rows = await runOrderBench(args);
  const ms = (n: number) => n.toFixed(1).padStart(8);
  console.log(`\nOrder desk table, ${args.orders.toLocaleString('en-IN')} orders, ${args.rounds} requests per mix (ms, through the HTTP handlers; target p95 < 100)\n`);
  console.log(`| ${'database'.padEnd(10)} | ${'mix'.padEnd(34)} | samples |      p50 |      p95 |      max |`);
  console.log(`|${'-'.repeat(12)}|${'-'.repeat(36)}|---------|----------|----------|----------|`);
  for (const r of rows) console.log(`| ${r.database.padEnd(10)} | ${r.mix.padEnd(34)} | ${String(r.samples).padStart(7)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`);
  if (!args.pg) console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL, or pass --pg postgres://…)');
}
