/**
 * `npm run check:budgets` (after `npm run build`): the build-only checks of
 * bench/bundle.ts and the layout engine's ratio (bench/engine.ts), then the
 * shop started as the README says, Lighthouse on bench/pages.ts's pages
 * (5 runs each; 1 on a host too slow to judge the scores) and their
 * first-paint figures, judged by bench/budget-rules.ts.
 * One line per failure and exit 1; otherwise "budgets OK" and the figures.
 *
 *   npm run build && npm run check:budgets [-- --runs 5]
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetFailures, engineFailures, performanceVerdict } from './budget-rules';
import { loaderLine, staticBudgets } from './bundle';
import { engineLine, runEngineBench } from './engine';
import { benchOptions, DEFAULT_RUNS, progress } from './options';
import { readBuildIndex } from './page-weight';
import { describeHostMemory, freshSecondsPerGiB, measureHostMemory, type HostMemory } from './host';
import { measurePages, pageFigures, type PageReport } from './pages';
import { firstPaintFiles, pageRows, renderReport } from './report';
import { inpFailures, inpTable, measureInp, type InpRun } from './inp';
import { signedInSession } from './signed-in';
import { startShop } from './shop';

async function main(): Promise<number> {
  const options = benchOptions(process.argv.slice(2));
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const statics = await staticBudgets(root);
  console.log(loaderLine(statics.loaderGzip));
  const index = readBuildIndex(root, join(root, 'dist'));

  // Before the shop starts, so the engine's ratio is taken on a quiet machine.
  const engine = runEngineBench();
  console.log(engineLine(engine));
  // Before and after Lighthouse: a host that was healthy at either moment gets its scores judged.
  const hostBefore = measureHostMemory();
  progress(`starting the shop (Auth emulator on ${options.authPort})`);
  const shop = await startShop({ root, authPort: options.authPort });
  let pages: PageReport[];
  // Scores, TBT and INP are judged only where the host can give them. On a host already too slow for that,
  // one Lighthouse run a page still gives what is judged there (accessibility, best practices, SEO, the bytes
  // before first paint and hydration, none of which varies from run to run), and INP is not measured:
  // 5 runs and INP's 50 tries cost about 12 of CI's minutes for figures `npm run bench` prints anyway.
  const judged = performanceVerdict(freshSecondsPerGiB(hostBefore)).judged;
  const runs = options.runs ?? (judged ? DEFAULT_RUNS : 1);
  let inp: InpRun | null = null;
  try {
    progress(`shop at ${shop.base}; Lighthouse ${runs} run(s) per page${judged ? '' : ' (this host is too slow to judge performance)'}`);
    const session = await signedInSession(shop.base, `127.0.0.1:${options.authPort}`);
    pages = await measurePages(shop.base, index, runs, progress, session);
    if (judged) inp = await measureInp(shop.base);
  } finally {
    await shop.stop();
  }

  console.log(renderReport(pageRows(pages, runs)));
  console.log(inp ? `\n${inpTable(inp)}` : '\nINP not measured: this host is too slow to judge it (see below); `npm run bench:inp` prints it');
  // A host slow at the start had its scores taken once, without INP: it stays unjudged even if it recovered since.
  const host: HostMemory = judged ? [hostBefore, measureHostMemory()].reduce((best, m) => (m.freshMs < best.freshMs ? m : best)) : hostBefore;
  const hostFreshSPerGiB = freshSecondsPerGiB(host);
  console.log(`\n${describeHostMemory(host)}`);
  const verdict = performanceVerdict(hostFreshSPerGiB);
  if (!verdict.judged) console.log(`\n${verdict.reason}; so are Total Blocking Time and INP, which the same slowness inflates (bench:inp's bare-button row shows the floor)`);
  console.log(`\nFirst-paint files\n${firstPaintFiles(pages)}`);
  const failures = budgetFailures({ pages: pages.map(pageFigures), patterns: statics.patterns, staticFailures: [...statics.failures, ...engineFailures(engine.ratio), ...(verdict.judged && inp ? inpFailures(inp.results) : [])], hostFreshSPerGiB });
  if (failures.length) {
    console.error(`\nbudgets FAILED (${failures.length}):`);
    for (const f of failures) console.error(f);
    return 1;
  }
  console.log('\nbudgets OK');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check:budgets: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
