import { test, expect, type Page } from '@playwright/test';
import { z } from 'zod';
import { seriousAxeProblems, signInByMobile } from './support/sign-in';

/*
 * Gift card to wallet to order, in real Chromium against the real server and
 * the local payment gateway: one shopper buys a ₹1,000 gift card for a
 * friend; the friend signs in, redeems the code and PIN from the e-mail (read
 * from the development outbox), sees the wallet balance, and pays part of an
 * order from it. Product 320 is a seeded charger without variants.
 */

const outboxSchema = z.object({ data: z.array(z.object({ to: z.string(), text: z.string() })) });

async function giftCardEmail(page: Page, email: string): Promise<{ code: string; pin: string }> {
  let found = { code: '', pin: '' };
  await expect(async () => {
    const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const text = outboxSchema.parse(await res.json()).data[0]?.text ?? '';
    found = { code: /Code: ([A-Z0-9-]+)/.exec(text)?.[1] ?? '', pin: /PIN: (\d{6})/.exec(text)?.[1] ?? '' };
    expect(found.code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return found;
}

async function payInModal(page: Page, card: string) {
  const modal = page.getByRole('dialog').filter({ hasText: /₹/ }).last();
  await modal.getByLabel(/card number/i).fill(card);
  await modal.getByRole('button', { name: /^Pay/ }).click();
}

test('a gift card bought by one shopper is redeemed by another into the wallet, which pays part of an order', async ({ browser }) => {
  test.setTimeout(120_000);
  const friend = `friend.${Date.now()}@example.in`;

  // The buyer.
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto('/gift-card/checkout');
  await signInByMobile(buyer);
  await buyer.goto('/gift-card');
  await buyer.getByRole('link', { name: /Birthday/ }).first().click();
  await buyer.getByText('₹1,000', { exact: true }).first().click();
  await buyer.getByLabel("Recipient's name").fill('Kavya Menon');
  await buyer.getByLabel("Recipient's e-mail").fill(friend);
  await buyer.getByLabel('Message (optional)').fill('Happy birthday! Get yourself something nice.');
  expect(await seriousAxeProblems(buyer, 'main')).toEqual([]);
  await buyer.getByRole('button', { name: 'Buy now' }).click();
  await expect(buyer).toHaveURL(/\/gift-card\/checkout$/);
  await buyer.getByRole('button', { name: /^Pay ₹1,000/ }).click();
  await payInModal(buyer, '4111 1111 1111 1111');
  await expect(buyer).toHaveURL(/\/gift-card\/orders$/, { timeout: 15_000 });
  await expect(buyer.getByText('Kavya Menon').first()).toBeVisible();
  expect(await seriousAxeProblems(buyer, 'main')).toEqual([]);

  // The friend, with the code and PIN from the e-mail.
  const { code, pin } = await giftCardEmail(buyer, friend);
  const page = await (await browser.newContext()).newPage();
  await page.goto('/add/gift-card');
  await signInByMobile(page);
  await page.getByLabel('Gift card code').fill(code);
  await page.getByLabel('PIN').fill(pin);
  await page.getByRole('button', { name: 'Add to wallet' }).click();
  await expect(page.getByText(/₹1,000\.00/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Go to my wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByText('₹1,000.00').first()).toBeVisible();
  expect(await seriousAxeProblems(page, 'main')).toEqual([]);

  // The same card cannot be used twice.
  await page.goto('/add/gift-card');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByLabel('PIN').fill(pin);
  await page.getByRole('button', { name: 'Add to wallet' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();

  // An order paid partly from the wallet: the rest online.
  await page.goto('/product/4/x');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('link', { name: 'Add a new address' }).first().click();
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Mobile number').fill('9811122233');
  await page.getByLabel('PIN code').fill('411041');
  await expect(page.getByLabel('City')).toHaveValue(/Pune/);
  await page.getByLabel('House number and street').fill('B-204, Green Meadows, Sinhagad Road');
  await page.getByLabel('Locality').fill('Anand Nagar');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(/Use wallet balance/).check();
  await expect(page.getByText(/−₹1,000\.00|-₹1,000\.00/).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInModal(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/order\/\d+$/, { timeout: 15_000 });
  await expect(page.getByText('Placed').first()).toBeVisible();
  await page.goto('/wallet');
  await expect(page.getByText('₹0.00').first()).toBeVisible();
});
