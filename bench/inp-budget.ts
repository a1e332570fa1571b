import { median, percentile } from './stats';

/*
 * Interaction to Next Paint (issue 21 §2), the pure part: what the browser's
 * Event Timing entries say one try cost, the figures of ten tries, and the
 * rule `npm run check:budgets` applies. bench/inp.ts drives the browser.
 */

/** The target printed as met or missed; the budget fails check:budgets (at the median). */
export const INP_TARGET_MS = 100;
export const INP_BUDGET_MS = 200;
/** The observer's durationThreshold (the smallest Event Timing allows): an interaction faster than this leaves no entry. */
export const INP_THRESHOLD_MS = 16;

/** One PerformanceEventTiming entry, as the page hands it over. */
export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
}

/** The input an interaction is made of: a tap or click (pointer events and click), or a key press. */
export type InteractionKind = 'tap' | 'key';

const KIND_EVENTS: Record<InteractionKind, ReadonlySet<string>> = {
  tap: new Set(['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup', 'touchstart', 'touchend']),
  key: new Set(['keydown', 'keypress', 'keyup']),
};

export interface Interaction {
  interactionId: number;
  /** The longest entry of the interaction: its contribution to INP, as web-vitals counts it. */
  duration: number;
  /**
   * As web-vitals' attribution splits it, over the interaction's entries that
   * painted in the frame of its longest one (ends within 8 ms, Event Timing's
   * rounding): from the input to the first handler, from there to the last
   * handler's end (pointerdown to click, tasks in between included), and from
   * there to the paint. A key's keyup painted in a later frame is left out. In ms.
   */
  inputDelay: number;
  processing: number;
  presentation: number;
  events: string[];
}

/**
 * Entries grouped by interactionId (0, which scrolls and hovers carry, is no
 * interaction), kept when one of their events is of `kind`, each summed up by
 * its longest entry; in the order they happened.
 */
export function interactions(entries: readonly EventEntry[], kind: InteractionKind): Interaction[] {
  const groups = new Map<number, EventEntry[]>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    groups.set(e.interactionId, [...(groups.get(e.interactionId) ?? []), e]);
  }
  const found: (Interaction & { start: number })[] = [];
  for (const [interactionId, group] of groups) {
    if (!group.some((e) => KIND_EVENTS[kind].has(e.name))) continue;
    const start = Math.min(...group.map((e) => e.startTime));
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    const paint = longest.startTime + longest.duration;
    const frame = group.filter((e) => Math.abs(e.startTime + e.duration - paint) <= 8);
    const frameStart = Math.min(...frame.map((e) => e.startTime));
    const firstHandler = Math.min(...frame.map((e) => e.processingStart));
    const lastHandlerEnd = Math.max(...frame.map((e) => e.processingEnd));
    found.push({
      interactionId,
      duration: longest.duration,
      inputDelay: firstHandler - frameStart,
      processing: lastHandlerEnd - firstHandler,
      presentation: paint - lastHandlerEnd,
      events: [...new Set(group.map((e) => e.name))],
      start,
    });
  }
  return found.sort((a, b) => a.start - b.start).map(({ start: _start, ...i }) => i);
}

/** One try: its worst interaction of `kind` (a typed word's slowest keystroke), or null when none reached the threshold. */
export function worstInteraction(entries: readonly EventEntry[], kind: InteractionKind): Interaction | null {
  return interactions(entries, kind).reduce<Interaction | null>((worst, i) => (worst === null || i.duration > worst.duration ? i : worst), null);
}

/**
 * A try's figure in ms: the worst interaction's duration, or the threshold
 * when the input was seen but every interaction stayed under it (an upper
 * bound, so the figure never flatters). null when the page saw no such input
 * at all: the try measured nothing.
 */
export function tryMs(entries: readonly EventEntry[], kind: InteractionKind, interactionsSeen: number): number | null {
  const worst = worstInteraction(entries, kind);
  if (worst) return worst.duration;
  return interactionsSeen > 0 ? INP_THRESHOLD_MS : null;
}

export interface InpFigures {
  tries: number;
  median: number;
  p90: number;
  max: number;
}

export function inpFigures(samples: readonly number[]): InpFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { tries: sorted.length, median: median(sorted), p90: percentile(sorted, 90), max: sorted.at(-1) ?? Number.NaN };
}

export interface InpResult {
  name: string;
  /** One figure per try, in ms (see tryMs). */
  samples: number[];
  /** Tries that measured nothing (no interaction seen), with why. */
  failedTries: string[];
  /** false for the calibration row (a bare button, no shop): printed, never judged. */
  budgeted?: boolean;
}

export const targetVerdict = (medianMs: number): string => (medianMs <= INP_TARGET_MS ? `meets ${INP_TARGET_MS} ms` : `misses ${INP_TARGET_MS} ms`);

/** check:budgets: an interaction over the budget at the median fails, and so does one that measured nothing. */
export function inpFailures(results: readonly InpResult[]): string[] {
  const failures: string[] = [];
  for (const r of results) {
    if (r.budgeted === false) continue;
    const f = inpFigures(r.samples);
    if (r.samples.length === 0) failures.push(`INP ${r.name}: no try measured an interaction (${r.failedTries.join('; ') || 'no tries'})`);
    else if (!(f.median <= INP_BUDGET_MS)) failures.push(`INP ${r.name}: median ${f.median.toFixed(0)} ms over ${f.tries} tries is over the ${INP_BUDGET_MS} ms budget`);
  }
  return failures;
}
