/**
 * What / makes the browser download before first paint, from the Vite build
 * manifest: the index.html entry and its static imports (dynamic imports load
 * later). With --check it enforces the budgets: JS under 100 KB gzip, no
 * Firebase, and every section pattern in a chunk of its own outside first paint.
 *
 *   npm run build && npx tsx bench/bundle.ts [--check]
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseFirstPaint, type FileSize, type FirstPaintReport } from './first-paint';

const JS_BUDGET = 100 * 1024;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: readonly FileSize[], field: 'raw' | 'gzip') => files.reduce((total, f) => total + f[field], 0);

function table(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) console.log(`  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`);
}

function analyse(): FirstPaintReport {
  try {
    return analyseFirstPaint(root, join(root, 'dist'));
  } catch (e) {
    console.error(`bundle: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}

const report = analyse();
const { js, css, patterns } = report;
const jsGzip = sum(js, 'gzip');
const firebase = js.filter((c) => c.firebase !== null);
const patternFiles = new Set(patterns.flatMap((p) => (p.chunk ? [p.chunk.file] : [])));

console.log(`First paint of / (entry ${report.entryKey} and its static imports)`);
table([
  ['chunk', 'source', 'raw', 'gzip -9', 'firebase'],
  ...js.map((c) => [c.file, c.src ?? c.key, kb(c.raw), kb(c.gzip), c.firebase ?? 'no']),
  ['JS total', '', kb(sum(js, 'raw')), kb(jsGzip), `budget ${kb(JS_BUDGET)}`],
  ...css.map((f) => [f.file, 'css', kb(f.raw), kb(f.gzip), '']),
  ['CSS total', '', kb(sum(css, 'raw')), kb(sum(css, 'gzip')), ''],
]);

console.log('\nSection pattern chunks (loaded on demand)');
table([
  ['pattern', 'chunk', 'gzip -9', 'css gzip'],
  ...patterns.map((p) => [p.module, p.chunk?.file ?? 'NOT A CHUNK', p.chunk ? kb(p.chunk.gzip) : '-', kb(sum(p.css, 'gzip'))]),
]);

const failures: string[] = [];
if (jsGzip > JS_BUDGET) failures.push(`first-paint JavaScript is ${kb(jsGzip)} gzip, over the ${kb(JS_BUDGET)} budget`);
for (const c of firebase) failures.push(`Firebase is in first paint: ${c.file} (${c.src ?? c.key}) ${c.firebase}`);
for (const p of patterns) {
  if (!p.chunk) failures.push(`${p.module} has no chunk of its own (imported statically somewhere?)`);
  else if (js.some((c) => c.file === p.chunk?.file)) failures.push(`${p.module} is loaded before first paint (${p.chunk.file})`);
}
for (const c of js) {
  if (c.src?.startsWith('registry/') && !patternFiles.has(c.file)) failures.push(`registry module ${c.src} is in a first-paint chunk`);
}
if (patterns.length === 0) failures.push('found no pattern imports in registry/*/index.ts');

console.log(`\nFirebase in first paint: ${firebase.length ? 'YES' : 'no'}`);
if (check) {
  if (failures.length) {
    console.error(`\nbudgets FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('budgets OK');
} else if (failures.length) {
  console.log(`\n${failures.length} budget problem(s); run with --check to enforce:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
}
