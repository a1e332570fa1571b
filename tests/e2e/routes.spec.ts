import { test, expect, type APIRequestContext, type Page } from './support/csp-guard';
import { z } from 'zod';
import { ROUTES, routePath, type RouteName } from '../../schemas/routes';
import { seriousAxeProblems, signInByMobile } from './support/sign-in';
import { DESKTOP, PHONE, overflowProblems, waitForHydration, watchHydration } from './support/page-health';

/*
 * Every route of the spec's section 2 (and the 'Page Not Found' screen) opens
 * without an error, shows its heading, is clean under axe (no serious or
 * critical findings), is no wider than the window at 320, 390 and 1280 px,
 * and hydrates without a mismatch, signed in and signed out (an account page
 * then shows its sign-in prompt under the login popup), with real ids: an
 * order (cash on delivery) delivered and returned through the API, an
 * address, a policy and a gift card design, and a cart for /checkout.
 */

const STOREFRONT = { Authorization: `Basic ${Buffer.from('storefront:dev-shared-key').toString('base64')}` };
const ADMIN = { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };
/** A seeded Samsung charger without variants, cheap enough for cash on delivery. */
const CHARGER = 320;

const idSchema = z.object({ id: z.number() });

async function call<T extends z.ZodTypeAny>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data: T, form?: Record<string, string | number>, admin = false): Promise<z.infer<T>> {
  const res = await request.fetch(`/api/${path}`, { method, headers: admin ? ADMIN : STOREFRONT, ...(form ? { form } : {}) });
  const body: unknown = await res.json();
  expect(res.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
  return data.parse(z.object({ status: z.literal(true), data: z.unknown() }).parse(body).data);
}

interface Ids {
  orderId: number;
  itemId: number;
  returnId: number;
  addressId: number;
  policy: { id: number; slug: string } | null;
  design: { id: number; slug: string } | null;
}

async function prepare(page: Page): Promise<Ids> {
  const request = page.request;
  const info = z.object({ id: z.number() }).parse(JSON.parse((await page.evaluate(() => localStorage.getItem('info'))) ?? 'null'));
  const sessionId = (await page.evaluate(() => localStorage.getItem('session_id'))) ?? '';
  const owner = { user_id: info.id, session_id: sessionId };
  await call(request, 'POST', 'website/cart/add', z.unknown(), { ...owner, product_id: CHARGER, qty: 1, mrp: '', price: '', size: '{}' });
  const address = await call(request, 'POST', 'website/addresses', idSchema, {
    user_id: info.id,
    name: 'Rohan Deshpande',
    mobile: '9823456780',
    pin: '411041',
    house: '7 Sahyadri Apartments, Sinhagad Road',
    locality: 'Dhayari',
    city: 'Pune',
    state_code: 'MH',
  });
  const choice = { user_id: info.id, address_id: address.id, payment_method: 'cod' };
  const quote = await call(request, 'POST', 'website/checkout/quote', z.object({ total_paise: z.number() }), choice);
  const placed = await call(request, 'POST', 'website/checkout/place-order', z.object({ order_id: z.number() }), {
    ...choice,
    expected_total_paise: quote.total_paise,
    idempotency_key: `routes-${Date.now()}`,
  });
  await call(request, 'POST', `admin/orders/${placed.order_id}/status`, z.unknown(), { status: 'delivered' }, true);
  const order = await call(request, 'GET', `website/orders/${placed.order_id}?user_id=${info.id}`, z.object({ items: z.array(idSchema) }));
  const itemId = order.items[0]?.id ?? 0;
  const request_ = await call(request, 'POST', 'website/returns', idSchema, {
    user_id: info.id,
    order_item_id: itemId,
    kind: 'return',
    reason: 'Damaged or defective on arrival',
    pickup_address_id: address.id,
  });
  // A cart again, so /checkout shows its steps, summary and pay bar rather than an empty cart.
  await call(request, 'POST', 'website/cart/add', z.unknown(), { ...owner, product_id: CHARGER, qty: 1, mrp: '', price: '', size: '{}' });
  const policies = await request.get('/api/website/policies', { headers: STOREFRONT });
  const policyList = z.object({ data: z.array(z.object({ id: z.number(), slug: z.string() })) }).safeParse(await policies.json());
  const designs = await request.get('/api/website/gift-cards/designs', { headers: STOREFRONT });
  const designList = z.object({ data: z.array(z.object({ id: z.number(), slug: z.string() })) }).safeParse(await designs.json());
  return {
    orderId: placed.order_id,
    itemId,
    returnId: request_.id,
    addressId: address.id,
    policy: policyList.success ? (policyList.data.data[0] ?? null) : null,
    design: designList.success ? (designList.data.data[0] ?? null) : null,
  };
}

function concrete(name: RouteName, ids: Ids): string {
  switch (name) {
    case 'productDetail':
      return routePath(name, { id: 4, name: 'x' });
    case 'category':
      return routePath(name, { categoryTitle: 'laptops', categoryId: 1 });
    case 'orderDetail':
    case 'invoice':
    case 'orderInvoice':
      return routePath(name, { saleId: ids.orderId });
    case 'orderReturn':
    case 'orderReplace':
      return routePath(name, { id: ids.itemId });
    case 'refundProcess':
      return routePath(name, { id: ids.returnId });
    case 'editAddress':
      return routePath(name, { id: ids.addressId });
    case 'policy':
      return routePath(name, { id: ids.policy?.id ?? 1, slug_name: ids.policy?.slug ?? 'privacy-policy' });
    case 'campaign':
      return routePath(name, { slug: 'year-end-tech-sale' });
    case 'giftCardDetail':
      return routePath(name, { id: ids.design?.id ?? 1, name: ids.design?.slug ?? 'gift-card' });
    default:
      return routePath(name);
  }
}

/** A path no route matches: the 'Page Not Found' screen (spec section 2). */
const UNKNOWN_PATH = '/no/such/page';
/** The listing route in its other state: results for the header's search, with its own heading and empty-match help. */
const SEARCH_PATH = '/products?q=samsung';

/**
 * Opens every route of ROUTES, search results, then an unknown path, at `load` width; returns
 * what is wrong: no heading or "Page Not Found", serious axe findings, a page
 * wider than the window at any of WIDTHS (measured on the same load by
 * resizing), or a hydration warning or error (the server's HTML and the
 * browser's first render differ).
 */
async function checkEveryRoute(page: Page, ids: Ids, load: { width: number; height: number }): Promise<string[]> {
  const problems: string[] = [];
  const hydration = watchHydration(page);
  await page.setViewportSize(load);
  const paths = (Object.keys(ROUTES) as RouteName[]).map((name) => concrete(name, ids));
  for (const path of [...paths, SEARCH_PATH, UNKNOWN_PATH]) {
    await page.goto(path);
    // A guest on an account page gets the login popup over a sign-in prompt: that page too has its heading.
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 10_000 });
    if (path === UNKNOWN_PATH) await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    else await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
    // Hydrated before anything is judged: a mismatch is reported then, and axe sees the page the shopper uses.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    for (const p of await seriousAxeProblems(page)) problems.push(`${path} ${p}`);
    problems.push(...(await overflowProblems(page, path, load)));
    problems.push(...hydration.take());
  }
  return problems;
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

test.describe.serial('every route of the spec opens without an error, with its heading, clean under axe, no wider than the window, hydrating cleanly', () => {
  // The signed-in run makes the ids (an order, a return, an address); the guest run opens the same paths.
  // Signed in, pages load (and hydrate) at phone width; signed out, at desktop width; both measure all three widths.
  // About 40 pages, three widths and axe each: some 4 minutes on this 2-core machine, so 7 are allowed.
  let ids: Ids | null = null;

  test('signed in', async ({ page }) => {
    test.setTimeout(420_000);
    const errors = collectErrors(page);
    await page.goto('/wishlist');
    await signInByMobile(page);
    ids = await prepare(page);
    expect(await checkEveryRoute(page, ids, PHONE)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('signed out', async ({ page }) => {
    test.setTimeout(420_000);
    if (!ids) throw new Error('the signed-in run made no ids');
    const errors = collectErrors(page);
    expect(await checkEveryRoute(page, ids, DESKTOP)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/*
 * The overlays a shopper opens on top of a page: each, open, is clean under
 * axe too (the page behind included, as the shopper's screen reader meets it).
 * Signed out; the signed-in dialogs (delete an address, the welcome popup) are
 * met by the keyboard journeys.
 */
test('the shop’s popups, open, are clean under axe', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const problems: string[] = [];
  const check = async (what: string) => {
    for (const p of await seriousAxeProblems(page)) problems.push(`${what}: ${p}`);
  };

  await page.goto('/');
  // Hydrated and settled: typing before then would not reach the combobox's handlers.
  await page.waitForLoadState('networkidle');
  const search = page.getByRole('combobox', { name: 'Search products' }).first();
  await search.fill('dell');
  await expect(page.getByRole('listbox').first()).toBeVisible();
  await check('search suggestions');
  await search.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login or sign up' })).toBeVisible();
  await check('login popup');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Login or sign up' })).toHaveCount(0);

  await page.goto('/product/4/dell-latitude-5440-core-i5-1335u');
  await page.getByRole('button', { name: /^Add to cart/ }).first().click();
  // Pressed as the page opens, the tap may be kept until hydration and replayed (issue 21 §1): on a loaded machine, beyond 5 s.
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible({ timeout: 30_000 });
  await check('added-to-cart toast');

  await page.goto('/cart');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Clear your cart?' })).toBeVisible();
  await check('clear-cart confirmation');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await check('phone menu drawer');
  await page.keyboard.press('Escape');

  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: /Filters/ })).toBeVisible();
  await check('phone filter sheet');

  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});
