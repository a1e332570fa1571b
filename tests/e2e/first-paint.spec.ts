import { test, expect } from './support/csp-guard';
import { waitForHydration } from './support/page-health';

test('the server sends the page already rendered: the shell shows with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('[data-section="header"]')).toHaveCount(1);
  await expect(page.getByRole('search').first()).toBeVisible();
  await expect(page.locator('footer').first()).toContainText('Circuit Bazaar');
  await context.close();
});

test('the page hydrates without errors and becomes interactive', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const path of ['/', '/products', '/product/4/dell-latitude-5440-core-i5-1335u']) {
  test(`${path}: hydration adopts the server's sections as they are, no skeleton in between`, async ({ page }) => {
    // Records from the first byte every section element the browser adds or removes after the parser is done.
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { sectionChanges: changes });
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const r of records) {
            for (const n of [...r.addedNodes, ...r.removedNodes]) {
              if (!(n instanceof HTMLElement)) continue;
              const where = r.target instanceof Element ? r.target.closest('[data-section]')?.getAttribute('data-section') : null;
              if (n.matches('[data-skeleton], [data-section] > *')) changes.push(`${r.addedNodes.length ? 'added' : 'removed'} ${n.tagName.toLowerCase()} in ${where ?? 'the page'}`);
            }
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const sections = await page.locator('[data-section]').count();
    expect(sections).toBeGreaterThan(2);
    expect(await page.evaluate(() => Reflect.get(window, 'sectionChanges'))).toEqual([]);
  });
}
