/**
 * How much the layout engine adds on top of reading the JSON it comes in:
 * JSON.parse + interpretLayout against JSON.parse alone, on a 500-entry
 * configuration. Prints figures only; timings vary by machine.
 *
 *   npx tsx bench/engine.ts [entries]
 */
import { interpretLayout } from '../src/engine/resolve';
import { shopRegistry } from '../registry';
import { isMain } from './is-main';
import { realisticConfig } from './realistic-config';
import { median } from './stats';

export const ENGINE_ROUNDS = 7;

export interface EngineFigures {
  entries: number;
  rendered: number;
  skipped: number;
  payloadBytes: number;
  /** Median µs per call. */
  engineUs: number;
  jsonUs: number;
  /** engineUs / jsonUs. */
  ratio: number;
  perEntryUs: number;
}

/** Median µs per call over several timed rounds, after a warm-up for the JIT. */
function measure(fn: () => void, iterations: number, rounds = ENGINE_ROUNDS): number {
  for (let i = 0; i < iterations; i++) fn();
  const perCall: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) fn();
    perCall.push(Number(process.hrtime.bigint() - start) / 1000 / iterations);
  }
  return median(perCall);
}

export function runEngineBench(entries = 500): EngineFigures {
  const payload = JSON.stringify(realisticConfig(entries));
  let sink = 0;
  const parseAndResolve = () => {
    const layout = interpretLayout(shopRegistry, JSON.parse(payload), 'shell');
    sink += layout.sections.length + layout.diagnostics.length;
  };
  const parseOnly = () => {
    const value: unknown = JSON.parse(payload);
    sink += Array.isArray(value) ? value.length : 0;
  };
  const layout = interpretLayout(shopRegistry, JSON.parse(payload), 'shell');
  const engineUs = measure(parseAndResolve, 200);
  const jsonUs = measure(parseOnly, 2000);
  // The sink keeps the measured work observable, so the JIT cannot drop it.
  if (sink < 0) console.log(sink);
  return {
    entries,
    rendered: layout.sections.length,
    skipped: layout.diagnostics.length,
    payloadBytes: Buffer.byteLength(payload),
    engineUs,
    jsonUs,
    ratio: engineUs / jsonUs,
    perEntryUs: (engineUs - jsonUs) / entries,
  };
}

if (isMain(import.meta.url)) {
  const f = runEngineBench(Number(process.argv[2] ?? 500));
  const rows: [string, string][] = [
    ['entries', `${f.entries} (${f.rendered} rendered, ${f.skipped} skipped)`],
    ['payload', `${(f.payloadBytes / 1024).toFixed(1)} KB`],
    ['JSON.parse + interpretLayout', `${f.engineUs.toFixed(1)} µs`],
    ['JSON.parse', `${f.jsonUs.toFixed(1)} µs`],
    ['ratio', `${f.ratio.toFixed(1)}×`],
    ['per entry (engine only)', `${f.perEntryUs.toFixed(2)} µs`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`Layout engine, median of ${ENGINE_ROUNDS} rounds`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}
