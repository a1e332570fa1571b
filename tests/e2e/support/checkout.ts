import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './page-health';
import { seriousAxeProblems } from './sign-in';

/*
 * A shopper's way to a paid order, shared by the journeys that need one.
 * PIN 411041 is Pune (local delivery, Maharashtra); the local gateway's test
 * card 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined.
 */

export async function addToCart(page: Page, productId: number) {
  await page.goto(`/product/${productId}/x`);
  // The journeys buy; a tap before the scripts have run is early-taps.spec.ts's business, not theirs.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  // The tap may come before hydration: it is kept and takes effect once the app has hydrated (issue 21 §1).
  await expect(page.getByText('Added to cart').first()).toBeVisible({ timeout: 30_000 });
}

export async function addAddress(page: Page) {
  await page.getByRole('link', { name: 'Add a new address' }).first().click();
  await expect(page).toHaveURL(/\/address\/add/);
  await page.getByLabel('Full name').fill('Ananya Kulkarni');
  await page.getByLabel('Mobile number').fill('9822012345');
  await page.getByLabel('PIN code').fill('411041');
  // The PIN fills city and state.
  await expect(page.getByLabel('City')).toHaveValue(/Pune/);
  await page.getByLabel('House number and street').fill('Flat 12, Shanti Heights, Sinhagad Road');
  await page.getByLabel('Locality').fill('Vadgaon Budruk');
  // The browser tests have no internet: the map's tiles cannot load, and the form says so instead of a grey box.
  await expect(page.getByText('Map couldn’t load — your pin is set to Vadgaon Budruk, Pune, Maharashtra; you can still save the address')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(await seriousAxeProblems(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

export async function payInModal(page: Page, card: string) {
  const modal = page.getByRole('dialog').filter({ hasText: /₹/ }).last();
  await expect(modal).toBeVisible();
  await modal.getByLabel(/card number/i).fill(card);
  await modal.getByRole('button', { name: /^Pay/ }).click();
}

