import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configSummarySchema, configViewSchema, CONFIG_KEYS } from '../../schemas/api/studio';
import { uiConfigListSchema, type UiConfigEntry } from '../../schemas/ui-config/entry';
import { demoHome, demoTheme } from '../../server/seed/demo-shop';
import { createTestServer, databaseKind, json, type TestServer } from './harness';
import { bootstrapHome, problemsBodySchema, resetStudio, storefrontLayout, studioSession, type Studio } from './studio-client';

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
  studio = await studioSession(t.app);
});

/** The demo home with the first carousel retitled. */
function retitledHome(title: string): UiConfigEntry[] {
  return demoHome.map((entry, index) => {
    if (index !== 2) return entry;
    const config: unknown = JSON.parse(entry.other_configration);
    return { ...entry, other_configration: JSON.stringify({ ...z.record(z.string(), z.unknown()).parse(config), title }) };
  });
}
const view = (key: string) => studio.data(configViewSchema, 'GET', `admin/studio/configs/${key}`);
const saveDraft = (key: string, document: unknown, revision: number) => studio.call('PUT', `admin/studio/configs/${key}/draft`, { document, revision });
const titles = (list: { other_configration: string }[]) => list.map((e) => z.object({ title: z.string().optional() }).passthrough().parse(JSON.parse(e.other_configration)).title);

describe(`studio drafts (${databaseKind})`, () => {
  it('lists every configuration with nothing published through the studio yet', async () => {
    const list = await studio.data(z.array(configSummarySchema), 'GET', 'admin/studio/configs');
    // The demo shop's campaign page is listed after the fixed ones.
    expect(list.map((s) => s.key)).toEqual([...CONFIG_KEYS, 'page:year-end-tech-sale']);
    expect(list.find((s) => s.key === 'home')).toMatchObject({ label: 'Home page', published_version: 0, has_draft: false, scheduled: [] });
  });

  it('shows the published document as the draft until one is saved', async () => {
    const home = await view('home');
    expect(home).toMatchObject({ has_draft: false, draft_revision: 0, published_version: 0, draft_updated_by: null });
    expect(uiConfigListSchema.parse(home.published)).toEqual(demoHome);
    expect(home.draft).toEqual(home.published);
    expect((await view('theme')).draft).toEqual(demoTheme);
  });

  it('keeps a saved draft out of the storefront, its API and its page HTML', async () => {
    const res = await saveDraft('home', retitledHome('Monsoon best sellers'), 0);
    expect(res.status).toBe(200);

    const home = await view('home');
    expect(home).toMatchObject({ has_draft: true, draft_revision: 1, draft_updated_by: 'merchant' });
    expect(titles(uiConfigListSchema.parse(home.draft))[2]).toBe('Monsoon best sellers');
    expect(titles(uiConfigListSchema.parse(home.published))[2]).toBe('Best sellers');

    expect(await storefrontLayout(t.app, 'home')).toEqual(demoHome);
    expect(await bootstrapHome(t.app)).toEqual(demoHome);
    expect(await (await t.app.request('/')).text()).not.toContain('Monsoon best sellers');

    const list = await studio.data(z.array(configSummarySchema), 'GET', 'admin/studio/configs');
    expect(list.find((s) => s.key === 'home')?.has_draft).toBe(true);
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'action', 'key', 'summary']).where('action', '=', 'save-draft').execute();
    expect(audit).toEqual([{ actor: 'merchant', action: 'save-draft', key: 'home', summary: 'Draft revision 1: Product carousel "Monsoon best sellers": changed title' }]);
  });

  it('refuses an invalid draft with each problem at its entry and prop, and stores nothing', async () => {
    const document = [
      ...demoHome.slice(0, 2),
      { section_name: 'product-carousel', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1, title: 'Deals', limit: 99, colour: 'red' }) },
      { section_name: 'header', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1 }) },
      { section_name: 'trust-strip', visibility: 'maybe', other_configration: JSON.stringify({ pattern: 1 }) },
    ];
    const res = await saveDraft('home', document, 0);
    expect(res.status).toBe(422);
    const body = problemsBodySchema.parse(await json(res));
    expect(body.message).toBe('The Home page draft has 4 problems; nothing was saved');
    expect(body.problems).toEqual([
      { index: 2, field: 'limit', message: expect.any(String) },
      { index: 2, field: 'colour', message: 'unknown property' },
      { index: 3, field: 'section_name', message: 'section "header" cannot be placed on home' },
      { index: 4, field: 'visibility', message: "must be 'Y' or 'N', got 'maybe'" },
    ]);
    expect(await t.db.selectFrom('config_drafts').selectAll().execute()).toEqual([]);
    expect((await view('home')).has_draft).toBe(false);
  });

  it('refuses an invalid setting with the field named', async () => {
    const res = await saveDraft('theme', { ...demoTheme, theme_color: 'red' }, 0);
    expect(res.status).toBe(422);
    expect(problemsBodySchema.parse(await json(res)).problems).toEqual([{ index: -1, field: 'theme_color', message: 'a colour like #0b5fff' }]);
    const modules = await saveDraft('modules', [{ module_name: 'cart', status: 'Y' }, { module_name: 'Cart', status: 'N' }], 0);
    expect(problemsBodySchema.parse(await json(modules)).problems).toEqual([{ index: 1, field: 'module_name', message: 'duplicate module "Cart"' }]);
    expect(await t.db.selectFrom('config_drafts').selectAll().execute()).toEqual([]);
  });

  it('refuses a save from an old revision with 409, also when two race', async () => {
    expect((await saveDraft('home', retitledHome('One'), 0)).status).toBe(200);
    const stale = await saveDraft('home', retitledHome('Two'), 0);
    expect(stale.status).toBe(409);
    expect(problemsBodySchema.partial({ problems: true }).parse(await json(stale)).message).toBe('Someone else changed this draft; reload to see their changes');
    expect((await saveDraft('home', retitledHome('Three'), 1)).status).toBe(200);

    const race = await Promise.all([saveDraft('home', retitledHome('Four'), 2), saveDraft('home', retitledHome('Five'), 2)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const home = await view('home');
    expect(home.draft_revision).toBe(3);
    const winner = race[0]!.status === 200 ? 'Four' : 'Five';
    expect(titles(uiConfigListSchema.parse(home.draft))[2]).toBe(winner);
  });

  it('discards a draft', async () => {
    await saveDraft('home', retitledHome('Gone soon'), 0);
    expect((await studio.call('DELETE', 'admin/studio/configs/home/draft')).status).toBe(200);
    expect(await view('home')).toMatchObject({ has_draft: false, draft_revision: 0 });
    expect(await t.db.selectFrom('audit_log').select('action').where('action', '=', 'discard-draft').execute()).toHaveLength(1);
  });

  it('answers 404 for an unknown configuration', async () => {
    expect((await studio.call('GET', 'admin/studio/configs/blog')).status).toBe(404);
    expect((await saveDraft('blog', [], 0)).status).toBe(404);
  });
});
