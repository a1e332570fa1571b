import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedIfEmpty } from '../server/seed/seed';
import { envelopeSchema } from '../schemas/api/envelope';
import { importReportSchema, PRODUCT_CSV_COLUMNS, productCsvPaths, productImportPath, type ImportReport, type ProductCsvColumn } from '../schemas/api/product-csv';
import { parseCsv } from '../server/features/product-bulk/csv-parse';
import { csvLine } from '../server/features/product-bulk/csv-write';
import { benchDefaults, studioCookie, withScratchDatabase } from './catalog';
import { parseFlags } from './flags';
import { isMain } from './is-main';
import { formatTable } from './table';

/*
 * The staff's CSV import at size: seeds the demo shop, exports its catalogue
 * through the real route, changes every row's stock (so each is an update),
 * adds new products (a third of them with two variants) up to N rows (default
 * 10,000), then times the dry run and the import through the HTTP handlers
 * (parse, checks, batched writes, one transaction) on PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL (or --pg URL) is set. The target is
 * under 30 s for 10,000 rows on PGlite; it prints, never asserts.
 */

const optionsSchema = z.object({
  rows: z.coerce.number().int().min(100).max(20_000).default(10_000),
  pg: z.string().url().optional(),
});
type Options = z.infer<typeof optionsSchema>;

type Row = Record<ProductCsvColumn, string>;

const BRANDS = ['Portronics', 'Zebronics', 'boAt', 'Logitech', 'HP', 'Dell', 'Lenovo', 'Anker'];
const CATEGORIES: readonly [string, string][] = [
  ['Accessories', 'Cables & hubs'],
  ['Keyboards & mice', 'Mice'],
  ['Audio', 'Headphones'],
  ['Storage', 'SSDs'],
];

/** A new product's rows, as long as a real listing's: a description, five highlights, eight specifications. */
function newProduct(i: number): Partial<Row>[] {
  const brand = BRANDS[i % BRANDS.length]!;
  const [category, sub] = CATEGORIES[i % CATEGORIES.length]!;
  const price = 499 + ((i * 37) % 9000);
  const shared: Partial<Row> = {
    title: `${brand} Bench Item ${i}, ${['Black', 'Silver', 'Blue'][i % 3]} edition`,
    brand,
    category,
    sub_category: sub,
    description: `The ${brand} Bench Item ${i} is built for everyday work at a desk or on the move. It ships with a GST invoice, a one-year brand warranty and free delivery across India; returns within the category's window.`,
    highlights: ['One-year brand warranty', 'GST invoice', 'Free delivery', 'Made for Indian power sockets', 'Ships in 24 hours'].join(' | '),
    specifications: ['Colour: Black', 'Weight: 240 g', 'Warranty: 1 year', 'Connectivity: USB-C', 'Material: Aluminium', 'In the box: Item, cable, manual', 'Country of origin: India', `Model: BI-${i}`].join(' | '),
    gst_rate: '18',
    hsn_code: '8473',
    max_per_order: '5',
    flags: i % 5 === 0 ? 'new_arrival' : '',
  };
  const offer = (rupees: number) => ({ price_rupees: `${rupees}.00`, mrp_rupees: `${Math.round(rupees * 1.4)}.00`, stock: String(i % 40) });
  if (i % 3 !== 0) return [{ ...shared, ...offer(price) }];
  return [
    { ...shared, ...offer(price), variant_label: 'Standard', variant_attributes: 'Size: Standard' },
    { ...shared, ...offer(price + 500), variant_label: 'Pro', variant_attributes: 'Size: Pro' },
  ];
}

/** The demo catalogue's export with every stock moved by one, then new products up to `rows` rows. */
function buildFile(exported: string, rows: number): string {
  const [head, ...records] = parseCsv(exported);
  const columns = head?.fields ?? [];
  const updates = records.map((r) => {
    const row = Object.fromEntries(columns.map((c, i) => [c, r.fields[i] ?? ''])) as Row;
    return { ...row, stock: String(Number(row.stock) + 1) };
  });
  const all: Partial<Row>[] = [...updates];
  for (let i = 1; all.length < rows; i++) all.push(...newProduct(i));
  return csvLine(PRODUCT_CSV_COLUMNS) + all.slice(0, rows).map((r) => csvLine(PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? ''))).join('');
}

export interface ImportFigures {
  database: string;
  rows: number;
  megabytes: number;
  dryRunSeconds: number;
  importSeconds: number;
  report: ImportReport;
}

async function measure(label: string, options: { url?: string; dataDir?: string }, args: Options): Promise<ImportFigures> {
  const db = openDatabase(options);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const app = createApp({ db, config: { ...benchDefaults(), apiUser: 'bench', apiKey: 'bench-key', adminUser: 'bench-admin', adminPassword: 'bench-admin-key', distDir: '', ssrEntry: '' } });
    const cookie = await studioCookie(app);
    const exported = await app.request(`/api/${productCsvPaths.export}`, { headers: cookie });
    if (exported.status !== 200) throw new Error(`export: HTTP ${exported.status}`);
    const file = buildFile(await exported.text(), args.rows);
    const post = async (dryRun: boolean) => {
      const start = performance.now();
      const res = await app.request(`/api/${productImportPath(dryRun)}`, { method: 'POST', headers: { ...cookie, 'Content-Type': 'text/csv' }, body: file });
      const body: unknown = await res.json();
      if (res.status !== 200) throw new Error(`import${dryRun ? ' (dry run)' : ''}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 1000)}`);
      return { seconds: (performance.now() - start) / 1000, report: envelopeSchema(importReportSchema).parse(body).data };
    };
    const dry = await post(true);
    const done = await post(false);
    if (!done.report.written || done.report.counts.refused > 0) throw new Error('the import wrote nothing');
    return { database: label, rows: done.report.counts.rows, megabytes: Buffer.byteLength(file) / 1024 / 1024, dryRunSeconds: dry.seconds, importSeconds: done.seconds, report: done.report };
  } finally {
    await db.destroy();
  }
}

export async function runImportBench(args: Options): Promise<ImportFigures[]> {
  const figures: ImportFigures[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-import-'));
  try {
    figures.push(await measure('PGlite', { dataDir }, args));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (args.pg) figures.push(await withScratchDatabase(args.pg, (url) => measure('PostgreSQL', { url }, args)));
  return figures;
}

if (isMain(import.meta.url)) {
  const flags = parseFlags(process.argv.slice(2));
  if (!flags.pg && process.env.BENCH_DATABASE_URL) flags.pg = process.env.BENCH_DATABASE_URL;
  const args = optionsSchema.parse(flags);
  const figures = await runImportBench(args);
  const n = (x: number) => x.toLocaleString('en-IN');
  console.log(`\nCSV import through the HTTP handlers (the demo catalogue updated, new products added), target under 30 s\n`);
  console.log(
    formatTable([
      ['database', 'rows', 'file', 'created', 'updated', 'dry run', 'import'],
      ...figures.map((f) => [f.database, n(f.rows), `${f.megabytes.toFixed(1)} MB`, n(f.report.counts.created), n(f.report.counts.updated), `${f.dryRunSeconds.toFixed(1)} s`, `${f.importSeconds.toFixed(1)} s`]),
    ]),
  );
  if (!args.pg) console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or pass --pg postgres://…)');
}
