import { test, expect } from './support/csp-guard';
import sharp from 'sharp';
import { entry, readPage, savePage, type Entry } from './admin-api';
import { seriousAxeProblems } from './support/sign-in';
import { accept, invite, signIn, signOut } from './support/studio';

/*
 * Running the shop from the studio, against the real server: the owner invites
 * a catalogue manager (the invitation link from the development outbox), who
 * adds a laptop with two variants; a merchandiser puts it in a collection and
 * points the home carousel at it, then publishes; a storefront tab left open
 * shows it without a reload, and a shopper adds it to the cart at the price
 * just set.
 */

let home: Entry[] = [];
const stamp = Date.now().toString(36);
const laptop = `Lenovo Yoga Slim 7i Aura ${stamp}`;
const manager = { email: `catalogue-${stamp}@shop.test`, name: 'Kavya Rao', password: 'kavya-password-2026' };
const merchandiser = { email: `merch-${stamp}@shop.test`, name: 'Arjun Mehta', password: 'arjun-password-2026' };

test.beforeAll(async ({ request }) => {
  home = await readPage(request, 'home');
  await savePage(request, 'home', [entry('hero-banner', 1), entry('product-carousel', 1, 'Y', { title: 'Best sellers', source: 'best_seller' })]);
});

test.afterAll(async ({ request }) => {
  await savePage(request, 'home', home);
});

/** A plain 1200 × 900 picture of one colour, as a camera's JPEG or a PNG. */
function photo(colour: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })[format]().toBuffer();
}

test('owner invites a catalogue manager who adds a laptop; a merchandiser features it and publishes; an open shop tab shows it and a shopper buys at the new price', async ({ page, context }) => {
  test.setTimeout(180_000);
  const shop = await context.newPage();
  await shop.goto('/');
  await expect(shop.locator('main [data-section="product-carousel"]')).toHaveCount(1);
  await shop.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The owner invites both.
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'People' }).click();
  await invite(page, manager, 'Catalogue manager');
  await invite(page, merchandiser, 'Merchandiser');
  await signOut(page);
  await accept(page, manager);
  await accept(page, merchandiser);

  // The catalogue manager adds the laptop with two variants.
  await signIn(page, manager.email, manager.password);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(laptop);
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: 'Lenovo' });
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Laptops' });
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A 14-inch 2.8K OLED ultrabook with Intel Core Ultra and all-day battery.');
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.getByRole('button', { name: 'Add a variant' }).click();
  for (const [n, values] of [
    [1, ['16 GB / 512 GB', 'Memory: 16 GB; Storage: 512 GB', '1,04,990', '1,24,990', '5']],
    [2, ['32 GB / 1 TB', 'Memory: 32 GB; Storage: 1 TB', '1,29,990', '1,49,990', '3']],
  ] as const) {
    const group = page.getByRole('group', { name: `Variant ${n}` });
    const [label, choices, price, mrp, stock] = values;
    await group.getByRole('textbox', { name: 'Choices', exact: true }).fill(choices);
    await group.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(price);
    await group.getByRole('textbox', { name: 'MRP (₹)', exact: true }).fill(mrp);
    await group.getByRole('textbox', { name: 'Stock', exact: true }).fill(stock);
    await group.getByRole('textbox', { name: 'Name', exact: true }).fill(label);
  }
  expect(await seriousAxeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add product' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: laptop })).toBeVisible();
  // Two photos, resized by the server to AVIF and WebP widths.
  for (const [name, colour] of [['front.jpg', '#1f4e79'], ['side.png', '#7a7f87']] as const) {
    await page.getByLabel('Add a photo').setInputFiles({ name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer: await photo(colour, name.endsWith('.png') ? 'png' : 'jpeg') });
    await expect(page.getByRole('list', { name: 'Photos, in the order the shop shows them' }).getByRole('listitem')).toHaveCount(name === 'front.jpg' ? 1 : 2, { timeout: 20_000 });
  }
  await signOut(page);

  // The merchandiser makes a collection of it and points the home carousel there.
  await signIn(page, merchandiser.email, merchandiser.password);
  await page.getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await dialog.getByLabel('Title').fill(`Just launched ${stamp}`);
  await dialog.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Just launched ${stamp}` })).toBeVisible();
  await page.getByLabel('Find products to add').fill(`Aura ${stamp}`);
  await page.getByRole('button', { name: `Add ${laptop}` }).click();
  await page.getByRole('button', { name: 'Save products' }).click();
  await expect(page.getByRole('list', { name: `Products in Just launched ${stamp}, in order` }).getByText(laptop)).toBeVisible();

  await page.getByRole('link', { name: /^Home page/ }).click();
  await page.getByRole('button', { name: /^Edit Best sellers/ }).click();
  await page.getByLabel('Title', { exact: true }).fill('Just launched');
  await page.getByLabel('Source').selectOption('collection');
  await page.getByLabel('Collection').selectOption({ label: `Just launched ${stamp}` });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('main').getByText(/Published version \d+/)).toBeVisible();

  // The open tab follows: the carousel now holds the laptop at its opening price.
  const carousel = shop.locator('main [data-section="product-carousel"]');
  await expect(carousel.getByRole('heading', { name: 'Just launched' })).toBeVisible({ timeout: 15_000 });
  const card = carousel.getByRole('link', { name: new RegExp(laptop) }).first();
  await expect(card).toBeVisible();
  // The card shows the uploaded photo, offered as AVIF and WebP.
  await expect(carousel.locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /\/media\/products\/\d+-[a-z0-9]+-\d+\.avif/);
  await expect(carousel).toContainText('₹1,04,990');
  expect(await shop.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // A shopper opens it and adds it to the cart at the price just set.
  await card.click();
  await expect(shop.getByRole('heading', { level: 1, name: laptop })).toBeVisible();
  await shop.getByRole('button', { name: 'Add to cart' }).first().click();
  await shop.goto('/cart');
  await expect(shop.getByRole('main')).toContainText(laptop);
  await expect(shop.getByRole('main')).toContainText('₹1,04,990.00');
});
