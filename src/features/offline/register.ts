/** Served by the server (server/features/offline/routes.ts) from the current build. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Hashed files this page loaded before the worker ran, and the page itself. */
function loadedUrls(win: Window): string[] {
  const assets = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, win.location.href);
      return url.origin === win.location.origin && url.pathname.startsWith('/assets/');
    });
  return [win.location.href, ...assets];
}

/**
 * Registers the offline worker. On the first visit the worker takes over
 * after this page has loaded, so it is asked to keep what the page already
 * fetched: the first page seen then reads offline too.
 */
export async function registerOfflineWorker(win: Window = window): Promise<void> {
  // The studio is its own page and build; it never loads this, but a stray call must not put it under the worker.
  if (win.location.pathname.startsWith('/studio')) return;
  const container = win.navigator.serviceWorker;
  const wasControlled = container.controller !== null;
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
  if (wasControlled) return;
  const ready = await container.ready;
  ready.active?.postMessage({ type: 'keep-loaded', urls: loadedUrls(win) });
}
