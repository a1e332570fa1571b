import { test, expect, type Page } from './support/csp-guard';
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

const ADMIN = { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };

async function payInModal(page: Page, card: string) {
  const modal = page.getByRole('dialog').filter({ hasText: /₹/ }).last();
  await modal.getByLabel(/card number/i).fill(card);
  await modal.getByRole('button', { name: /^Pay/ }).click();
}

test('a gift card bought by one shopper is redeemed by another into the wallet, which pays part of an order', async ({ browser }) => {
  // Two shoppers, two payments, then the order followed at two widths.
  test.setTimeout(240_000);
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
  const orderId = Number(/\/order\/(\d+)$/.exec(page.url())?.[1]);
  await page.goto('/wallet');
  await expect(page.getByText('₹0.00').first()).toBeVisible();
  // One way to redeem another card, not the same button twice.
  await expect(page.getByRole('main').getByRole('link', { name: /gift card/i })).toHaveText(['Redeem a gift card']);

  // Operations ship it with Blue Dart; the order page says with whom, the AWB number and by when, on a desktop and a phone.
  const shipped = await page.request.post(`/api/admin/orders/${orderId}/status`, { headers: ADMIN, form: { status: 'shipped', carrier: 'Blue Dart', awb: 'bd40127789in' } });
  expect(shipped.status()).toBe(200);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/order/${orderId}`);
    const tracking = page.getByRole('region', { name: 'Tracking' });
    await expect(tracking.getByText('Blue Dart')).toBeVisible();
    await expect(tracking.getByText('BD40127789IN')).toBeVisible();
    await expect(tracking.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();
    // The address keeps a readable measure: never a column a word wide.
    const address = await page.getByRole('region', { name: 'Delivery address' }).locator('address').boundingBox();
    expect(address?.width ?? 0).toBeGreaterThan(260);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousAxeProblems(page, 'main')).toEqual([]);
  }

  // On the phone the status filters are one row that scrolls sideways, and the chip in focus shows it and is in view.
  await page.goto('/orders');
  const chips = page.getByRole('group', { name: 'Show orders' }).getByRole('button');
  await expect(chips.first()).toBeVisible();
  const tops = await chips.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const row = await chips.first().evaluate((b) => ({ scroll: b.parentElement?.scrollWidth ?? 0, client: b.parentElement?.clientWidth ?? 0 }));
  expect(row.scroll).toBeGreaterThan(row.client);
  const cancelled = chips.filter({ hasText: 'Cancelled' });
  await expect(cancelled).not.toBeInViewport();
  await chips.first().focus();
  for (let i = 1; i < (await chips.count()); i++) await page.keyboard.press('Tab');
  await expect(cancelled).toBeFocused();
  await expect(cancelled).toBeInViewport();
  expect(await cancelled.evaluate((b) => getComputedStyle(b).outlineStyle)).not.toBe('none');
});
