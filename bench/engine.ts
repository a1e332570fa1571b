/**
 * How much the layout engine adds on top of reading the JSON it comes in:
 * JSON.parse + interpretLayout against JSON.parse alone, on a 500-entry
 * configuration as the server serves it (each entry that passes marked
 * validated: src/engine/trust.ts), and, for comparison, the same entries
 * unmarked, which the engine checks in full (a storefront on another
 * registry, or the server's own check, once per published version). The
 * ratio of the served payload is budgeted (bench/budget-rules.ts).
 *
 *   npx tsx bench/engine.ts [entries]
 */
import { interpretLayout } from '../src/engine/resolve';
import { shopRegistry } from '../registry';
import { markValidated } from '../src/engine/trust';
import { isMain } from './is-main';
import { realisticConfig } from './realistic-config';
import { median } from './stats';
import { ENGINE_RATIO_BUDGET } from './budget-rules';

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
  /** The same entries without the server's marks: every entry's props checked. */
  uncheckedUs: number;
  uncheckedRatio: number;
}

/** µs per call of one timed batch. */
function timeBatch(fn: () => void, iterations: number): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1000 / iterations;
}

/**
 * Medians over rounds in which the engine and JSON.parse alone take turns,
 * so that load from elsewhere on a shared machine weighs on both alike; the
 * ratio is the median of each round's own ratio.
 */
function measureAgainstJson(engine: () => void, json: () => void, engineIterations: number, rounds = ENGINE_ROUNDS): { engineUs: number; jsonUs: number; ratio: number } {
  const jsonIterations = engineIterations * 5;
  for (let i = 0; i < engineIterations; i++) engine();
  for (let i = 0; i < jsonIterations; i++) json();
  const engineUs: number[] = [];
  const jsonUs: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const e = timeBatch(engine, engineIterations);
    const j = timeBatch(json, jsonIterations);
    engineUs.push(e);
    jsonUs.push(j);
    ratios.push(e / j);
  }
  return { engineUs: median(engineUs), jsonUs: median(jsonUs), ratio: median(ratios) };
}

export function runEngineBench(entries = 500): EngineFigures {
  const config = realisticConfig(entries);
  const payload = JSON.stringify(markValidated(shopRegistry, config, 'shell'));
  const unchecked = JSON.stringify(config);
  let sink = 0;
  const parseAndResolve = (text: string) => () => {
    const layout = interpretLayout(shopRegistry, JSON.parse(text), 'shell');
    sink += layout.sections.length + layout.diagnostics.length;
  };
  const parseOnly = (text: string) => () => {
    const value: unknown = JSON.parse(text);
    sink += Array.isArray(value) ? value.length : 0;
  };
  const layout = interpretLayout(shopRegistry, JSON.parse(payload), 'shell');
  const served = measureAgainstJson(parseAndResolve(payload), parseOnly(payload), 100);
  const full = measureAgainstJson(parseAndResolve(unchecked), parseOnly(unchecked), 50);
  // The sink keeps the measured work observable, so the JIT cannot drop it.
  if (sink < 0) console.log(sink);
  return {
    entries,
    rendered: layout.sections.length,
    skipped: layout.diagnostics.length,
    payloadBytes: Buffer.byteLength(payload),
    engineUs: served.engineUs,
    jsonUs: served.jsonUs,
    ratio: served.ratio,
    perEntryUs: (served.engineUs - served.jsonUs) / entries,
    uncheckedUs: full.engineUs,
    uncheckedRatio: full.ratio,
  };
}

/** The budgeted figure in one line, as check:budgets prints it. */
export function engineLine(f: EngineFigures): string {
  return `Layout engine (bench/engine.ts, ${f.entries} entries as served): ${f.ratio.toFixed(1)}× JSON.parse, budget ${ENGINE_RATIO_BUDGET}× (unmarked, every entry checked: ${f.uncheckedRatio.toFixed(1)}×)`;
}

if (isMain(import.meta.url)) {
  const f = runEngineBench(Number(process.argv[2] ?? 500));
  const rows: [string, string][] = [
    ['entries', `${f.entries} (${f.rendered} rendered, ${f.skipped} skipped)`],
    ['payload', `${(f.payloadBytes / 1024).toFixed(1)} KB`],
    ['JSON.parse + interpretLayout', `${f.engineUs.toFixed(1)} µs`],
    ['JSON.parse', `${f.jsonUs.toFixed(1)} µs`],
    ['ratio (median of the rounds\' own)', `${f.ratio.toFixed(1)}×`],
    ['per entry (engine only)', `${f.perEntryUs.toFixed(2)} µs`],
    ['unmarked: every entry checked', `${f.uncheckedUs.toFixed(1)} µs, ${f.uncheckedRatio.toFixed(1)}×`],
    ['budget', `${ENGINE_RATIO_BUDGET}× (bench/budget-rules.ts, checked by npm run check:budgets)`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`Layout engine, median of ${ENGINE_ROUNDS} alternating rounds`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}
