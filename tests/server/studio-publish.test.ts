import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntrySchema, configViewSchema, scheduleSchema, versionDetailSchema, versionSchema } from '../../schemas/api/studio';
import { themeConfigSchema } from '../../schemas/api/shop-config';
import { envelopeSchema } from '../../schemas/api/envelope';
import { type UiConfigEntry } from '../../schemas/ui-config/entry';
import { demoHome, demoTheme } from '../../server/seed/demo-shop';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { bootstrapHome, resetStudio, storefrontLayout, studioSession, type Studio } from './studio-client';

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

const hidden = (entries: UiConfigEntry[], index: number) => entries.map((e, i) => (i === index ? { ...e, visibility: 'N' } : e));
const versions = (key: string) => studio.data(z.array(versionSchema), 'GET', `admin/studio/configs/${key}/versions`);

async function saveAndPublish(key: string, document: unknown) {
  const draft = await studio.data(configViewSchema, 'PUT', `admin/studio/configs/${key}/draft`, { document, revision: 0 });
  return studio.data(versionSchema, 'POST', `admin/studio/configs/${key}/publish`, { revision: draft.draft_revision });
}

describe(`studio publishing (${databaseKind})`, () => {
  it('publishes a draft: the storefront serves it, the draft is gone, the versions tell who and what', async () => {
    const next = hidden(demoHome, 5);
    const version = await saveAndPublish('home', next);
    expect(version).toMatchObject({ key: 'home', version: 2, published_by: 'merchant', source: 'publish', summary: 'Hid Promotional banners "Offers for you"', rolled_back_to: null });
    expect(Math.abs(Date.parse(version.published_at) - Date.now())).toBeLessThan(60_000);

    expect(await storefrontLayout(t.app, 'home')).toEqual(next);
    expect(await bootstrapHome(t.app)).toEqual(next);
    expect(await studio.data(configViewSchema, 'GET', 'admin/studio/configs/home')).toMatchObject({ has_draft: false, published_version: 2, published: next });

    const list = await versions('home');
    expect(list.map((v) => [v.version, v.source, v.published_by, v.summary])).toEqual([
      [2, 'publish', 'merchant', 'Hid Promotional banners "Offers for you"'],
      [1, 'baseline', 'system', 'Configuration before the studio'],
    ]);
    // The page names the newest version it was rendered with, where its live-update stream resumes.
    const html = await (await t.app.request('/')).text();
    expect(html).toContain(`<meta name="vitrine-config-version" content="${version.id}">`);

    const baseline = await studio.data(versionDetailSchema, 'GET', 'admin/studio/configs/home/versions/1');
    expect(baseline.document).toEqual(demoHome);
    expect((await studio.call('GET', 'admin/studio/configs/home/versions/9')).status).toBe(404);
  });

  it('refuses to publish a stale revision or no draft at all with 409', async () => {
    const none = await studio.call('POST', 'admin/studio/configs/home/publish', { revision: 0 });
    expect(none.status).toBe(409);
    await studio.call('PUT', 'admin/studio/configs/home/draft', { document: hidden(demoHome, 0), revision: 0 });
    await studio.call('PUT', 'admin/studio/configs/home/draft', { document: hidden(demoHome, 1), revision: 1 });
    expect((await studio.call('POST', 'admin/studio/configs/home/publish', { revision: 1 })).status).toBe(409);
    expect(await storefrontLayout(t.app, 'home')).toEqual(demoHome);
    expect(await versions('home')).toEqual([]);
  });

  it('rolls back in one step: a new version equal to the old one, live at once', async () => {
    await saveAndPublish('home', hidden(demoHome, 5));
    await saveAndPublish('home', [...demoHome].reverse());
    // A draft in progress would bring the rolled-back state back when published: it goes.
    await studio.call('PUT', 'admin/studio/configs/home/draft', { document: demoHome.slice(1), revision: 0 });

    const rollback = await studio.data(versionSchema, 'POST', 'admin/studio/configs/home/rollback', { version: 2 });
    expect(rollback).toMatchObject({ version: 4, source: 'rollback', rolled_back_to: 2, published_by: 'merchant' });
    expect(rollback.summary).toMatch(/^Rolled back to version 2: /);
    expect(await storefrontLayout(t.app, 'home')).toEqual(hidden(demoHome, 5));
    const [four, two] = await Promise.all([2, 4].reverse().map((n) => studio.data(versionDetailSchema, 'GET', `admin/studio/configs/home/versions/${n}`)));
    expect(four?.document).toEqual(two?.document);
    expect((await studio.data(configViewSchema, 'GET', 'admin/studio/configs/home')).has_draft).toBe(false);

    expect((await studio.data(versionSchema, 'POST', 'admin/studio/configs/home/rollback', { version: 1 })).version).toBe(5);
    expect(await storefrontLayout(t.app, 'home')).toEqual(demoHome);
    expect((await studio.call('POST', 'admin/studio/configs/home/rollback', { version: 42 })).status).toBe(404);
  });

  it('publishes settings with a readable change, and the storefront reads them', async () => {
    const version = await saveAndPublish('theme', { ...demoTheme, theme_color: '#e11d48' });
    expect(version.summary).toBe(`theme_color ${demoTheme.theme_color} → #e11d48`);
    const theme = await t.app.request('/api/website/theme-config', { headers: storefrontAuth });
    expect(envelopeSchema(themeConfigSchema).parse(await json(theme)).data.theme_color).toBe('#e11d48');
    expect(await (await t.app.request('/media/logo.svg')).text()).toContain('#e11d48');

    const modules = await saveAndPublish('modules', [{ module_name: 'cart', status: 'Y' }, { module_name: 'wallet', status: 'n' }]);
    expect(modules.summary).toMatch(/Turned off Wallet/);
  });

  it('logs every action of every admin, newest first, by configuration', async () => {
    await saveAndPublish('home', hidden(demoHome, 5));
    await studio.call('POST', 'admin/studio/configs/home/rollback', { version: 1 });
    const all = await studio.data(z.array(auditEntrySchema), 'GET', 'admin/studio/audit');
    expect(all.map((a) => [a.actor, a.action, a.key])).toEqual([
      ['merchant', 'rollback', 'home'],
      ['merchant', 'publish', 'home'],
      ['merchant', 'save-draft', 'home'],
      ['merchant', 'sign-in', null],
    ]);
    expect(all[1]?.summary).toBe('Version 2: Hid Promotional banners "Offers for you"');
    const home = await studio.data(z.array(auditEntrySchema), 'GET', 'admin/studio/audit?key=home');
    expect(home).toHaveLength(3);
    const older = await studio.data(z.array(auditEntrySchema), 'GET', `admin/studio/audit?before_id=${all[1]!.id}`);
    expect(older.map((a) => a.action)).toEqual(['save-draft', 'sign-in']);
    expect((await studio.call('GET', 'admin/studio/audit?key=blog')).status).toBe(400);
  });

  it('makes a version and an audit entry for the legacy admin PUTs too', async () => {
    const res = await t.app.request('/api/admin/ui-configurations/website-page/home', {
      method: 'PUT',
      headers: { ...adminAuth, 'Content-Type': 'application/json' },
      body: JSON.stringify(hidden(demoHome, 0)),
    });
    expect(res.status).toBe(200);
    const list = await versions('home');
    expect(list[0]).toMatchObject({ version: 2, source: 'api', published_by: 'merchant (API)', summary: 'Hid Hero banner "Featured offers"' });
    const audit = await studio.data(z.array(auditEntrySchema), 'GET', 'admin/studio/audit?key=home');
    expect(audit[0]).toMatchObject({ actor: 'merchant (API)', action: 'publish' });
  });

  it('schedules instead when publish_at is ahead, and refuses bad times', async () => {
    const draft = await studio.data(configViewSchema, 'PUT', 'admin/studio/configs/home/draft', { document: hidden(demoHome, 5), revision: 0 });
    const at = new Date(Date.now() + 3600_000).toISOString();
    for (const [publish_at, status] of [['next tuesday', 400], [new Date(Date.now() + 400 * 86400_000).toISOString(), 400]] as const) {
      expect((await studio.call('POST', 'admin/studio/configs/home/publish', { revision: draft.draft_revision, publish_at })).status).toBe(status);
    }
    const schedule = await studio.data(scheduleSchema, 'POST', 'admin/studio/configs/home/publish', { revision: draft.draft_revision, publish_at: at });
    expect(schedule).toMatchObject({ key: 'home', publish_at: at, status: 'pending', created_by: 'merchant' });
    expect(await storefrontLayout(t.app, 'home')).toEqual(demoHome);
    expect(await studio.data(configViewSchema, 'GET', 'admin/studio/configs/home')).toMatchObject({ has_draft: true, scheduled: [schedule] });
  });
});
