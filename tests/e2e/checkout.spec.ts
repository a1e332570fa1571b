import { test, expect, type Page } from '@playwright/test';
import { seriousAxeProblems, signInByMobile } from './support/sign-in';

/*
 * Money in real Chromium against the real server, database and the shop's
 * local payment gateway (the same browser API as Razorpay's checkout script;
 * test cards 4111… succeed, 4000…0002 fails). Product 4 is a seeded Dell
 * laptop without variants; PIN 411041 is Pune (local delivery, Maharashtra).
 */

const ADMIN = { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };

async function addToCart(page: Page, productId: number) {
  await page.goto(`/product/${productId}/x`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

async function addAddress(page: Page) {
  await page.getByRole('link', { name: 'Add a new address' }).first().click();
  await expect(page).toHaveURL(/\/address\/add/);
  await page.getByLabel('Full name').fill('Ananya Kulkarni');
  await page.getByLabel('Mobile number').fill('9822012345');
  await page.getByLabel('PIN code').fill('411041');
  // The PIN fills city and state.
  await expect(page.getByLabel('City')).toHaveValue(/Pune/);
  await page.getByLabel('House number and street').fill('Flat 12, Shanti Heights, Sinhagad Road');
  await page.getByLabel('Locality').fill('Vadgaon Budruk');
  expect(await seriousAxeProblems(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function payInModal(page: Page, card: string) {
  const modal = page.getByRole('dialog').filter({ hasText: /₹/ }).last();
  await expect(modal).toBeVisible();
  await modal.getByLabel(/card number/i).fill(card);
  await modal.getByRole('button', { name: /^Pay/ }).click();
}

test('checkout: address, coupon, the success card, then the order and its GST invoice; delivered, then a return', async ({ page }) => {
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
