import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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

for (const path of ['/', '/about-us', '/profile', '/no/such/page', '/wallet']) {
  test(`${path} has no serious or critical accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the skip link is the first stop and moves focus to the page content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
