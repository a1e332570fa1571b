/**
 * The build-only part of the budgets, from the Vite manifest and the server
 * renderer (no server, no browser):
 * - the built server bundle renders the shell of / (so first paint needs no JavaScript to show it);
 * - index.html has no render-blocking scripts;
 * - every section pattern has a chunk of its own, and neither a pattern nor any other
 *   registry/ module is among the entry's static imports (those Vite preloads on every page,
 *   which is never "on purpose").
 * It also reports the startup bundle (the entry and its static imports) chunk by chunk.
 * `npm run check:budgets` (bench/budgets.ts) runs these checks beside the measured ones.
 *
 *   npm run build && npx tsx bench/bundle.ts [--check]
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOADER_GZIP_BUDGET, loaderFailures, patternFailures, type PatternFigure } from './budget-rules';
import { analyseFirstPaint, type FileSize, type FirstPaintReport } from './first-paint';
import { isMain } from './is-main';
import { loaderGzip } from './loader-size';
import { analyseServerRender, type ServerRenderReport } from './server-render';
import { formatTable, kb } from './table';

export interface StaticReport {
  firstPaint: FirstPaintReport;
  ssr: ServerRenderReport;
  patterns: PatternFigure[];
  /** The inline loader's bytes, gzip -9, on a representative page (bench/loader-size.ts). */
  loaderGzip: number;
  failures: string[];
}

const sum = (files: readonly FileSize[], field: 'raw' | 'gzip') => files.reduce((total, f) => total + f[field], 0);

export async function staticBudgets(root: string): Promise<StaticReport> {
  const dist = join(root, 'dist');
  const firstPaint = analyseFirstPaint(root, dist);
  const ssr = await analyseServerRender(dist, join(root, 'dist-server', 'entry-server.js'));
  const { js } = firstPaint;
  const patterns = firstPaint.patterns.map((p) => ({ module: p.module, chunkFile: p.chunk?.file ?? null }));
  const patternFiles = new Set(patterns.flatMap((p) => (p.chunkFile ? [p.chunkFile] : [])));
  const serverRendered = ssr.error === null && ssr.expectedSections.every((s) => ssr.renderedSections.includes(s));

  const failures: string[] = [];
  if (!serverRendered) failures.push(`the server does not render the shell (${ssr.error ?? `rendered ${ssr.renderedSections.join(', ') || 'nothing'}`})`);
  if (ssr.blockingScripts.length) failures.push(`index.html has render-blocking scripts: ${ssr.blockingScripts.join(' ')}`);
  failures.push(...patternFailures(patterns));
  const loader = loaderGzip();
  failures.push(...loaderFailures(loader));
  for (const p of firstPaint.patterns) {
    if (p.chunk && js.some((c) => c.file === p.chunk?.file)) failures.push(`${p.module} is a static import of the entry (${p.chunk.file}), so every page loads it`);
  }
  for (const c of js) {
    if (c.src?.startsWith('registry/') && !patternFiles.has(c.file)) failures.push(`registry module ${c.src} is a static import of the entry (${c.file})`);
  }
  return { firstPaint, ssr, patterns, loaderGzip: loader, failures };
}

export function loaderLine(gzip: number): string {
  return `Inline loader (server/features/storefront/html.ts, a representative page): ${gzip} B gzip, budget ${LOADER_GZIP_BUDGET} B`;
}

export function printStatic({ firstPaint, ssr, loaderGzip: loader }: StaticReport): void {
  console.log('Server render of / (dist-server/entry-server.js, demo configuration)');
  console.log(
    formatTable([
      ['what', 'value'],
      ['server renderer', ssr.error ?? 'dist-server/entry-server.js'],
      ['shell sections in the HTML', ssr.renderedSections.join(', ') || 'none'],
      ['shell sections configured', ssr.expectedSections.join(', ')],
      ['render-blocking scripts in index.html', ssr.blockingScripts.length ? ssr.blockingScripts.join(' ') : 'none'],
      ...ssr.stylesheets.map((f) => [`stylesheet ${f.file}`, `${kb(f.raw)} raw, ${kb(f.gzip)} gzip`]),
    ]),
  );
  const { js } = firstPaint;
  console.log(`\nStartup bundle (entry ${firstPaint.entryKey} and its static imports, which index.html preloads)`);
  console.log(
    formatTable([
      ['chunk', 'source', 'raw', 'gzip -9', 'firebase'],
      ...js.map((c) => [c.file, c.src ?? c.key, kb(c.raw), kb(c.gzip), c.firebase ?? 'no']),
      ['JS total', '', kb(sum(js, 'raw')), kb(sum(js, 'gzip')), ''],
    ]),
  );
  console.log(`\n${loaderLine(loader)}`);
  console.log('\nSection pattern chunks (loaded on demand)');
  console.log(
    formatTable([
      ['pattern', 'chunk', 'gzip -9', 'css gzip'],
      ...firstPaint.patterns.map((p) => [p.module, p.chunk?.file ?? 'NOT A CHUNK', p.chunk ? kb(p.chunk.gzip) : '-', kb(sum(p.css, 'gzip'))]),
    ]),
  );
}

if (isMain(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const report = await staticBudgets(root);
    printStatic(report);
    if (report.failures.length) {
      console.error(`\n${report.failures.length} build check(s) failed:\n${report.failures.map((f) => `  - ${f}`).join('\n')}`);
      if (process.argv.includes('--check')) process.exit(1);
    } else {
      console.log('\nbuild checks OK (the measured budgets are `npm run check:budgets`)');
    }
  } catch (e) {
    console.error(`bundle: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
