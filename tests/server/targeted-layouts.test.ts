import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { experimentSchema } from '../../schemas/api/experiments';
import { bootstrapSchema } from '../../schemas/api/shop-config';
import { configSummarySchema, configViewSchema, versionSchema } from '../../schemas/api/studio';
import type { TargetedDocument } from '../../schemas/api/targeted-layouts';
import { uiConfigListSchema, type UiConfigEntry } from '../../schemas/ui-config/entry';
import { createApp } from '../../server/app';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { problemsBodySchema, resetStudio, studioSession, type Studio } from './studio-client';

let t: TestServer;
let studio: Studio;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('experiments').execute();
  await resetStudio(t);
  studio = await studioSession(t.app);
});

const PHONES = 'home@phone-shoppers';
const phone = { 'Sec-CH-UA-Mobile': '?1', 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' };
const desktop = { 'Sec-CH-UA-Mobile': '?0', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' };

const hero = (headline: string): UiConfigEntry => ({
  section_name: 'hero-banner',
  visibility: 'Y',
  other_configration: JSON.stringify({ pattern: 2, headline, cta: { label: 'Shop now', href: '/products' } }),
});

function version(overrides: Partial<TargetedDocument> = {}): TargetedDocument {
  return { name: 'Phone shoppers', audience: { device: ['phone'] }, priority: 10, active: true, sections: [hero('Pocket-sized deals for your phone')], ...overrides };
}

async function publish(key: string, document: unknown) {
  const view = await studio.data(configViewSchema, 'GET', `admin/studio/configs/${key}`);
  const draft = await studio.data(configViewSchema, 'PUT', `admin/studio/configs/${key}/draft`, { document, revision: view.draft_revision });
  return studio.data(versionSchema, 'POST', `admin/studio/configs/${key}/publish`, { revision: draft.draft_revision });
}

const headlines = (entries: readonly UiConfigEntry[]) => entries.filter((e) => e.visibility === 'Y').map((e) => z.object({ headline: z.string().optional() }).passthrough().parse(JSON.parse(e.other_configration)).headline);
const variantOf = (entry: UiConfigEntry | undefined) => z.object({ variant: z.string().optional() }).passthrough().parse(JSON.parse(entry?.other_configration ?? '{}')).variant;

/** The home layout as the storefront's API serves it to this browser. */
async function apiHome(headers: Record<string, string>, app = t.app) {
  const res = await app.request('/api/website/ui-configurations/website-page/home', { headers: { ...storefrontAuth, ...headers } });
  return { cacheControl: res.headers.get('Cache-Control'), entries: z.object({ data: uiConfigListSchema }).parse(await json(res)).data };
}

/** The home layout the page inlined for this browser's first paint. */
async function pageHome(headers: Record<string, string>) {
  const html = await (await t.app.request('/', { headers })).text();
  const raw = /<script id="vitrine-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  return bootstrapSchema.parse(JSON.parse(raw)).pages.home ?? [];
}

describe(`targeted versions of a page (${databaseKind})`, () => {
  it('serves shoppers in the audience the version in the page’s place, on the page and through the API alike, and everyone else the page', async () => {
    const before = await apiHome(desktop);
    const published = await publish(PHONES, version());
    // Nothing was live under this key before: the history starts at its first publish.
    expect(published).toMatchObject({ key: PHONES, version: 1 });

    const onPhone = await apiHome(phone);
    expect(headlines(onPhone.entries)).toEqual(['Pocket-sized deals for your phone']);
    // Marked as the version, so section analytics count it apart from the page's own sections.
    expect(variantOf(onPhone.entries[0])).toBe('@phone-shoppers');
    // Each browser gets its own copy: nothing between may keep it for another.
    expect(onPhone.cacheControl).toBe('private, no-cache');
    expect(headlines(await pageHome(phone))).toEqual(['Pocket-sized deals for your phone']);

    const onDesktop = await apiHome(desktop);
    expect(onDesktop.entries.map((e) => e.section_name)).toEqual(before.entries.map((e) => e.section_name));
    expect((await pageHome(desktop)).map((e) => e.section_name)).toEqual(before.entries.map((e) => e.section_name));

    const configs = await studio.data(z.array(configSummarySchema), 'GET', 'admin/studio/configs');
    expect(configs.find((c) => c.key === PHONES)).toMatchObject({ label: 'Home page for Phone shoppers', published_version: 1, has_draft: false });
  });

  it('tries versions by priority, serves none that is switched off, and another instance agrees', async () => {
    await publish(PHONES, version());
    await publish('home@returning-phones', version({ name: 'Returning on phones', priority: 5, audience: { device: ['phone'], visitor: 'returning' }, sections: [hero('Welcome back')] }));
    const returning = { ...phone, Cookie: `vitrine_first_seen=${Date.now() - 3 * 86_400_000}` };
    expect(headlines((await apiHome(returning)).entries)).toEqual(['Welcome back']);
    // A first visit is not in the returning version's audience, so the next version down serves it.
    expect(headlines((await apiHome(phone)).entries)).toEqual(['Pocket-sized deals for your phone']);
    const other = createApp({ db: t.db, config: t.config });
    expect(headlines((await apiHome(returning, other)).entries)).toEqual(['Welcome back']);

    await publish('home@returning-phones', version({ name: 'Returning on phones', priority: 5, active: false, audience: { device: ['phone'], visitor: 'returning' }, sections: [hero('Welcome back')] }));
    expect(headlines((await apiHome(returning)).entries)).toEqual(['Pocket-sized deals for your phone']);
  });

  it('takes the shopper out of the page’s experiments: their variants are of the page’s own sections', async () => {
    await publish(PHONES, version());
    const created = await studio.data(experimentSchema, 'POST', 'admin/studio/experiments', {
      name: 'Hero copy',
      target: { kind: 'section', key: 'home', index: 0 },
      goal: 'add_to_cart',
      minimum_effect_percent: 10,
      variants: [
        { key: 'control', label: 'Control (published)', percent: 50 },
        { key: 'b', label: 'Festive', percent: 50, other_configration: JSON.stringify({ pattern: 2, headline: 'Festive offers', cta: { label: 'Shop', href: '/products' } }) },
      ],
    });
    await studio.data(experimentSchema, 'POST', `admin/studio/experiments/${created.id}/start`, {});
    const phoneSession = randomUUID();
    const desktopSession = randomUUID();
    const phoneHome = await apiHome({ ...phone, Cookie: `vitrine_sid=${phoneSession}` });
    expect(variantOf(phoneHome.entries[0])).toBe('@phone-shoppers');
    const desktopHome = await apiHome({ ...desktop, Cookie: `vitrine_sid=${desktopSession}` });
    expect(variantOf(desktopHome.entries[0])).toMatch(new RegExp(`^${created.id}:(control|b)$`));
    const exposed = await t.db.selectFrom('experiment_exposures').select('session_id').where('experiment_id', '=', created.id).execute();
    expect(exposed.map((row) => row.session_id)).toEqual([desktopSession]);
  });

  it('refuses a version for everyone, a section its page cannot hold, and a key that is no page', async () => {
    const res = await studio.call('PUT', `admin/studio/configs/${PHONES}/draft`, {
      document: version({ name: '', audience: {}, sections: [{ section_name: 'cart-items', visibility: 'Y', other_configration: '{"pattern":1}' }] }),
      revision: 0,
    });
    expect(res.status).toBe(422);
    expect(problemsBodySchema.parse(await json(res)).problems).toEqual([
      { index: -1, field: 'name', message: 'Give the version a name' },
      { index: -1, field: 'audience', message: 'Choose who gets this version: with no rule it would replace the page for everyone' },
      { index: 0, field: 'section_name', message: 'section "cart-items" cannot be placed on home' },
    ]);
    expect(await t.db.selectFrom('config_drafts').selectAll().execute()).toEqual([]);
    expect((await studio.call('GET', 'admin/studio/configs/studio@phones')).status).toBe(404);
    expect((await studio.call('GET', 'admin/studio/configs/home@Not_A_Slug')).status).toBe(404);
  });

  it('starts a new version as a copy of its page, and rolls back like any configuration', async () => {
    const start = await studio.data(configViewSchema, 'GET', `admin/studio/configs/${PHONES}`);
    const page = await studio.data(configViewSchema, 'GET', 'admin/studio/configs/home');
    expect(start.draft).toMatchObject({ name: 'phone-shoppers', active: true, sections: page.published });

    await publish(PHONES, version());
    await publish(PHONES, version({ sections: [hero('Second thoughts')] }));
    expect(headlines((await apiHome(phone)).entries)).toEqual(['Second thoughts']);
    await studio.data(versionSchema, 'POST', `admin/studio/configs/${PHONES}/rollback`, { version: 1 });
    expect(headlines((await apiHome(phone)).entries)).toEqual(['Pocket-sized deals for your phone']);
  });
});
