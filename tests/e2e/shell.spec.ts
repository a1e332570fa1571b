import { test, expect } from './support/csp-guard';
import { entry, readShell, saveShell, type Entry } from './admin-api';
import { waitForHydration } from './support/page-health';

let original: Entry[] = [];

test.beforeAll(async ({ request }) => {
  original = await readShell(request);
});

test.afterAll(async ({ request }) => {
  await saveShell(request, original);
});

const PATTERNS: [string, number][] = [
  ['promotinal-header', 1],
  ['promotinal-header', 2],
  ['promotinal-header', 3],
  ['promotinal-header', 4],
  ['header', 1],
  ['header', 2],
  ['header', 3],
  ['header', 4],
  ['footer', 1],
  ['footer', 2],
];

for (const [section, pattern] of PATTERNS) {
  test(`the admin API selects ${section} pattern ${pattern} and the shop shows it`, async ({ page, request }) => {
    const others = ['promotinal-header', 'header', 'sub-header', 'footer'].filter((s) => s !== section);
    await saveShell(request, [entry(section, pattern), ...others.map((s) => entry(s, 1))]);
    await page.goto('/');
    const canonical = section === 'promotinal-header' ? 'promotional-header' : section;
    const frame = page.locator(`[data-section="${canonical}"][data-pattern="${pattern}"]`);
    await expect(frame).toHaveCount(1);
    // The pattern's own content has arrived, not just its skeleton.
    await expect(frame.locator(':scope > :not([data-skeleton])').first()).toBeVisible();
    await expect(page.locator(`[data-section="${canonical}"]:not([data-pattern="${pattern}"])`)).toHaveCount(0);
  });
}

test('the sub-header tab strip appears when configured and goes when hidden', async ({ page, request }) => {
  await saveShell(request, [entry('header', 1), entry('sub-header', 1), entry('footer', 1)]);
  await page.goto('/');
  await expect(page.locator('[data-section="sub-header"][data-pattern="1"]')).toHaveCount(1);
  await saveShell(request, [entry('header', 1), entry('sub-header', 1, 'N'), entry('footer', 1)]);
  await page.goto('/');
  await expect(page.locator('[data-section="header"]')).toHaveCount(1);
  await expect(page.locator('[data-section="sub-header"]')).toHaveCount(0);
});

test('?debug=layout lists the entries the engine skipped, and why', async ({ page, request }) => {
  await saveShell(request, [entry('header', 1), entry('header', 2, 'N'), entry('footer', 1)]);
  await page.goto('/?debug=layout');
  await expect(page.locator('[data-section="header"]')).toHaveCount(1);
  const overlay = page.getByTestId('layout-debug');
  await expect(overlay).toContainText('shell[1] header #2');
  await expect(overlay).toContainText("hidden: visibility is 'N'");
});

test('/profile hides the whole shell and shows the social links', async ({ page, request }) => {
  await saveShell(request, original);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Follow');
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
  await expect(page.locator('[data-section]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
});

test('an unknown path answers 404 and shows Page Not Found with a way back', async ({ page }) => {
  await page.goto('/cart');
  // The page records itself as the last one visited once it has hydrated.
  await page.waitForLoadState('networkidle');
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('an account page asks a guest to sign in', async ({ page }) => {
  await page.goto('/wallet');
  // The popup opens once the page hydrates: the server cannot know who is signed in.
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'Login or sign up' })).toBeVisible();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mobile number is required!');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});
