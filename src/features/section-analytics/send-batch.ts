import { sectionAnalyticsPaths, type SectionEvent } from '../../../schemas/api/section-analytics';

/** The shop's own origin, whatever VITE_API_BASE says: nothing about the shopper leaves the shop. */
export const SECTION_EVENTS_URL = `/api/${sectionAnalyticsPaths.events}`;

/**
 * Sends one batch the way that survives the page going away: sendBeacon
 * (a string goes as text/plain, which needs no preflight), else a keepalive
 * fetch. Analytics are best effort: a batch the network loses is not retried.
 */
export function sendBatch(events: readonly SectionEvent[], nav: Navigator = navigator): void {
  const body = JSON.stringify({ events });
  if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(SECTION_EVENTS_URL, body)) return;
  if (typeof fetch !== 'function') return;
  fetch(SECTION_EVENTS_URL, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}
