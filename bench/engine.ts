/**
 * How much the layout engine adds on top of reading the JSON it comes in:
 * JSON.parse + interpretLayout against JSON.parse alone, on a 500-entry
 * configuration. Prints figures only; timings vary by machine.
 *
 *   npx tsx bench/engine.ts [entries]
 */
import { interpretLayout } from '../src/engine/resolve';
import { realisticConfig } from './realistic-config';

const entries = Number(process.argv[2] ?? 500);
const payload = JSON.stringify(realisticConfig(entries));
let sink = 0;

function parseAndResolve(): void {
  const layout = interpretLayout(JSON.parse(payload), 'shell');
  sink += layout.sections.length + layout.diagnostics.length;
}

function parseOnly(): void {
  const value: unknown = JSON.parse(payload);
  sink += Array.isArray(value) ? value.length : 0;
}

/** Median µs per call over several timed rounds, after a warm-up for the JIT. */
function measure(fn: () => void, iterations: number, rounds = 7): number {
  for (let i = 0; i < iterations; i++) fn();
  const perCall: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) fn();
    perCall.push(Number(process.hrtime.bigint() - start) / 1000 / iterations);
  }
  perCall.sort((a, b) => a - b);
  return perCall[Math.floor(perCall.length / 2)] ?? Number.NaN;
}

const layout = interpretLayout(JSON.parse(payload), 'shell');
const engine = measure(parseAndResolve, 200);
const json = measure(parseOnly, 2000);

const rows: [string, string][] = [
  ['entries', `${entries} (${layout.sections.length} rendered, ${layout.diagnostics.length} skipped)`],
  ['payload', `${(Buffer.byteLength(payload) / 1024).toFixed(1)} KB`],
  ['JSON.parse + interpretLayout', `${engine.toFixed(1)} µs`],
  ['JSON.parse', `${json.toFixed(1)} µs`],
  ['ratio', `${(engine / json).toFixed(1)}×`],
  ['per entry (engine only)', `${((engine - json) / entries).toFixed(2)} µs`],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log('Layout engine, median of 7 rounds');
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
if (sink < 0) console.log(sink);
