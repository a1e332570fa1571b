import { test, expect, type Page, type FrameLocator } from '@playwright/test';
import { entry, readPage, readShell, savePage, saveShell, type Entry } from './admin-api';
import { seriousAxeProblems } from './support/sign-in';

/*
 * The merchandiser's path through the layout studio, against the real server:
 * edit a draft with the preview beside it, publish, watch an already open
 * storefront tab change without a reload (Server-Sent Events), roll back.
 */

let shell: Entry[] = [];
let home: Entry[] = [];

test.beforeAll(async ({ request }) => {
  shell = await readShell(request);
  home = await readPage(request, 'home');
  // A known starting point: header pattern 1, and the home page's first sections in a known order.
  await saveShell(request, [entry('promotinal-header', 1), entry('header', 1), entry('footer', 1)]);
  await savePage(request, 'home', [entry('hero-banner', 1), entry('trust-strip', 1), entry('category-grid', 1)]);
});

test.afterAll(async ({ request }) => {
  await saveShell(request, shell);
  await savePage(request, 'home', home);
});

async function homeOrder(target: Page | FrameLocator): Promise<string[]> {
  return target.locator('main [data-section]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section') ?? ''));
}

async function signInToStudio(page: Page) {
  await page.goto('/studio');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousAxeProblems(page)).toEqual([]);
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('reorder home, change the header pattern, preview, publish: an open storefront tab follows without a reload; rollback returns it', async ({ page, context }) => {
  test.setTimeout(90_000);
  const shop = await context.newPage();
  await shop.goto('/');
  await expect(shop.locator('[data-section="header"][data-pattern="1"]')).toHaveCount(1);
  await expect.poll(() => homeOrder(shop)).toEqual(['hero-banner', 'trust-strip', 'category-grid']);
  // Anything that reloads the tab would lose this.
  await shop.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await signInToStudio(page);
  const preview = page.frameLocator('iframe[title="Preview"]');

  // Home: move the trust strip above the hero banner.
  await page.getByRole('link', { name: /^Home page/ }).click();
  const sections = page.getByRole('list', { name: 'Sections' });
  await expect(sections.getByRole('listitem')).toHaveCount(3);
  await sections.getByRole('button', { name: 'Move Trust badges up' }).click();
  await expect.poll(() => homeOrder(preview)).toEqual(['trust-strip', 'hero-banner', 'category-grid']);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('main').getByText(/Published version \d+/)).toBeVisible();

  // Shell: header pattern 1 → 3, seen in the preview, then published.
  await page.getByRole('link', { name: /^Shell/ }).click();
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Edit Header/ }).click();
  await page.getByRole('combobox', { name: 'Pattern', exact: true }).selectOption({ value: '3' });
  await expect(preview.locator('[data-section="header"][data-pattern="3"]')).toHaveCount(1);
  await expect(shop.locator('[data-section="header"][data-pattern="1"]')).toHaveCount(1); // a draft does not leak
  const published = Date.now();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  // Within 2 s of the publish, the open tab shows both changes, with no reload.
  await expect(shop.locator('[data-section="header"][data-pattern="3"]')).toHaveCount(1, { timeout: 2_000 });
  await expect.poll(() => homeOrder(shop), { timeout: 2_000 }).toEqual(['trust-strip', 'hero-banner', 'category-grid']);
  expect(Date.now() - published).toBeLessThan(4_000);
  expect(await shop.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Roll the shell back to the version before: the tab returns to header pattern 1.
  await page.getByRole('tab', { name: 'History' }).click();
  const rollback = page.getByRole('button', { name: /^Roll back to version \d+$/ }).first();
  await rollback.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(shop.locator('[data-section="header"][data-pattern="1"]')).toHaveCount(1, { timeout: 2_000 });
  expect(await shop.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('an invalid prop is refused with a message next to the field, and the studio is clean under axe', async ({ page, request }) => {
  await signInToStudio(page);
  await page.getByRole('link', { name: /^Home page/ }).click();
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Edit Category/ }).click();
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('   ');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await title.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(/.+/);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Nothing invalid reached the server: the shop still serves the valid title.
  const served = await readPage(request, 'home');
  expect(served.map((e) => e.other_configration).join()).not.toContain('"title":"   "');
  expect(await seriousAxeProblems(page)).toEqual([]);
});
