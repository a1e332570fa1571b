import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignReadSchema, campaignSummarySchema, type CampaignDocument } from '../../schemas/api/campaign-pages';
import { configSummarySchema, configViewSchema, scheduleSchema, versionSchema } from '../../schemas/api/studio';
import { sitemapRoutes } from '../../server/features/sitemap/routes';
import { publishDueSchedules } from '../../server/features/studio/scheduler';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { countingHub, problemsBodySchema, resetStudio, studioSession, type Studio } from './studio-client';

let t: TestServer;
let studio: Studio;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetStudio(t);
  // Without the demo's own campaign page: these tests count pages.
  await t.db.deleteFrom('campaign_pages').execute();
  studio = await studioSession(t.app);
});

const KEY = 'page:diwali-sale';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const hero = { section_name: 'hero-banner', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1 }) };
const carousel = { section_name: 'product-carousel', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1, title: 'Diwali laptop deals', source: 'hot_deal', limit: 8 }) };

function diwali(overrides: Partial<CampaignDocument> = {}): CampaignDocument {
  return {
    title: 'Diwali Dhamaka Sale',
    description: 'Up to 40% off laptops, monitors and accessories, with no-cost EMI.',
    share_image: '/media/banners/hero-1.svg',
    starts_at: null,
    ends_at: null,
    after_end: '/',
    sections: [hero, carousel],
    ...overrides,
  };
}

async function publish(document: CampaignDocument, key = KEY) {
  const view = await studio.data(configViewSchema, 'GET', `admin/studio/configs/${key}`);
  const draft = await studio.data(configViewSchema, 'PUT', `admin/studio/configs/${key}/draft`, { document, revision: view.draft_revision });
  return studio.data(versionSchema, 'POST', `admin/studio/configs/${key}/publish`, { revision: draft.draft_revision });
}

const page = (path = '/p/diwali-sale') => t.app.request(path, { redirect: 'manual' });
const read = async (slug = 'diwali-sale') => {
  const res = await t.app.request(`/api/website/pages/${slug}`, { headers: storefrontAuth });
  return { status: res.status, body: await json(res) };
};
const liveTitle = async () => {
  const { body } = await read();
  const data = z.object({ data: campaignReadSchema }).parse(body).data;
  return data.state === 'live' ? data.page.title : null;
};

describe(`campaign pages (${databaseKind})`, () => {
  it('is nowhere until published, then is served at /p/{slug} with its title, description and share card', async () => {
    const first = await studio.call('PUT', `admin/studio/configs/${KEY}/draft`, { document: diwali(), revision: 0 });
    expect(first.status).toBe(200);
    expect((await page()).status).toBe(404);
    expect((await read()).status).toBe(404);
    const list = await studio.data(z.array(campaignSummarySchema), 'GET', 'admin/studio/campaign-pages');
    expect(list).toEqual([{ slug: 'diwali-sale', title: 'Diwali Dhamaka Sale', state: 'draft', starts_at: null, ends_at: null }]);

    const view = await studio.data(configViewSchema, 'GET', `admin/studio/configs/${KEY}`);
    const version = await studio.data(versionSchema, 'POST', `admin/studio/configs/${KEY}/publish`, { revision: view.draft_revision });
    // A new page's history starts with its first publish: there was nothing before it to roll back to.
    expect(version).toMatchObject({ key: KEY, version: 1 });

    const res = await page();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Diwali Dhamaka Sale | ');
    expect(html).toContain('<meta property="og:description" content="Up to 40% off laptops, monitors and accessories, with no-cost EMI.">');
    expect(html).toContain('<meta property="og:image" content="http://localhost/media/banners/hero-1.svg">');
    expect(html).toContain('<link rel="canonical" href="http://localhost/p/diwali-sale">');
    // The page is read ahead for the first paint under the key its hook reads.
    expect(html).toContain('"website/pages/diwali-sale":{"state":"live"');

    expect(await liveTitle()).toBe('Diwali Dhamaka Sale');
    const configs = await studio.data(z.array(configSummarySchema), 'GET', 'admin/studio/configs');
    expect(configs.find((c) => c.key === KEY)).toMatchObject({ label: 'Diwali Dhamaka Sale (/p/diwali-sale)', published_version: 1, has_draft: false });
  });

  it('refuses a page with bad settings or a section it cannot hold, each problem at its field, and stores nothing', async () => {
    const res = await studio.call('PUT', `admin/studio/configs/${KEY}/draft`, {
      document: diwali({ title: ' ', after_end: 'javascript:alert(1)', sections: [hero, { section_name: 'header', visibility: 'Y', other_configration: '{"pattern":1}' }] }),
      revision: 0,
    });
    expect(res.status).toBe(422);
    const body = problemsBodySchema.parse(await json(res));
    expect(body.problems).toEqual([
      { index: -1, field: 'title', message: 'Give the page a title' },
      { index: -1, field: 'after_end', message: expect.stringContaining('a path inside the shop') },
      { index: 1, field: 'section_name', message: 'section "header" cannot be placed on campaign' },
    ]);
    const backwards = await studio.call('PUT', `admin/studio/configs/${KEY}/draft`, { document: diwali({ starts_at: inMinutes(60), ends_at: inMinutes(30) }), revision: 0 });
    expect(problemsBodySchema.parse(await json(backwards)).problems).toEqual([{ index: -1, field: 'ends_at', message: 'The end must come after the start' }]);
    expect(await t.db.selectFrom('config_drafts').selectAll().execute()).toEqual([]);
    const unknownKey = await studio.call('GET', 'admin/studio/configs/page:Not_A_Slug');
    expect(unknownKey.status).toBe(404);
  });

  it('opens at its start and, after its end, sends shoppers where the merchandiser chose with a 302', async () => {
    await publish(diwali({ starts_at: inMinutes(30), ends_at: inMinutes(90) }));
    expect((await page()).status).toBe(404);
    expect((await read()).status).toBe(404);
    const sitemapBefore = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemapBefore).not.toContain('/p/diwali-sale');

    await publish(diwali({ starts_at: inMinutes(-30), ends_at: inMinutes(90) }));
    expect((await page()).status).toBe(200);
    expect(await (await t.app.request('/sitemap.xml')).text()).toContain('<loc>http://localhost/p/diwali-sale</loc>');

    await publish(diwali({ starts_at: inMinutes(-90), ends_at: inMinutes(-1), after_end: '/product/hot-deals' }));
    const ended = await page();
    expect(ended.status).toBe(302);
    expect(ended.headers.get('location')).toBe('/product/hot-deals');
    expect((await read()).body).toMatchObject({ data: { state: 'ended', redirect_to: '/product/hot-deals' } });
    expect(await (await t.app.request('/sitemap.xml')).text()).not.toContain('/p/diwali-sale');

    await publish(diwali({ starts_at: inMinutes(-90), ends_at: inMinutes(-1), after_end: '' }));
    expect((await page()).status).toBe(404);
    expect((await read()).status).toBe(404);
  });

  it('is Page Not Found for a shopper outside its audience, on the server and in the app', async () => {
    await publish(diwali({ audience: { device: ['phone'] } }));
    const phone = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' };
    const desktop = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36' };
    expect((await t.app.request('/p/diwali-sale', { headers: phone })).status).toBe(200);
    expect((await t.app.request('/p/diwali-sale', { headers: desktop })).status).toBe(404);
    const read = (headers: Record<string, string>) => t.app.request('/api/website/pages/diwali-sale', { headers: { ...storefrontAuth, ...headers } });
    expect((await read(phone)).status).toBe(200);
    const refused = await read(desktop);
    expect(refused.status).toBe(404);
  });

  it('publishes a scheduled version of a page when it is due, and rolls back to an earlier one', async () => {
    await publish(diwali());
    const view = await studio.data(configViewSchema, 'PUT', `admin/studio/configs/${KEY}/draft`, { document: diwali({ title: 'Diwali: last 3 days' }), revision: 0 });
    const at = new Date(Date.now() + 60_000);
    await studio.data(scheduleSchema, 'POST', `admin/studio/configs/${KEY}/publish`, { revision: view.draft_revision, publish_at: at.toISOString() });
    expect(await publishDueSchedules(t.db, countingHub(t.hub))).toBe(0);
    expect(await liveTitle()).toBe('Diwali Dhamaka Sale');
    expect(await publishDueSchedules(t.db, countingHub(t.hub), new Date(at.getTime() + 1000))).toBe(1);
    expect(await liveTitle()).toBe('Diwali: last 3 days');

    const versions = await studio.data(z.array(versionSchema), 'GET', `admin/studio/configs/${KEY}/versions`);
    expect(versions.map((v) => [v.version, v.source])).toEqual([
      [2, 'schedule'],
      [1, 'publish'],
    ]);
    expect(versions[0]?.summary).toBe('title Diwali Dhamaka Sale → Diwali: last 3 days');
    await studio.data(versionSchema, 'POST', `admin/studio/configs/${KEY}/rollback`, { version: 1 });
    expect(await liveTitle()).toBe('Diwali Dhamaka Sale');
  });

  it('lists every public page in each language in /sitemap.xml with hreflang alternates, and splits it into parts past the per-file limit', async () => {
    await publish(diwali());
    const res = await t.app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toBe('application/xml; charset=UTF-8');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const [products, categories, policies] = await Promise.all([
      t.db.selectFrom('products').select(['id', 'slug']).execute(),
      t.db.selectFrom('categories').select(['id', 'slug']).where('parent_id', 'is', null).execute(),
      t.db.selectFrom('policies').select(['id', 'slug']).execute(),
    ]);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(locs).toContain(`http://localhost/product/${p.id}/${p.slug}`);
    for (const c of categories) expect(locs).toContain(`http://localhost/category/${c.slug}/${c.id}`);
    for (const p of policies) expect(locs).toContain(`http://localhost/policy/${p.id}/${p.slug}`);
    expect(locs).toEqual(expect.arrayContaining(['http://localhost/', 'http://localhost/products', 'http://localhost/faq', 'http://localhost/p/diwali-sale']));
    expect(locs).not.toContain('http://localhost/cart');
    expect(new Set(locs).size).toBe(locs.length);
    // Each page in Hindi too, every address naming both languages and x-default.
    const [first] = products;
    expect(locs).toEqual(expect.arrayContaining(['http://localhost/hi', `http://localhost/hi/product/${first?.id}/${first?.slug}`, 'http://localhost/hi/p/diwali-sale']));
    expect(locs.filter((loc) => loc.startsWith('http://localhost/hi'))).toHaveLength(locs.length / 2);
    const hindiProduct = xml.split('<url>').find((url) => url.startsWith(`<loc>http://localhost/hi/product/${first?.id}/`)) ?? '';
    expect(hindiProduct).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="http://localhost/product/${first?.id}/${first?.slug}"/>`);
    expect(hindiProduct).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="http://localhost/hi/product/${first?.id}/${first?.slug}"/>`);
    expect(hindiProduct).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost/product/${first?.id}/${first?.slug}"/>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const small = new Hono().route('/', sitemapRoutes(t.db, 100));
    const index = await (await small.request('http://shop.test/sitemap.xml')).text();
    const parts = Math.ceil(locs.length / 100);
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>/g)]).toHaveLength(parts);
    const last = await (await small.request(`http://shop.test/sitemap.xml?part=${parts}`)).text();
    expect([...last.matchAll(/<loc>/g)]).toHaveLength(locs.length - (parts - 1) * 100);
    expect((await small.request(`http://shop.test/sitemap.xml?part=${parts + 1}`)).status).toBe(404);

    const robots = await (await t.app.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(robots).toContain('Disallow: /checkout');
  });
});
