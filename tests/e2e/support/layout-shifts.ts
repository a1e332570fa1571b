import type { Page } from '@playwright/test';

/** One layout-shift entry the browser reported: its score and what moved. */
export interface Shift {
  value: number;
  /** Milliseconds after navigation start. */
  at: number;
  /** What moved: its section, how far and how its size changed, in CSS pixels. */
  sources: { section: string; element: string; dx: number; dy: number; dw: number; dh: number }[];
}

/**
 * Layout shifts since the page started (the observer is buffered, so it sees
 * those before it was made), read after the page has had `settleMs` more to
 * settle. Shifts right after input are left out, as CLS leaves them out.
 */
export function layoutShifts(page: Page, settleMs = 2_000): Promise<Shift[]> {
  return page.evaluate(
    (settle) =>
      new Promise<Shift[]>((done) => {
        interface Entry extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }
        const seen: Shift[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue;
            seen.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              sources: (entry.sources ?? []).map(({ node, previousRect: was, currentRect: now }) => {
                const element = node instanceof Element ? node : (node?.parentElement ?? null);
                return {
                  section: element?.closest('[data-section]')?.getAttribute('data-section') ?? '(no section)',
                  element: `<${element?.tagName.toLowerCase() ?? '?'} class="${element?.getAttribute('class') ?? ''}">`,
                  dx: Math.round(now.x - was.x),
                  dy: Math.round(now.y - was.y),
                  dw: Math.round(now.width - was.width),
                  dh: Math.round(now.height - was.height),
                };
              }),
            });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        window.setTimeout(() => {
          observer.disconnect();
          done(seen);
        }, settle);
      }),
    settleMs,
  );
}

/** The shifts' sum: the page's cumulative layout shift over what was observed. */
export const cumulativeShift = (shifts: readonly Shift[]): number => shifts.reduce((total, shift) => total + shift.value, 0);

/** One line per shift: its score, when, and each element that moved, how far and how its size changed. */
export const describeShift = (shift: Shift): string =>
  `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.map((s) => `${s.element} in ${s.section} moved ${s.dx},${s.dy} resized ${s.dw},${s.dh}`).join('; ')}`;
