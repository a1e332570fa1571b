import type { AssetFigure } from './first-paint-set';
import { kb } from './table';

/**
 * Issue 8's budgets as rules over figures already measured, so a broken rule
 * shows in a unit test without a build, a server or Lighthouse. Each returns
 * one line per failure.
 */
export const FIRST_PAINT_JS_BUDGET = 100 * 1024;
export const SCORE_FLOOR = 95;
/**
 * Lighthouse's simulated throttling multiplies the main thread's observed
 * work by 4, assuming a host that runs it at desktop speed. On a virtual
 * machine whose memory traps to the host on first touch (bench/host.ts) the
 * same build scores 20 to 25 points lower: a build of 2026-11-22 that scored
 * 97 to 99 scores 69 to 74 on a host at 4 to 6 s/GiB. The performance score
 * is judged only where it measures the shop, below this figure (a healthy
 * host takes well under 0.5 s/GiB); elsewhere it is printed, with the reason,
 * and every budget that does not depend on the host's speed still holds.
 */
export const TRUSTED_HOST_FRESH_S_PER_GIB = 1;
/** The inline loader every page carries (issue 21: it keeps taps before hydration, and stays small). */
export const LOADER_GZIP_BUDGET = 2 * 1024;
/** The page whose first-paint JavaScript is budgeted. */
export const BUDGETED_PAGE = '/';
/**
 * Issue 21 §2's goal for the JavaScript / fetches before it hydrates: printed
 * as met or missed. React DOM alone is 63.7 KB gzip of it, and with React,
 * the router, zod, jotai and SWR the libraries come to about 100 KB, so
 * the goal needs sections below the fold to hydrate later (see bench/README).
 */
export const HYDRATION_JS_GOAL = 90 * 1024;
/**
 * What / may fetch before it hydrates without failing: today's figure and a little room, lowered as the goal nears.
 * Raised to 195 KB on 2026-11-29 while the English catalogue travelled in the code (/ measured 187.0 KB), back to
 * 175 KB once every page inlined its own language's catalogue instead (about 16 KB gzip out of the scripts).
 */
export const HYDRATION_JS_BUDGET = 175 * 1024;
/** Lighthouse's Total Blocking Time per page (issue 21 §2), judged where the performance score is. */
export const TBT_BUDGET_MS = 150;

export interface PageFigures {
  path: string;
  js: AssetFigure[];
  inlineJsGzip: number;
  /** gzip -9 of the scripts fetched before the hydration mark (median run); null when the page never set the mark. */
  hydrationJsGzip: number | null;
  /** Median Total Blocking Time, ms. */
  tbtMs: number;
  /** Medians over the Lighthouse runs, 0–100. */
  performance: number;
  accessibility: number;
}

export interface PatternFigure {
  module: string;
  /** The pattern's own chunk, or null when the build has none. */
  chunkFile: string | null;
}

/** Every first-paint file plus the inline scripts; a file that could not be sized counts as 0 here (and fails on its own). */
export function firstPaintJsGzip(page: Pick<PageFigures, 'js' | 'inlineJsGzip'>): number {
  return page.js.reduce((sum, a) => sum + (a.gzip ?? 0), page.inlineJsGzip);
}

export function jsBudgetFailures(page: PageFigures): string[] {
  const failures = page.js.filter((a) => a.gzip === null).map((a) => `${page.path}: cannot size first-paint script ${a.url} (not a file of dist/), so its JavaScript is unknown`);
  const total = firstPaintJsGzip(page);
  if (total > FIRST_PAINT_JS_BUDGET) failures.push(`${page.path}: JavaScript before first paint is ${kb(total)} gzip, over the ${kb(FIRST_PAINT_JS_BUDGET)} budget`);
  return failures;
}

/** Firebase, Leaflet, the studio or a pattern that was not preloaded on purpose, in a first-paint chunk. */
export function chunkFailures(page: PageFigures): string[] {
  return page.js.flatMap((a) => {
    const name = a.file ?? a.url;
    const found: string[] = [];
    if (a.firebase) found.push(`${page.path}: Firebase is in first-paint chunk ${name} (${a.firebase})`);
    if (a.leaflet) found.push(`${page.path}: Leaflet is in first-paint chunk ${name} (${a.leaflet})`);
    if (a.studio) found.push(`${page.path}: the studio is in first-paint chunk ${name} (${a.studio})`);
    // The server may preload the pattern chunks the page's configuration names: that is on purpose.
    if (a.pattern && a.via !== 'modulepreload') found.push(`${page.path}: pattern ${a.pattern} is loaded before first paint (${name}, ${a.via}) without the HTML preloading it`);
    return found;
  });
}

export function hydrationFailures(page: Pick<PageFigures, 'path' | 'hydrationJsGzip'>): string[] {
  if (page.hydrationJsGzip === null) return [`${page.path}: the page never set its hydration mark, so its hydration JavaScript is unknown`];
  if (page.path === BUDGETED_PAGE && page.hydrationJsGzip > HYDRATION_JS_BUDGET) {
    return [`${page.path}: JavaScript fetched before hydration is ${kb(page.hydrationJsGzip)} gzip, over the ${kb(HYDRATION_JS_BUDGET)} budget`];
  }
  return [];
}

export function tbtFailures(page: Pick<PageFigures, 'path' | 'tbtMs'>, judged: boolean): string[] {
  return judged && page.tbtMs >= TBT_BUDGET_MS ? [`${page.path}: Total Blocking Time ${page.tbtMs.toFixed(0)} ms is not under ${TBT_BUDGET_MS} ms`] : [];
}

export function loaderFailures(loaderGzip: number): string[] {
  return loaderGzip > LOADER_GZIP_BUDGET ? [`the inline loader is ${loaderGzip} B gzip on a representative page, over the ${LOADER_GZIP_BUDGET} B budget`] : [];
}

export function scoreFailures(page: PageFigures, judgePerformance = true): string[] {
  const failures: string[] = [];
  if (judgePerformance && !(page.performance >= SCORE_FLOOR)) failures.push(`${page.path}: Lighthouse performance ${page.performance} is below ${SCORE_FLOOR}`);
  if (!(page.accessibility >= SCORE_FLOOR)) failures.push(`${page.path}: Lighthouse accessibility ${page.accessibility} is below ${SCORE_FLOOR}`);
  return failures;
}

export function patternFailures(patterns: readonly PatternFigure[]): string[] {
  if (patterns.length === 0) return ['found no pattern imports in registry/*/index.ts'];
  return patterns.filter((p) => p.chunkFile === null).map((p) => `${p.module} has no chunk of its own (imported statically somewhere?)`);
}

export interface BudgetInput {
  pages: PageFigures[];
  patterns: PatternFigure[];
  /** Failures of the build-only checks (bench/bundle.ts): server render, blocking scripts, startup imports. */
  staticFailures: string[];
  /** Seconds per GiB the host took to hand out fresh memory (bench/host.ts), the best of its measurements. */
  hostFreshSPerGiB: number;
}

/** Whether the performance scores are judged on this host, and why not when they are not. */
export function performanceVerdict(hostFreshSPerGiB: number): { judged: true } | { judged: false; reason: string } {
  if (hostFreshSPerGiB < TRUSTED_HOST_FRESH_S_PER_GIB) return { judged: true };
  return {
    judged: false,
    reason:
      `Lighthouse performance NOT JUDGED: this host hands out fresh memory at ${hostFreshSPerGiB.toFixed(2)} s/GiB ` +
      `(scores measure the shop below ${TRUSTED_HOST_FRESH_S_PER_GIB.toFixed(2)} s/GiB); the scores above are printed, not judged`,
  };
}

export function budgetFailures(input: BudgetInput): string[] {
  const budgeted = input.pages.find((p) => p.path === BUDGETED_PAGE);
  const { judged } = performanceVerdict(input.hostFreshSPerGiB);
  return [
    ...input.staticFailures,
    ...patternFailures(input.patterns),
    ...(budgeted ? jsBudgetFailures(budgeted) : [`${BUDGETED_PAGE} was not measured`]),
    ...input.pages.flatMap(chunkFailures),
    ...input.pages.flatMap((page) => scoreFailures(page, judged)),
    ...input.pages.flatMap(hydrationFailures),
    ...input.pages.flatMap((page) => tbtFailures(page, judged)),
  ];
}

/** Parse plus resolve of the 500-entry configuration as served, as a multiple of JSON.parse of the same payload (issue 21 §3: bench/engine.ts). */
export const ENGINE_RATIO_BUDGET = 5;

export function engineFailures(ratio: number): string[] {
  return ratio > ENGINE_RATIO_BUDGET ? [`the layout engine takes ${ratio.toFixed(1)}× JSON.parse of the 500-entry configuration as served, over the ${ENGINE_RATIO_BUDGET}× budget`] : [];
}
