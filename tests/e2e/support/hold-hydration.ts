import type { Page } from '@playwright/test';

/** The entry chunk the page's inline loader imports (server/features/storefront/html.ts, loaderScript). */
async function entryUrl(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const quoted = /[,;]e=("\/[^"]+\.js")/.exec(html)?.[1];
  const url: unknown = quoted ? JSON.parse(quoted) : null;
  if (typeof url !== 'string') throw new Error(`no entry chunk in the loader of ${path}`);
  return url;
}

export interface HeldHydration {
  /** Lets the entry chunk through (no sooner than `atLeastMs` after the page asked for it). */
  release: () => void;
  /** Fails the entry chunk's request instead, as a dropped connection would (no sooner than `atLeastMs`). */
  fail: () => void;
  /** Whether the app has not taken the taps over yet: the loader still records them. */
  loaderRecording: () => Promise<boolean>;
}

/**
 * Holds the page's hydration script back: the page paints from the server's
 * HTML and stays unhydrated until `release()` and at least `atLeastMs` after
 * the browser asked for the script, as on a slow phone network. Only the
 * entry is held; the chunks it imports load meanwhile. Pages opened after the
 * release get it at once.
 */
export async function holdHydration(page: Page, path: string, atLeastMs = 3_000): Promise<HeldHydration> {
  let settle: (outcome: 'continue' | 'abort') => void = () => {};
  const settled = new Promise<'continue' | 'abort'>((done) => (settle = done));
  await page.route(`**${await entryUrl(page, path)}`, async (route) => {
    const [outcome] = await Promise.all([settled, new Promise((done) => setTimeout(done, atLeastMs))]);
    // The page may have gone meanwhile (a test that failed or moved on).
    await (outcome === 'abort' ? route.abort('connectionreset') : route.continue()).catch(() => {});
  });
  return {
    release: () => settle('continue'),
    fail: () => settle('abort'),
    loaderRecording: () => page.evaluate(() => Array.isArray(Reflect.get(window, '__vitrineTaps'))),
  };
}
