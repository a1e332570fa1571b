import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Page } from './support/csp-guard';
import { webManifestSchema } from '../../schemas/api/web-manifest';

/*
 * Offline and installable, in real Chromium against the built shop: the
 * service worker keeps the pages a shopper saw, the shell says when it is
 * offline, cart changes are refused rather than lost, and Chromium finds
 * nothing stopping an install.
 */

const PRODUCT = '/product/4/dell-latitude-5440-core-i5-1335u';
const NOTICE = 'You are offline — showing the pages you have seen. Prices and stock may have changed.';
const CART_REFUSED = 'You are offline. Your cart was not changed — try again when you are back online.';

async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** Every address the worker's caches hold. */
function savedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        if (!path.startsWith('/assets/') && !urls.includes(path)) urls.push(path);
      }
    }
    return urls;
  });
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart\s*, \d+ items?$/ }).first();
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

test('pages seen read offline with a notice; an unseen page stays in the shop; cart changes are refused', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Best sellers' })).toBeVisible();
  await controlledByWorker(page);

  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dell');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  // The tap may come before hydration: it is kept and takes effect once the app has hydrated (issue 21 §1).
  await expect(page.getByText('Added to cart').first()).toBeVisible({ timeout: 30_000 });
  await expect(cartLink(page)).toHaveAccessibleName(/, 1 item$/);

  await page.goto('/cart');
  await expect(page.getByRole('button', { name: /^Increase quantity of Dell/ })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  // The copies are written after each answer reaches the page: wait for them before the network goes.
  await expect
    .poll(() => savedUrls(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['/', PRODUCT, '/cart', '/api/website/cart/cart-items']));

  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Increase quantity of Dell/ })).toBeVisible();
  await expect(notice(page)).toHaveText(NOTICE);

  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dell');
  await expect(notice(page)).toHaveText(NOTICE);

  // Refused before anything changes: the message, and the header still says one item.
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText(CART_REFUSED)).toBeVisible();
  await expect(page.getByText('Added to cart')).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName(/, 1 item$/);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Best sellers' })).toBeVisible();
  await expect(notice(page)).toHaveText(NOTICE);

  // Never opened: the shop's own page saying so, not the browser's error page.
  await page.goto('/product/5/never-seen');
  await expect(notice(page)).toContainText('This page was not saved on this device');
  await expect(cartLink(page)).toBeVisible();

  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
});

test('quantity changes on the cart page are refused offline and the quantity stays', async ({ page, context }) => {
  await page.goto(PRODUCT);
  await controlledByWorker(page);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(cartLink(page)).toHaveAccessibleName(/, 1 item$/);
  await page.goto('/cart');
  // The server renders the cart's lines; their buttons work once the page has hydrated.
  await page.waitForLoadState('networkidle');
  const increase = page.getByRole('button', { name: /^Increase quantity of Dell/ });
  await expect(increase).toBeVisible();

  await context.setOffline(true);
  await increase.click();
  await expect(page.getByText(CART_REFUSED)).toBeVisible();
  await expect(page.getByLabel('Quantity 1')).toBeVisible();
  await page.getByRole('button', { name: /^Remove Dell/ }).click();
  await expect(page.getByRole('button', { name: /^Increase quantity of Dell/ })).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByLabel('Quantity 1')).toBeVisible();
});

// Incognito windows cannot install, and every test context is one: this test gets a profile of its own.
test('Chromium finds the shop installable and reads its manifest', async ({ playwright, baseURL }, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const parsed = webManifestSchema.parse(JSON.parse(manifest.data ?? ''));
    expect(parsed).toMatchObject({ display: 'standalone', start_url: '/', lang: 'en-IN' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
