/**
 * One Lighthouse worker (bench/lighthouse.ts forks one per Lighthouse running
 * at once): a Chromium of its own, one job at a time, the raw result sent back
 * for the parent to parse. It stops its Chromium when the parent disconnects.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { z } from 'zod';
import { CATEGORIES, CHROME_FLAGS, CHROME_PATH } from './lighthouse';

const sessionSchema = z.object({ cookies: z.array(z.object({ name: z.string(), value: z.string() })), storage: z.record(z.string(), z.string()) });
const jobSchema = z.object({ id: z.number(), target: z.object({ url: z.string(), session: sessionSchema.optional() }) });
type Session = z.output<typeof sessionSchema>;

const flags = (port: number) => ({ port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] });

/**
 * Every run starts from an origin with nothing stored. Lighthouse's own reset
 * leaves local storage and cookies alone, so a guest's run after a signed-in
 * one would load signed in; and signed in, its reset is off (it would sign the
 * shopper out), so this clears every kind of storage, the HTTP cache and
 * service workers by hand, then puts the shopper's cookies and storage back:
 * each run is as cold as a guest's, only signed in.
 */
async function measure(url: string, port: number, session: Session | undefined) {
  const origin = new URL(url).origin;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    if (!session) {
      await page.close();
      return await lighthouse(url, flags(port));
    }
    await page.goto(`${origin}/api/health`);
    await page.evaluate((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, session.storage);
    await browser.setCookie(...session.cookies.map((c) => ({ ...c, domain: new URL(origin).hostname, path: '/' })));
    return await lighthouse(url, { ...flags(port), disableStorageReset: true }, undefined, page);
  } finally {
    if (!page.isClosed()) await page.close();
    await browser.disconnect();
  }
}

const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
const stop = () => {
  try {
    // chrome-launcher starts Chromium detached: its renderers are in its process group.
    process.kill(-chrome.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('message', (message: unknown) => {
  const { id, target } = jobSchema.parse(message);
  measure(target.url, chrome.port, target.session).then(
    (done) => process.send?.(done ? { id, lhr: done.lhr } : { id, error: `Lighthouse returned nothing for ${target.url}` }),
    (error: unknown) => process.send?.({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.send?.({ ready: true });
