import { randomUUID } from 'node:crypto';
import { SESSION_ID_COOKIE } from '../../schemas/api/cart-keys';
import { test as base, expect, type Browser, type Page } from './support/csp-guard';
import { cumulativeShift, describeShift, layoutShifts } from './support/layout-shifts';
import { DESKTOP, PHONE, waitForHydration } from './support/page-health';
import { startSlowShop, type SlowShop } from './support/slow-html';

/*
 * Issue 19: no layout shift (CLS 0) on the pages a campaign sends shoppers
 * to, as a phone on a slow connection sees them. Every page comes through
 * a proxy that sends its HTML in pieces (support/slow-html.ts), so Chromium
 * paints each part of the document before the rest has arrived; then the
 * scripts hydrate it. What moved from navigation start until 2 s after
 * hydration, with no input, is summed for the home page, the demo campaign
 * page, the listing, a product and the cart with one line in it, at a phone's
 * width and a laptop's.
 */

/** The seeded Dell Latitude 5440: the product page, and the cart's one line. */
const LAPTOP = 4;
const PAGES = ['/', '/p/year-end-tech-sale', '/products', `/product/${LAPTOP}/dell-latitude-5440-core-i5-1335u`, '/cart'] as const;
const STOREFRONT = { Authorization: `Basic ${Buffer.from('storefront:dev-shared-key').toString('base64')}` };
/** Settling after hydration: late images, the cart badge, the slider's first turn would all show by then. */
const SETTLE_MS = 2_000;

/*
 * Scrollbars as shoppers have them. Headless Chromium hides them; a laptop's
 * take room beside the page (and appear when a slowly arriving page outgrows
 * the window), while a phone's float over it (isMobile below).
 */
const test = base.extend({
  launchOptions: [async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }), { scope: 'worker' }],
});

let slow: SlowShop;

test.beforeAll(async ({ baseURL }) => {
  slow = await startSlowShop(baseURL ?? '');
});

test.afterAll(async () => {
  await slow.close();
});

/** How the page arrived (ms from navigation start): its first paint, its last byte, and the parser's end of it. */
function arrival(page: Page): Promise<{ firstPaint: number; lastByte: number; parsed: number }> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { firstPaint: paint?.startTime ?? Infinity, lastByte: navigation?.responseEnd ?? 0, parsed: navigation?.domInteractive ?? 0 };
  });
}

interface Walk {
  /** One line per shift: the page, the width, its score and what moved. */
  moved: string[];
  total: number;
  /** Pages not painted before the parser had read all of them: the slow connection did not do its part there. */
  paintedWhole: string[];
}

/** A new shopper at this viewport puts one laptop in the cart, then opens every page of PAGES in turn. */
async function walk(browser: Browser, viewport: { width: number; height: number }): Promise<Walk> {
  const phone = viewport.width < 768;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, baseURL: slow.origin });
  // The shopper's session (the cookie the shop would set on the first page) and the laptop in its cart, as the storefront adds it.
  const sessionId = randomUUID();
  await context.addCookies([{ name: SESSION_ID_COOKIE, value: sessionId, url: slow.origin }]);
  const added = await context.request.post('/api/website/cart/add', { headers: STOREFRONT, form: { user_id: 0, session_id: sessionId, product_id: LAPTOP, qty: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const page = await context.newPage();

  const result: Walk = { moved: [], total: 0, paintedWhole: [] };
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    const shifts = await layoutShifts(page, SETTLE_MS);
    const { firstPaint, lastByte, parsed } = await arrival(page);
    if (!(firstPaint < parsed)) result.paintedWhole.push(`${path} at ${viewport.width} px (first paint ${Math.round(firstPaint)} ms, parsed ${Math.round(parsed)} ms)`);
    test.info().annotations.push({ type: `${path} at ${viewport.width} px`, description: `first paint ${Math.round(firstPaint)} ms, last byte ${Math.round(lastByte)} ms, parsed ${Math.round(parsed)} ms, ${shifts.length} shifts` });
    result.total += cumulativeShift(shifts);
    result.moved.push(...shifts.map((shift) => `${path} at ${viewport.width} px: ${describeShift(shift)}`));
  }
  // The last page was the cart, with its line.
  await expect(page.getByRole('heading', { name: 'Items in your cart (1 item)' })).toBeVisible();
  await context.close();
  return result;
}

test('nothing moves on the campaign’s pages at 390 and 1280 px while they arrive slowly and hydrate', async ({ browser }) => {
  test.setTimeout(180_000);
  // Both widths at once, each a shopper of its own: their pieces and 2 s of settling overlap.
  const walks = await Promise.all([walk(browser, PHONE), walk(browser, DESKTOP)]);
  expect(
    walks.flatMap((w) => w.moved),
    'layout shifts (what moved, how far, how its size changed)',
  ).toEqual([]);
  expect(walks.reduce((sum, w) => sum + w.total, 0)).toBe(0);
  // The slow connection did its part: pages were painted before the parser had read all of them. A machine too
  // busy to paint while it parses may miss some (a page first painted only once parsed shifts nothing); never most.
  const paintedWhole = walks.flatMap((w) => w.paintedWhole);
  expect(paintedWhole.length, `pages first painted only once wholly parsed: ${paintedWhole.join('; ')}`).toBeLessThanOrEqual(PAGES.length);
});
