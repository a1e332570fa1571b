import { useEffect } from 'react';
import { isPreviewFrame } from '../preview/in-preview';
import { trackingRefused } from './privacy';

/** Without requestIdleCallback (Safari): long enough for first paint and its data to settle. */
const FALLBACK_DELAY_MS = 3000;
/** An idle moment may never come on a busy page; the reporter loads by then regardless. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Headless, mounted once by the shell: after hydration, when the browser is
 * idle, loads the section reporter (start-reporting.ts, a chunk of its own,
 * never on the first-paint path). Not for shoppers who asked not to be
 * tracked, and not in the studio's preview frame, where merchandisers, not
 * shoppers, look at the page.
 */
export function SectionReporting() {
  useEffect(() => {
    if (trackingRefused(navigator) || isPreviewFrame()) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const load = () => {
      import('./start-reporting')
        .then((m) => {
          if (!cancelled) stop = m.startSectionReporting()?.stop ?? null;
        })
        .catch(() => {
          // Offline or a new deploy's chunk gone: this page goes unreported.
        });
    };
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(idle);
        stop?.();
      };
    }
    const timer = setTimeout(load, FALLBACK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, []);
  return null;
}
