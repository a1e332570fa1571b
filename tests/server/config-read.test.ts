import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { businessDetailsSchema, moduleListSchema, pushSettingsSchema, themeConfigSchema } from '../../schemas/api/shop-config';
import { servedListSchema, uiConfigListSchema } from '../../schemas/ui-config/entry';
import { WEBSITE_PAGES } from '../../schemas/ui-config/section-names';
import { demoBusiness, demoLayouts, demoMenu, demoModules, demoPush, demoShell, demoTheme } from '../../server/seed/demo-shop';
import { createTestServer, databaseKind, json, storefrontAuth, adminAuth, type TestServer } from './harness';
import { shopRegistry } from '../../registry';
import { registryFingerprint } from '../../src/engine/fingerprint';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

const layoutEnvelope = envelopeSchema(uiConfigListSchema);
const strip = (list: z.infer<typeof uiConfigListSchema>) => list.map(({ id: _id, ...rest }) => rest);

async function get(path: string, headers: Record<string, string> = storefrontAuth) {
  return t.app.request(path, { headers });
}

describe(`config reads (${databaseKind})`, () => {
  it('serves the shell in position order as the provider envelope', async () => {
    const res = await get('/api/website/ui-configurations');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = layoutEnvelope.parse(await json(res));
    expect(body.status).toBe(true);
    expect(body.message).toBe('');
    expect(strip(body.data)).toEqual(demoShell);
    expect(body.data.map((e) => e.section_name).slice(0, 4)).toEqual(['promotinal-header', 'header', 'sub-header', 'footer']);
    expect(body.data.every((e) => typeof e.id === 'number')).toBe(true);
  });

  it('marks each shell entry validated for the shop registry, so the storefront does not check its props again', async () => {
    const served = envelopeSchema(servedListSchema).parse(await json(await get('/api/website/ui-configurations'))).data;
    expect(served.length).toBe(demoShell.length);
    expect(served.map((e) => e.validated)).toEqual(demoShell.map(() => registryFingerprint(shopRegistry)));
  });

  it.each(WEBSITE_PAGES)('serves website page %s', async (page) => {
    const res = await get(`/api/website/ui-configurations/website-page/${page}`);
    expect(res.status).toBe(200);
    expect(strip(layoutEnvelope.parse(await json(res)).data)).toEqual(demoLayouts[page]);
  });

  it('serves the menu and checkout from app-ui-configurations', async () => {
    const menu = layoutEnvelope.parse(await json(await get('/api/website/app-ui-configurations/website-page/menu')));
    expect(strip(menu.data)).toEqual(demoMenu);
    expect(menu.data.length).toBeGreaterThan(10);
    const checkout = await get('/api/website/app-ui-configurations/website-page/checkout');
    expect(checkout.status).toBe(200);
    expect(strip(layoutEnvelope.parse(await json(checkout)).data)).toEqual(demoLayouts.checkout);
  });

  it('answers 404 for a page on the wrong path or an unknown page', async () => {
    for (const path of [
      '/api/website/ui-configurations/website-page/menu',
      '/api/website/app-ui-configurations/website-page/home',
      '/api/website/ui-configurations/website-page/blog',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const body = errorBodySchema.parse(await json(res));
      expect(body.status).toBe(false);
      expect(body.error).toMatch(/Unknown page/);
    }
  });

  it('serves the module list at admin/configuration to the storefront credential', async () => {
    const res = await get('/api/admin/configuration');
    expect(res.status).toBe(200);
    expect(envelopeSchema(moduleListSchema).parse(await json(res)).data).toEqual(demoModules);
  });

  it('serves theme, business details and push settings', async () => {
    const theme = envelopeSchema(themeConfigSchema).parse(await json(await get('/api/website/theme-config')));
    expect(theme.data).toEqual(demoTheme);
    const business = envelopeSchema(businessDetailsSchema).parse(await json(await get('/api/website/business-details')));
    expect(business.data).toEqual(demoBusiness);
    expect(business.data.phone_number).toMatch(/^[6-9]\d{9}$/);
    const push = envelopeSchema(pushSettingsSchema).parse(await json(await get('/api/website/push-notification')));
    expect(push.data).toEqual(demoPush);
  });

  it('also lets the admin credential read', async () => {
    expect((await get('/api/website/theme-config', adminAuth)).status).toBe(200);
  });

  it('sends a strong ETag, no-cache for browsers and stale-while-revalidate for CDNs, and answers If-None-Match with 304', async () => {
    const first = await get('/api/website/ui-configurations');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('cdn-cache-control')).toBe('public, max-age=5, stale-while-revalidate=60');
    const again = await get('/api/website/ui-configurations', { ...storefrontAuth, 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const weak = await get('/api/website/ui-configurations', { ...storefrontAuth, 'If-None-Match': `"other", W/${etag ?? ''}` });
    expect(weak.status).toBe(304);
    const stale = await get('/api/website/ui-configurations', { ...storefrontAuth, 'If-None-Match': '"stale"' });
    expect(stale.status).toBe(200);
  });

  it('gives different ETags to different bodies', async () => {
    const a = (await get('/api/website/ui-configurations')).headers.get('etag');
    const b = (await get('/api/website/app-ui-configurations/website-page/menu')).headers.get('etag');
    expect(a).not.toBe(b);
  });

  it('answers unknown /api paths with a 404 JSON body, not the SPA', async () => {
    for (const path of ['/api/website/nope', '/api', '/api/', '/api/website/theme-config/extra']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(errorBodySchema.parse(await json(res)).status).toBe(false);
    }
    const post = await t.app.request('/api/website/theme-config', { method: 'POST', headers: storefrontAuth });
    expect(post.status).toBe(404);
  });

  it('gzips large JSON when asked and weakens the ETag', async () => {
    const res = await get('/api/website/app-ui-configurations/website-page/menu', { ...storefrontAuth, 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('"status":true');
  });

  it('prefers brotli when the client takes both', async () => {
    const res = await get('/api/website/app-ui-configurations/website-page/menu', { ...storefrontAuth, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('"status":true');
  });

  it('shows an admin write on the very next read, past the cache', async () => {
    const before = await get('/api/website/theme-config');
    await t.app.request('/api/admin/theme-config', { method: 'PUT', headers: { ...adminAuth, 'Content-Type': 'application/json' }, body: JSON.stringify({ brand_name: 'Cache Check', theme_color: '#0b5fff', favicon: '/media/favicon.svg' }) });
    const after = await get('/api/website/theme-config');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await after.text()).toContain('Cache Check');
  });
});
