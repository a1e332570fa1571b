import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configViewSchema, versionDetailSchema, versionSchema } from '../../schemas/api/studio';
import { uiConfigListSchema, type UiConfigEntry } from '../../schemas/ui-config/entry';
import { jsonb } from '../../server/features/config/settings';
import { createTestServer, databaseKind, type TestServer } from './harness';
import { resetStudio, storefrontLayout, studioSession, type Studio } from './studio-client';

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

/** A home layout as written before the studio: schema version 1, the old prop name, a text pattern. */
const V1_HOME: UiConfigEntry[] = [
  { section_name: 'trust-strip', visibility: 'Y', other_configration: '{"pattern":1}' },
  { section_name: 'product-carousel', visibility: 'Y', other_configration: JSON.stringify({ pattern: '2', title: 'Monsoon sale', source: 'collection', collection: 'monsoon-sale' }) },
];

const carousel = (list: unknown) => {
  const entry = uiConfigListSchema.parse(list)[1];
  return z.record(z.string(), z.unknown()).parse(JSON.parse(entry?.other_configration ?? '{}'));
};
const UPGRADED = { pattern: 2, title: 'Monsoon sale', source: 'collection', collection_slug: 'monsoon-sale' };

async function insertV1Home() {
  await t.db.deleteFrom('ui_configurations').where('scope', '=', 'home').execute();
  await t.db
    .insertInto('ui_configurations')
    .values(V1_HOME.map((e, position) => ({ scope: 'home', position, ...e, schema_version: 1 })))
    .execute();
  await t.db
    .insertInto('config_versions')
    .values({ key: 'home', version: 1, document: jsonb(V1_HOME), schema_version: 1, published_by: 'system', summary: 'Configuration before the studio', source: 'baseline', rolled_back_to: null })
    .execute();
}

describe(`layouts stored in an older schema version (${databaseKind})`, () => {
  it('are served upgraded to the storefront and the studio', async () => {
    await insertV1Home();
    expect(carousel(await storefrontLayout(t.app, 'home'))).toEqual(UPGRADED);
    const view = await studio.data(configViewSchema, 'GET', 'admin/studio/configs/home');
    expect(carousel(view.published)).toEqual(UPGRADED);
    expect(carousel(view.draft)).toEqual(UPGRADED);
    const v1 = await studio.data(versionDetailSchema, 'GET', 'admin/studio/configs/home/versions/1');
    expect(carousel(v1.document)).toEqual(UPGRADED);
  });

  it('survive a rollback to the old version, and are then stored in the current version', async () => {
    await insertV1Home();
    const draft = await studio.data(configViewSchema, 'PUT', 'admin/studio/configs/home/draft', { document: V1_HOME.slice(0, 1), revision: 0 });
    await studio.data(versionSchema, 'POST', 'admin/studio/configs/home/publish', { revision: draft.draft_revision });
    expect(await storefrontLayout(t.app, 'home')).toHaveLength(1);

    const rollback = await studio.data(versionSchema, 'POST', 'admin/studio/configs/home/rollback', { version: 1 });
    expect(rollback).toMatchObject({ version: 3, rolled_back_to: 1, summary: 'Rolled back to version 1: Added Product carousel "Monsoon sale" (pattern 2)' });
    expect(carousel(await storefrontLayout(t.app, 'home'))).toEqual(UPGRADED);
    const rows = await t.db.selectFrom('ui_configurations').select(['schema_version', 'other_configration']).where('scope', '=', 'home').orderBy('position').execute();
    expect(rows.map((r) => r.schema_version)).toEqual([2, 2]);
    expect(JSON.parse(rows[1]?.other_configration ?? '{}')).toEqual(UPGRADED);
  });

  it('in a draft are upgraded when read', async () => {
    await t.db.insertInto('config_drafts').values({ key: 'home', document: jsonb(V1_HOME), schema_version: 1, revision: 4, updated_by: 'merchant' }).execute();
    const view = await studio.data(configViewSchema, 'GET', 'admin/studio/configs/home');
    expect(view.draft_revision).toBe(4);
    expect(carousel(view.draft)).toEqual(UPGRADED);
  });
});
