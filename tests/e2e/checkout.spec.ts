import { test, expect } from './support/csp-guard';
import { addAddress, addToCart, payInModal } from './support/checkout';
import { seriousAxeProblems, signInByMobile } from './support/sign-in';

/*
 * Money in real Chromium against the real server, database and the shop's
 * local payment gateway (the same browser API as Razorpay's checkout script;
 * test cards 4111… succeed, 4000…0002 fails). Product 4 is a seeded Dell
 * laptop without variants; PIN 411041 is Pune (local delivery, Maharashtra).
 */

const ADMIN = { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };

test('checkout: address, coupon, the success card, then the order and its GST invoice; delivered, then a return', async ({ page }) => {
  // Sign-in with the name question, an address, a payment and a return: past the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await addToCart(page, 4);
  await page.goto('/checkout');
  await signInByMobile(page);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  await addAddress(page);
  await expect(page.getByText('Ananya Kulkarni').first()).toBeVisible();

  // A coupon the server checks: TECH10 is 10% off orders above ₹5,000.
  await page.getByLabel('Coupon code').fill('tech10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(/TECH10/).first()).toBeVisible();
  await expect(page.getByText(/GST included/).first()).toBeVisible();
  expect(await seriousAxeProblems(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInModal(page, '4111 1111 1111 1111');

  await expect(page).toHaveURL(/\/order\/\d+$/, { timeout: 15_000 });
  const orderId = Number(/\/order\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByText('Placed').first()).toBeVisible();
  expect(await seriousAxeProblems(page, 'main')).toEqual([]);

  await page.getByRole('link', { name: /Invoice/ }).first().click();
  await expect(page).toHaveURL(/\/order\/(order-)?invoice\/\d+$/);
  await expect(page.getByRole('main').getByText(/GSTIN: 27AAKFC4821M1Z3/).first()).toBeVisible();
  // Delivered within Maharashtra, the seller's state: CGST and SGST, no IGST.
  await expect(page.getByText(/CGST/).first()).toBeVisible();
  await expect(page.getByText(/SGST/).first()).toBeVisible();
  await expect(page.getByText(/Rupees .* Only/).first()).toBeVisible();
  expect(await seriousAxeProblems(page, 'main')).toEqual([]);

  // Operations mark it delivered; the shopper can then ask for a return.
  const delivered = await page.request.post(`/api/admin/orders/${orderId}/status`, { headers: ADMIN, form: { status: 'delivered' } });
  expect(delivered.status()).toBe(200);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Delivered').first()).toBeVisible();
  await page.getByRole('link', { name: 'Return', exact: true }).first().click();
  await expect(page).toHaveURL(/\/order\/return\/\d+/);
  await page.getByLabel(/Reason/).first().selectOption({ index: 1 });
  expect(await seriousAxeProblems(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: /Request|Submit/ }).first().click();
  await expect(page).toHaveURL(/\/order\/refund-replace-process\/\d+$/);
  await expect(page.getByText('Requested').first()).toBeVisible();
});

test('the failure card leaves the order awaiting payment with a retry that succeeds', async ({ page }) => {
  await addToCart(page, 6);
  await page.goto('/checkout');
  await signInByMobile(page);
  await addAddress(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInModal(page, '4000 0000 0000 0002');
  // Like Razorpay, the modal stays open after a declined card; the shopper closes it.
  await expect(page.getByText(/declined|failed/i).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page).toHaveURL(/\/order\/\d+$/, { timeout: 15_000 });
  await expect(page.getByText('Awaiting payment').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payInModal(page, '4111 1111 1111 1111');
  await expect(page.getByText('Placed').first()).toBeVisible({ timeout: 15_000 });
});

test('checkout on a phone: a focused header, and the pay bar stays in view over the steps with the price details a tap away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addToCart(page, 6);
  await page.goto('/checkout');
  await signInByMobile(page);
  await addAddress(page);

  // The shop's menu, offers, tab bar and footer give way to the logo, the secure-checkout promise and help.
  const header = page.getByRole('banner');
  await expect(header.getByText('100% secure checkout')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/customer-support');
  await expect(header.getByRole('link', { name: /^Call us on/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);

  const bar = page.getByRole('region', { name: 'Amount payable' });
  const pay = bar.getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toBeEnabled();
  /** The bar is on screen, bottom edge at the bottom of the window. */
  const barInView = () =>
    bar.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && Math.abs(box.bottom - window.innerHeight) <= 1;
    });
  for (const to of [0, 0.5]) {
    await page.evaluate((share) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * share), to);
    await expect.poll(barInView, `pay bar in view at ${to * 100}% scrolled`).toBe(true);
  }
  // At the very end it rests under the last step instead of covering it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await bar.evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    const before = [...document.querySelectorAll('main [data-section] > *')].filter((node) => !el.contains(node) && !node.contains(el));
    return before.some((node) => node.getBoundingClientRect().bottom > top + 1);
  });
  expect(covered, 'the pay bar covers a checkout step at the end of the page').toBe(false);
  await expect(bar).toBeInViewport();

  const details = bar.getByRole('button', { name: 'View details' });
  await details.click();
  await expect(bar.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.getByText('Total payable')).toBeVisible();
  await expect(bar.getByText('GST included')).toBeVisible();
  await expect(pay).toBeInViewport();
  expect(await seriousAxeProblems(page)).toEqual([]);

  await pay.click();
  await payInModal(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/order\/\d+$/, { timeout: 15_000 });
});
