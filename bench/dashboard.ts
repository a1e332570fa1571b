import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { z } from 'zod';
import { dashboardPath, dashboardSchema, type Dashboard, type DashboardPeriod } from '../schemas/api/dashboard';
import { envelopeSchema } from '../schemas/api/envelope';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedIfEmpty } from '../server/seed/seed';
import { benchDefaults, studioCookie, withScratchDatabase } from './catalog';
import { parseFlags } from './flags';
import { isMain } from './is-main';
import { seedOrders } from '../server/seed/order-volume';
import { seedReturnsAndCartVisits } from '../server/seed/returns-and-cart-visits';
import { percentile } from './stats';

/*
 * The studio dashboard at volume: seeds N orders (default 1,00,000) over a
 * year (seedOrders, server/seed/order-volume.ts, the order desk benchmark's orders)
 * with their returns and cart visitors (server/seed/returns-and-cart-visits.ts) into
 * PGlite and, when a PostgreSQL URL is given (--pg, BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or DATABASE_URL), into a throwaway database there too;
 * then asks GET admin/studio/dashboard for today and this week in turn through
 * the real HTTP handlers (staff guard, validation, SQL, JSON, the schema the
 * studio parses with) and prints p50/p95/max and the figures it answered.
 * The target is p95 under 150 ms; it reports, it never fails.
 *
 *   npm run bench:dashboard [-- --orders 100000 --rounds 200 --pg postgres://…]
 */

export const DASHBOARD_P95_TARGET_MS = 150;

const optionsSchema = z.object({
  orders: z.coerce.number().int().min(1000).max(2_000_000).default(100_000),
  rounds: z.coerce.number().int().min(10).max(10_000).default(200),
  pg: z.string().url().optional(),
});
type Options = z.infer<typeof optionsSchema>;

interface Row {
  database: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
  figures: Record<DashboardPeriod, Dashboard>;
}

const answer = envelopeSchema(dashboardSchema);

async function measure(label: string, options: { url?: string; dataDir?: string }, args: Options, log: (line: string) => void): Promise<Row> {
  const db = openDatabase(options);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const seeding = performance.now();
    const orders = await seedOrders(db, args.orders);
    const extras = await seedReturnsAndCartVisits(db, orders);
    // As a live database would have after autovacuum: the planner's statistics and the visibility map (index-only scans).
    await sql`vacuum analyze`.execute(db);
    const n = (count: number) => count.toLocaleString('en-IN');
    log(
      `${label}: ${n(orders.orders)} orders (${n(orders.lines)} lines, ${n(orders.shoppers)} shoppers), ${n(extras.returns)} returns (${n(extras.refunds)} refunded), ${n(extras.cartVisits)} cart visits seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const app = createApp({ db, config: { ...benchDefaults(), apiUser: 'bench', apiKey: 'bench-key', adminUser: 'bench-admin', adminPassword: 'bench-admin-key', distDir: '', ssrEntry: '' } });
    const headers = await studioCookie(app);
    const call = async (period: DashboardPeriod) => {
      const res = await app.request(`/api/${dashboardPath(period)}`, { headers });
      if (res.status !== 200) throw new Error(`dashboard ${period}: HTTP ${res.status} ${await res.text()}`);
      return answer.parse(await res.json()).data;
    };
    const figures = { today: await call('today'), week: await call('week') };
    const samples: number[] = [];
    for (let i = 0; i < args.rounds; i++) {
      const start = performance.now();
      await call(i % 2 === 0 ? 'today' : 'week');
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return { database: label, samples: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? 0, figures };
  } finally {
    await db.destroy();
  }
}

export async function runDashboardBench(args: Options, log: (line: string) => void = console.error): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-dashboard-'));
  try {
    rows.push(await measure('PGlite', { dataDir }, args, log));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (args.pg) rows.push(await withScratchDatabase(args.pg, (url) => measure('PostgreSQL', { url }, args, log)));
  return rows;
}

const rupees = (paise: number | null) => (paise === null ? '–' : `₹${Math.round(paise / 100).toLocaleString('en-IN')}`);
const share = (n: number | null) => (n === null ? '–' : `${(n * 100).toFixed(1)}%`);

function summarise(d: Dashboard): string {
  const f = d.current.figures;
  const p = d.previous.figures;
  return [
    `${d.period}: ${f.orders} orders (before: ${p.orders}), revenue ${rupees(f.revenue_paise)} with GST / ${rupees(f.revenue_ex_gst_paise)} without (before: ${rupees(p.revenue_paise)})`,
    `average ${rupees(f.average_order_paise)}, conversion ${share(f.conversion)} of ${f.cart_visitors} visitors with a cart (before: ${share(p.conversion)})`,
  ].join('; ');
}

if (isMain(import.meta.url)) {
  const flags = parseFlags(process.argv.slice(2));
  flags.pg ??= process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
  if (!flags.pg) delete flags.pg;
  const args = optionsSchema.parse(flags);
  const rows = await runDashboardBench(args);
  const ms = (n: number) => n.toFixed(1).padStart(8);
  console.log(`\nStudio dashboard, ${args.orders.toLocaleString('en-IN')} orders, ${args.rounds} requests alternating today and this week (ms, through the HTTP handlers)\n`);
  console.log(`| ${'database'.padEnd(10)} | samples |      p50 |      p95 |      max | p95 < ${DASHBOARD_P95_TARGET_MS} ms |`);
  console.log(`|${'-'.repeat(12)}|---------|----------|----------|----------|--------------|`);
  for (const r of rows) console.log(`| ${r.database.padEnd(10)} | ${String(r.samples).padStart(7)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${(r.p95 < DASHBOARD_P95_TARGET_MS ? 'yes' : 'NO').padEnd(12)} |`);
  for (const r of rows) {
    const { today, week } = r.figures;
    console.log(`\n${r.database}`);
    console.log(`  ${summarise(today)}`);
    console.log(`  ${summarise(week)}`);
    console.log(`  late orders ${today.late_orders.count} (${today.late_orders.unshipped} not shipped), returns waiting ${today.returns_waiting.total} (${today.returns_waiting.by_status.map((s) => `${s.status} ${s.count}`).join(', ')}), low stock ${today.low_stock.count} (${today.low_stock.out_of_stock} out)`);
    console.log(`  last 14 days: ${today.daily.map((d) => d.orders).join(' ')} orders a day`);
  }
  if (!args.pg) console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL, or pass --pg postgres://…)');
}
