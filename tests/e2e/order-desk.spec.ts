import { test, expect } from './support/csp-guard';
import { z } from 'zod';
import { addAddress, addToCart, payInModal } from './support/checkout';
import { seriousAxeProblems, signInByMobile } from './support/sign-in';
import { accept, invite, signIn, signOut } from './support/studio';

/*
 * A day at the order desk, against the real server: a shopper buys by card;
 * support finds them by the phone they call from; the order desk confirms,
 * packs and ships with an AWB, which the shopper's open tracking page shows
 * without a reload; the shopper asks for a return; the desk approves, picks
 * it up, receives it and refunds to the wallet, which the shopper's wallet
 * shows; the audit log names the staff account of every step.
 */

const stamp = Date.now().toString(36);
const support = { email: `support-${stamp}@shop.test`, name: 'Meera Iyer', password: 'meera-password-2026' };
const desk = { email: `desk-${stamp}@shop.test`, name: 'Rohan Das', password: 'rohan-password-2026' };
const awb = `DLV${Date.now().toString().slice(-10)}`;

const auditSchema = z.object({ data: z.array(z.object({ actor: z.string(), action: z.string(), key: z.string().nullable(), summary: z.string() })) });

test('support finds a shopper by phone; the order desk ships with an AWB the open tracking page shows; a return is approved, received and refunded to the wallet; the audit names each person', async ({ page, context }) => {
  test.setTimeout(240_000);
  const shop = await context.newPage();

  // The shopper buys a laptop by card.
  await addToCart(shop, 4);
  await shop.goto('/checkout');
  const phone = await signInByMobile(shop, undefined, { fname: 'Ananya', lname: `Kulkarni ${stamp}` });
  await addAddress(shop);
  await shop.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInModal(shop, '4111 1111 1111 1111');
  await expect(shop).toHaveURL(/\/order\/\d+$/, { timeout: 15_000 });
  const orderNumber = /CB\d{6}-\d{6}/.exec(await shop.getByText(/^Order CB\d{6}-\d{6}$/).first().innerText())?.[0] ?? '';
  expect(orderNumber).not.toBe('');

  // The tracking page stays open from here on: the shipment must reach it without a reload.
  await shop.goto(`/product/track-order?order=${encodeURIComponent(orderNumber)}`);
  await expect(shop.getByText('Placed').first()).toBeVisible();
  await shop.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The owner invites a support person and an order desk person.
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'People' }).click();
  await invite(page, support, 'Support');
  await invite(page, desk, 'Order desk');
  await signOut(page);
  await accept(page, support);
  await accept(page, desk);

  // Support finds the shopper by the number they call from, with their order.
  await signIn(page, support.email, support.password);
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByLabel('Find a customer').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole('button', { name: `Ananya Kulkarni ${stamp}` }).click();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  expect(await seriousAxeProblems(page)).toEqual([]);
  await signOut(page);

  // The order desk confirms, packs and ships it with the courier's AWB.
  await signIn(page, desk.email, desk.password);
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Search').fill(orderNumber);
  await page.getByRole('link', { name: orderNumber }).first().click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('button', { name: 'Mark packed' }).click();
  await page.getByRole('button', { name: 'Ship…' }).click();
  // Shipping without the AWB is refused at the field, and nothing moves.
  await page.getByLabel('Courier').fill('Delhivery');
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByLabel('AWB number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Out for delivery' })).toHaveCount(0);
  await page.getByLabel('AWB number').fill(awb);
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('button', { name: 'Out for delivery' })).toBeVisible();
  expect(await seriousAxeProblems(page)).toEqual([]);

  await expect(shop.getByText(awb)).toBeVisible({ timeout: 10_000 });
  expect(await shop.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await page.getByRole('button', { name: 'Out for delivery' }).click();
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(shop.getByText('Delivered').first()).toBeVisible({ timeout: 10_000 });

  // The shopper asks for a return.
  await shop.goto('/orders');
  await shop.getByRole('link', { name: new RegExp(orderNumber) }).first().click();
  await shop.getByRole('link', { name: 'Return', exact: true }).first().click();
  await expect(shop).toHaveURL(/\/order\/return\/\d+/);
  await shop.getByLabel(/Reason/).first().selectOption({ index: 1 });
  await shop.getByRole('button', { name: /Request|Submit/ }).first().click();
  await expect(shop).toHaveURL(/\/order\/refund-replace-process\/\d+$/);
  const returnId = Number(/(\d+)$/.exec(shop.url())?.[1]);

  // The desk approves it, has it picked up, receives it and refunds to the wallet.
  await page.getByRole('link', { name: 'Returns', exact: true }).click();
  await page.getByRole('link', { name: `Return #${returnId}` }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Mark picked up' }).click();
  await page.getByLabel('Condition on arrival').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Mark received' }).click();
  await page.getByRole('radio', { name: /wallet/ }).check();
  await page.getByRole('button', { name: /^Refund ₹.*…$/ }).click();
  const confirm = page.getByRole('dialog');
  const amount = /₹[\d,]+\.\d\d/.exec(await confirm.getByRole('heading').innerText())?.[0] ?? '';
  expect(amount).not.toBe('');
  await confirm.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(page.getByText('Refunded').first()).toBeVisible();
  expect(await seriousAxeProblems(page)).toEqual([]);

  // The shopper's wallet holds the refund.
  await shop.goto('/wallet');
  await expect(shop.getByText(amount).first()).toBeVisible();

  // The owner's audit log names who did each step.
  await signOut(page);
  await signIn(page, 'admin', 'admin');
  const audit = auditSchema.parse(await (await page.request.get('/api/admin/studio/audit')).json()).data;
  const byDesk = audit.filter((entry) => entry.actor.includes(desk.email));
  const summaries = byDesk.map((entry) => entry.summary).join('\n');
  for (const step of [orderNumber, awb, `#${returnId}`]) expect(summaries).toContain(step);
  expect(byDesk.length).toBeGreaterThanOrEqual(9);
});
