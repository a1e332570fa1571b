/**
 * `npm run bench` (which builds first): every figure of issue 8 in one table,
 * each with where it came from, and the same figures as JSON in
 * bench/results/latest.json. It measures; it never fails on a figure
 * (that is `npm run check:budgets`).
 *
 *   npm run bench [-- --runs 5]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCatalogBench } from './catalog';
import { runEngineBench } from './engine';
import { inpReportRows, measureInp, type InpRun } from './inp';
import { CONNECTIONS, DURATION_SECONDS, measureLoad, type LoadResult } from './load';
import { benchOptions, DEFAULT_RUNS, progress } from './options';
import { readBuildIndex } from './page-weight';
import { measurePages, type PageReport } from './pages';
import { PUBLISH_TARGET_MS, runPublishBench } from './publish';
import { pageRows, renderReport, type ReportRow } from './report';
import { signedInSession } from './signed-in';
import { startShop } from './shop';

/** Smaller than `npm run bench:catalog` (100,000 products, 200 rounds) so the whole run stays in minutes. */
const CATALOG = { products: 20_000, rounds: 100 };
const ENGINE_ENTRIES = 500;
const PUBLISH_ROUNDS = 20;

async function main(): Promise<void> {
  const options = benchOptions(process.argv.slice(2));
  const runs = options.runs ?? DEFAULT_RUNS;
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const index = readBuildIndex(root, join(root, 'dist'));

  progress(`layout engine, ${ENGINE_ENTRIES} entries`);
  const engine = runEngineBench(ENGINE_ENTRIES);
  progress(`catalogue, ${CATALOG.products} products, ${CATALOG.rounds} rounds`);
  const catalog = await runCatalogBench({ ...CATALOG, pg: process.env.BENCH_DATABASE_URL, log: progress });
  progress(`publish-to-visible, ${PUBLISH_ROUNDS} publishes`);
  const publish = await runPublishBench(root, PUBLISH_ROUNDS);

  progress(`starting the shop (Auth emulator on ${options.authPort})`);
  const shop = await startShop({ root, authPort: options.authPort });
  let pages: PageReport[];
  let load: LoadResult[];
  let inp: InpRun;
  try {
    progress(`shop at ${shop.base}; Lighthouse ${runs} run(s) per page`);
    const session = await signedInSession(shop.base, `127.0.0.1:${options.authPort}`);
    pages = await measurePages(shop.base, index, runs, progress, session);
    load = await measureLoad(shop.base, progress);
    inp = await measureInp(shop.base, progress);
  } finally {
    await shop.stop();
  }

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const rows: ReportRow[] = [
    ...pageRows(pages, runs),
    ...inpReportRows(inp),
    {
      section: 'layout engine',
      figure: 'JSON.parse + interpretLayout ÷ JSON.parse',
      value: `${engine.ratio.toFixed(1)}×  (${engine.engineUs.toFixed(0)} µs vs ${engine.jsonUs.toFixed(0)} µs, ${engine.perEntryUs.toFixed(2)} µs/entry; unmarked ${engine.uncheckedRatio.toFixed(1)}×)`,
      source: `bench/engine.ts: ${engine.entries} entries as served, marked validated (${engine.rendered} rendered, ${engine.skipped} skipped), ${(engine.payloadBytes / 1024).toFixed(0)} KB, median of 7 alternating rounds; budget 5×`,
    },
    ...load.map((l) => ({
      section: 'API load',
      figure: l.name,
      value: `${l.requestsPerSecond.toFixed(0)} req/s, p99 ${l.p99Ms} ms, ${l.ratio.toFixed(2)}× health${l.non2xx || l.errors ? `  (${l.non2xx} non-2xx, ${l.errors} errors!)` : ''}`,
      source: `autocannon ${CONNECTIONS} connections × ${DURATION_SECONDS} s, the shop above: GET ${l.path}`,
    })),
    ...catalog.map((r) => ({
      section: 'catalogue',
      figure: `${r.database}: ${r.query}`,
      value: `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, max ${ms(r.max)}`,
      source: `bench/catalog.ts at ${CATALOG.products.toLocaleString('en-IN')} products, ${r.samples} requests (bench:catalog defaults to 1,00,000)`,
    })),
    ...(process.env.BENCH_DATABASE_URL ? [] : [{ section: 'catalogue', figure: 'PostgreSQL', value: 'skipped', source: 'set BENCH_DATABASE_URL to measure it too' }]),
    {
      section: 'publish',
      figure: 'publish-to-visible',
      value: `p50 ${publish.p50Ms.toFixed(0)} ms, p95 ${publish.p95Ms.toFixed(0)} ms, max ${publish.maxMs.toFixed(0)} ms (target ≤ ${PUBLISH_TARGET_MS} ms)`,
      source: `bench/publish.ts: ${publish.rounds} publishes, in-process server on the build, Chromium`,
    },
  ];

  console.log(`\nVitrine benchmarks, ${new Date().toISOString()}\n`);
  console.log(renderReport(rows));

  const out = join(root, 'bench', 'results', 'latest.json');
  mkdirSync(dirname(out), { recursive: true });
  const record = { at: new Date().toISOString(), runs, pages, engine, load, inp, catalog: { ...CATALOG, rows: catalog }, publish };
  writeFileSync(out, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nfigures as JSON: ${out}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
