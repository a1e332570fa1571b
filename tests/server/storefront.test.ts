import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCartBody } from '../../schemas/api/cart';
import { bootstrapSchema, type Bootstrap } from '../../schemas/api/shop-config';
import {
  catalogPaths,
  categoryTreeSchema,
  collectionListSchema,
  productDetailSchema,
  productListPath,
  productListSchema,
} from '../../schemas/api/catalog';
import { toSwrFallback } from '../../src/app/bootstrap';
import { cartRecommendationsPath, productRecommendationsPath, recommendationsSchema } from '../../schemas/api/recommendations';
import { createApp } from '../../server/app';
import { renderIndexHtml } from '../../server/features/storefront/html';
import { themeCss } from '../../schemas/theme/css';
import { loadRenderer, renderOrEmpty } from '../../server/features/storefront/ssr';
import { demoBootstrap, demoMenu, demoShell, demoTheme } from '../../server/seed/demo-shop';
import { adminAuth, createTestServer, databaseKind, storefrontAuth, type TestServer } from './harness';
import { shopRegistry } from '../../registry';
import { registryFingerprint } from '../../src/engine/fingerprint';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

function readBootstrap(html: string): Bootstrap {
  const match = /<script id="vitrine-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no bootstrap script in the page');
  return bootstrapSchema.parse(JSON.parse(match[1]));
}
const strip = <T extends { id?: number }>(list: T[]) => list.map(({ id: _id, ...rest }) => rest);

describe(`storefront HTML (${databaseKind})`, () => {
  it('serves an app route with the shop inlined and the placeholders replaced', async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).not.toContain('<!--vitrine:');
    expect(html).toContain(`<title>${demoTheme.brand_name}</title>`);
    expect(html).toContain(`<meta name="theme-color" content="${demoTheme.theme_color}">`);
    expect(html).toContain('<link rel="icon" href="/media/favicon.svg">');
    const boot = readBootstrap(html);
    expect(boot.theme).toEqual(demoBootstrap.theme);
    expect(boot.business).toEqual(demoBootstrap.business);
    expect(boot.modules).toEqual(demoBootstrap.modules);
    // Served validated for the shop's registry, so the storefront does not check the props again.
    expect(strip(boot.shell)).toEqual(demoShell.map((entry) => ({ ...entry, validated: registryFingerprint(shopRegistry) })));
    expect(strip(boot.menu)).toEqual(demoMenu);
    expect(Object.keys(boot.pages)).toEqual(['home']);
  });

  it.each(['/profile', '/products', '/category/laptops/1', '/product/42/dell-inspiron-15', '/cart', '/gift-card', '/order/invoice/7'])(
    'serves %s with 200 and the app',
    async (path) => {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(readBootstrap(await res.text()).theme.brand_name).toBe('Circuit Bazaar');
    },
  );

  it('inlines the layout of the requested page beside home', async () => {
    const boot = readBootstrap(await (await t.app.request('/product/42/dell-inspiron-15')).text());
    expect(Object.keys(boot.pages).sort()).toEqual(['home', 'products-details']);
  });

  it('inlines the listing layout for every listing route', async () => {
    for (const path of ['/category/laptops/1', '/product/best-seller', '/new-arrivals', '/collection']) {
      const boot = readBootstrap(await (await t.app.request(path)).text());
      expect(Object.keys(boot.pages).sort(), path).toEqual(['home', 'products']);
    }
  });

  it("reads ahead the home page's carousels and lists, parsed by the storefront's own schemas", async () => {
    const boot = readBootstrap(await (await t.app.request('/')).text());
    const fallback = toSwrFallback(boot);
    const bestSellers = productListSchema.parse(fallback[productListPath({ flag: 'best_seller', sort: 'popularity', page_size: '12', in_stock: 'true' })]);
    const fromDb = await t.db
      .selectFrom('products')
      .select('id')
      .where('is_best_seller', '=', true)
      .where('stock', '>', 0)
      .orderBy('popularity', 'desc')
      .orderBy('id', 'desc')
      .limit(12)
      .execute();
    expect(bestSellers.items.map((p) => p.id)).toEqual(fromDb.map((r) => r.id));
    expect(categoryTreeSchema.parse(fallback[catalogPaths.categories])).toHaveLength(14);
    expect(collectionListSchema.parse(fallback[catalogPaths.collections]).length).toBeGreaterThan(0);
  });

  it('reads ahead the product of a product page, and nothing for an unknown product', async () => {
    const boot = readBootstrap(await (await t.app.request('/product/4/anything')).text());
    const product = productDetailSchema.parse(toSwrFallback(boot)[catalogPaths.product(4)]);
    const row = await t.db.selectFrom('products').select(['title', 'price_paise']).where('id', '=', 4).executeTakeFirstOrThrow();
    expect(product.title).toBe(row.title);
    expect(product.price).toBe(row.price_paise);
    const missing = readBootstrap(await (await t.app.request('/product/999999/nothing')).text());
    expect(missing.prefetched[catalogPaths.product(999999)]).toBeUndefined();
  });

  it("reads ahead the seeded product page's 'Goes well with' row: the rule's recommendations for that product", async () => {
    const laptop = await t.db.selectFrom('products').select('id').where('category_id', '=', 1).where('stock', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const boot = readBootstrap(await (await t.app.request(`/product/${laptop.id}/anything`)).text());
    const row = recommendationsSchema.parse(toSwrFallback(boot)[productRecommendationsPath(laptop.id, 12)]);
    expect(row.basis).toBe('rule');
    expect(row.items).toHaveLength(12);
    const subs = await t.db.selectFrom('products as p').innerJoin('categories as s', 's.id', 'p.sub_category_id').select('s.slug').where('p.id', 'in', row.items.map((p) => p.id)).execute();
    expect(new Set(subs.map((r) => r.slug))).toEqual(new Set(['laptop-bags', 'mice', 'cables-hubs', 'hard-drives', 'headphones', 'laptop-ram']));
  });

  it("reads ahead the cart page's 'Complete your setup' row for the visitor's own cart", async () => {
    const mine = '11111111-2222-4333-8444-666666666666';
    const laptop = await t.db.selectFrom('products').select('id').where('category_id', '=', 1).where('stock', '>', 0).where(({ not, exists, selectFrom }) => not(exists(selectFrom('product_variants').select('id').whereRef('product_id', '=', 'products.id')))).orderBy('id').executeTakeFirstOrThrow();
    const add = await t.app.request('/api/website/cart/add', {
      method: 'POST',
      headers: { ...storefrontAuth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: '0', session_id: mine, product_id: String(laptop.id), qty: '1', mrp: '', price: '', size: '{}' }),
    });
    expect(add.status).toBe(200);
    const boot = readBootstrap(await (await t.app.request('/cart', { headers: { Cookie: `vitrine_sid=${mine}` } })).text());
    const row = recommendationsSchema.parse(toSwrFallback(boot)[cartRecommendationsPath({ user_id: 0, session_id: mine }, 12)]);
    expect(row.basis).toBe('rule');
    expect(row.items.length).toBe(12);
    expect(row.items.map((p) => p.id)).not.toContain(laptop.id);
    expect(row.items.map((p) => p.category_id)).not.toContain(1);
  });

  it('answers an unknown path with 404 and the same app, so it can show Page Not Found', async () => {
    for (const path of ['/no-such-page', '/category/laptops', '/favicon-missing.png']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(readBootstrap(await res.text()).theme.brand_name).toBe('Circuit Bazaar');
    }
  });

  it('shows an admin change on the next page load', async () => {
    const theme = { brand_name: 'Byte Bazaar', theme_color: '#047857', favicon: '/media/favicon.svg' };
    const put = await t.app.request('/api/admin/theme-config', { method: 'PUT', headers: adminAuth, body: JSON.stringify(theme) });
    expect(put.status).toBe(200);
    const html = await (await t.app.request('/')).text();
    expect(html).toContain('<title>Byte Bazaar</title>');
    expect(readBootstrap(html).theme).toEqual(theme);
  });

  it('escapes the inlined data so config cannot break out of the script or head', async () => {
    // A favicon with a space is refused outright (schemas/links.ts); one without must still be escaped.
    const spaced = { brand_name: 'Shop', theme_color: '#123456', favicon: '/media/x.svg" onload="alert(1)' };
    expect((await t.app.request('/api/admin/theme-config', { method: 'PUT', headers: adminAuth, body: JSON.stringify(spaced) })).status).toBe(422);
    const evil = { brand_name: '</script><script>alert(1)</script> & "co" $&', theme_color: '#123456', favicon: '/media/x.svg"onload="alert(1)' };
    expect((await t.app.request('/api/admin/theme-config', { method: 'PUT', headers: adminAuth, body: JSON.stringify(evil) })).status).toBe(200);
    const html = await (await t.app.request('/')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('onload="alert');
    // Inside the JSON data block the quote stays escaped as \"; in the head the attribute keeps its quotes.
    expect(html).toContain('<link rel="icon" href="/media/x.svg&#34;onload=&#34;alert(1)">');
    expect(html).toContain('<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;co&#34; $&#38;</title>');
    expect(readBootstrap(html).theme).toEqual(evil);
  });

  it('answers If-None-Match on the page with 304 until the config changes', async () => {
    // The page names the visitor's session, so the same visitor (cookie) is asked for each time.
    const first = await t.app.request('/');
    // The session id, and when the visitor was first seen (returning-visitor audiences).
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    expect(cookies).toEqual([expect.stringMatching(/^vitrine_sid=[0-9a-f-]{36}$/), expect.stringMatching(/^vitrine_first_seen=\d+$/)]);
    const cookie = cookies.join('; ');
    const again = await t.app.request('/', { headers: { Cookie: cookie } });
    const etag = again.headers.get('etag') ?? '';
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await t.app.request('/', { headers: { 'If-None-Match': etag, Cookie: cookie } })).status).toBe(304);
    await t.app.request('/api/admin/business-details', { method: 'PUT', headers: adminAuth, body: JSON.stringify({ ...demoBootstrap.business, phone_number: '9000000001' }) });
    expect((await t.app.request('/', { headers: { 'If-None-Match': etag, Cookie: cookie } })).status).toBe(200);
  });

  it("renders the visitor's cart on /cart, and only theirs", async () => {
    const mine = '11111111-2222-4333-8444-555555555555';
    const add = await t.app.request('/api/website/cart/add', {
      method: 'POST',
      headers: { ...storefrontAuth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: '0', session_id: mine, product_id: '320', qty: '2', mrp: '', price: '', size: '{}' }),
    });
    expect(add.status).toBe(200);
    const page = await (await t.app.request('/cart', { headers: { Cookie: `vitrine_sid=${mine}` } })).text();
    const bootstrap = bootstrapSchema.parse(JSON.parse(/<script id="vitrine-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? 'null'));
    expect(bootstrap.visitor).toEqual({ user_id: 0, session_id: mine });
    const cart = parseCartBody(bootstrap.prefetched[`website/cart/cart-items?user_id=0&session_id=${mine}`]);
    expect(cart?.lines.map((l) => [l.product_id, l.qty])).toEqual([[320, 2]]);
    const other = await (await t.app.request('/cart', { headers: { Cookie: 'vitrine_sid=99999999-2222-4333-8444-555555555555' } })).text();
    expect(other).not.toContain(mine);
    expect(other).not.toMatch(/"product_id":320/);
  });
});

describe('storefront files', () => {
  it('serves hashed assets as immutable and a missing asset as a plain 404', async () => {
    const res = await t.app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('vitrine');
    const missing = await t.app.request('/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/text\/plain/);
  });

  it('serves root files with a short cache and never leaves the dist folder', async () => {
    const robots = await t.app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    // Dist sits in the temp folder, so /etc/passwd is a few ../ away.
    for (const path of ['/assets/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd', '/assets/..%5c..%5cindex.html', '/..%2f..%2f..%2f..%2fetc%2fpasswd', '/.%2e/.%2e/etc/passwd.txt']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('root:');
    }
  });

  it('serves /index.html itself with the data inlined', async () => {
    const html = await (await t.app.request('/index.html')).text();
    expect(html).not.toContain('<!--vitrine:bootstrap-->');
  });

  it('serves the generated logo and favicon publicly with a long cache', async () => {
    for (const name of ['logo.svg', 'favicon.svg']) {
      const res = await t.app.request(`/media/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toMatch(/max-age=86400/);
      expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*#1d4ed8[\s\S]*<\/svg>$/);
    }
    expect((await t.app.request('/media/nope.svg')).status).toBe(404);
    expect((await t.app.request('/media/..%2f..%2fetc')).status).toBe(404);
  });

  it('tells the developer to build when dist is missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'vitrine-nodist-'));
    try {
      const app = createApp({ db: t.db, config: { ...t.config, distDir: join(empty, 'dist') } });
      const res = await app.request('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/npm run build/);
      expect((await app.request('/api/website/theme-config')).status).toBe(401);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('keeps "$" patterns in data literal when filling the template', () => {
    const html = renderIndexHtml('<head><!--vitrine:head--></head>', { ...demoBootstrap, theme: { ...demoBootstrap.theme, brand_name: "$' $` $&" } });
    expect(html).toBe(
      `<head><title>$&#39; $\` $&#38;</title><meta name="theme-color" content="#1d4ed8"><link rel="icon" href="/media/favicon.svg"><meta name="vitrine-config-version" content="0"><style id="vitrine-theme" data-server>${themeCss(demoBootstrap.theme)}</style></head>`,
    );
  });
});

describe('page meta', () => {
  it("replaces the shop's description with the page's own and escapes what the merchandiser wrote", () => {
    const template = '<head><meta name="description" content="The shop." /><!--vitrine:head--></head>';
    const html = renderIndexHtml(template, demoBootstrap, '', 0, undefined, '', { title: 'Diwali "Dhamaka"', description: 'Up to 40% <off>', image: '', url: 'https://shop.test/p/diwali' });
    expect(html).toContain('<meta name="description" content="Up to 40% &#60;off&#62;" />');
    expect(html).not.toContain('The shop.');
    expect(html).toContain('<title>Diwali &#34;Dhamaka&#34; | Circuit Bazaar</title>');
    expect(html).not.toContain('og:image');
  });
});

describe('server rendering', () => {
  it('puts the rendered page inside #root and keeps the bootstrap', () => {
    const html = renderIndexHtml('<div id="root"></div><!--vitrine:bootstrap-->', demoBootstrap, '<main>rendered</main>');
    expect(html).toContain('<div id="root"><main>rendered</main></div>');
    expect(html).toContain('<script id="vitrine-bootstrap" type="application/json">');
  });

  it('falls back to browser rendering when the renderer throws, never a blank page', async () => {
    const failing = async () => {
      throw new Error('boom');
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await renderOrEmpty(failing, '/', demoBootstrap)).toBe('');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it('has no renderer when the server bundle was not built', async () => {
    expect(await loadRenderer('/nonexistent/entry-server.js')).toBeNull();
  });
});
