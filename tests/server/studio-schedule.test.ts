import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configViewSchema, scheduleSchema, versionSchema } from '../../schemas/api/studio';
import type { UiConfigEntry } from '../../schemas/ui-config/entry';
import { LAYOUT_SCHEMA_VERSION } from '../../schemas/ui-config/migrations';
import { jsonb } from '../../server/features/config/settings';
import { publishDueSchedules, startScheduler } from '../../server/features/studio/scheduler';
import { demoHome } from '../../server/seed/demo-shop';
import { createTestServer, databaseKind, type TestServer } from './harness';
import { countingHub, resetStudio, storefrontLayout, studioSession, type Studio } from './studio-client';

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
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);

async function schedule(document: unknown, at: Date) {
  const draft = await studio.data(configViewSchema, 'PUT', 'admin/studio/configs/home/draft', { document, revision: 0 });
  return studio.data(scheduleSchema, 'POST', 'admin/studio/configs/home/publish', { revision: draft.draft_revision, publish_at: at.toISOString() });
}
const scheduleRow = (id: number) => t.db.selectFrom('config_schedules').select(['status', 'version_id', 'error']).where('id', '=', id).executeTakeFirstOrThrow();

describe(`scheduled publishing (${databaseKind})`, () => {
  it('publishes a due schedule once, even when two runs race', async () => {
    const next = hidden(demoHome, 3);
    const pending = await schedule(next, inSeconds(30));
    const hub = countingHub(t.hub);
    expect(await publishDueSchedules(t.db, hub)).toBe(0);
    expect(await storefrontLayout(t.app, 'home')).toEqual(demoHome);

    const runs = await Promise.all([publishDueSchedules(t.db, hub, inSeconds(60)), publishDueSchedules(t.db, hub, inSeconds(60))]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(hub.announced).toBe(1);
    // The announce reaches the app's configuration cache asynchronously, as it would from another instance.
    await expect.poll(() => storefrontLayout(t.app, 'home')).toEqual(next);

    const versions = await studio.data(z.array(versionSchema), 'GET', 'admin/studio/configs/home/versions');
    expect(versions.map((v) => [v.version, v.source, v.published_by, v.summary])).toEqual([
      [2, 'schedule', 'merchant (scheduled)', 'Hid Trust badges "Why shop with us"'],
      [1, 'baseline', 'system', 'Configuration before the studio'],
    ]);
    expect(await scheduleRow(pending.id)).toEqual({ status: 'published', version_id: versions[0]!.id, error: null });
    expect(await publishDueSchedules(t.db, hub, inSeconds(120))).toBe(0);
  });

  it('cancels a pending schedule, which then never publishes', async () => {
    const pending = await schedule(hidden(demoHome, 3), inSeconds(30));
    const cancelled = await studio.data(scheduleSchema, 'DELETE', `admin/studio/schedules/${pending.id}`);
    expect(cancelled.status).toBe('cancelled');
    expect(await publishDueSchedules(t.db, countingHub(), inSeconds(60))).toBe(0);
    expect(await storefrontLayout(t.app, 'home')).toEqual(demoHome);
    expect((await studio.call('DELETE', `admin/studio/schedules/${pending.id}`)).status).toBe(409);
    expect((await studio.call('DELETE', 'admin/studio/schedules/999999')).status).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'action']).where('action', 'in', ['schedule', 'cancel-schedule']).orderBy('id').execute();
    expect(audit).toEqual([
      { actor: 'merchant', action: 'schedule' },
      { actor: 'merchant', action: 'cancel-schedule' },
    ]);
  });

  it('marks a schedule that no longer validates as failed, says why, and publishes nothing', async () => {
    const row = await t.db
      .insertInto('config_schedules')
      .values({
        key: 'home',
        document: jsonb([{ section_name: 'retired-section', visibility: 'Y', other_configration: '{"pattern":1}' }]),
        schema_version: LAYOUT_SCHEMA_VERSION,
        publish_at: inSeconds(-5),
        created_by: 'merchant',
        version_id: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await publishDueSchedules(t.db, countingHub())).toBe(0);
    const failed = await scheduleRow(row.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/no section named "retired-section"/);
    expect(await storefrontLayout(t.app, 'home')).toEqual(demoHome);
    expect(await t.db.selectFrom('config_versions').selectAll().execute()).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'key']).where('action', '=', 'scheduled-publish-failed').execute();
    expect(audit).toEqual([{ action: 'scheduled-publish-failed', key: 'home' }]);
    // The studio shows it beside the configuration.
    const view = await studio.data(configViewSchema, 'GET', 'admin/studio/configs/home');
    expect(view.scheduled.map((s) => s.status)).toEqual(['failed']);
  });

  it('runs on its own timer until stopped', async () => {
    const next = hidden(demoHome, 3);
    await schedule(next, inSeconds(1));
    const stop = startScheduler(t.db, countingHub(), 100);
    try {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && JSON.stringify(await storefrontLayout(t.app, 'home')) !== JSON.stringify(next)) {
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      stop();
    }
    expect(await storefrontLayout(t.app, 'home')).toEqual(next);
  });
});
