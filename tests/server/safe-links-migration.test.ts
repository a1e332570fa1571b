import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../server/db/migrate';
import { readSetting, writeSetting } from '../../server/features/config/settings';
import { demoBusiness, demoTheme } from '../../server/seed/demo-shop';
import { createTestDatabase, databaseKind, type TestDatabase } from './harness';

describe(`migration 0020: links stored before the rules (${databaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('clears unsafe links and pictures so the settings read again, and leaves safe ones', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    expect((await migrator.migrateTo('0019_dashboard')).error).toBeUndefined();
    await writeSetting(db, 'business', demoBusiness);
    await writeSetting(db, 'theme', demoTheme);
    const legacy = { ...demoBusiness, instagram_url: 'javascript:alert(1)', review_url: 'http://g.page/old', brand_logo: '//evil.example/logo.png' };
    await sql`update settings set value = ${JSON.stringify(legacy)}::text::jsonb where key = 'business'`.execute(db);
    await sql`update settings set value = ${JSON.stringify({ ...demoTheme, favicon: 'data:image/png;base64,AA==' })}::text::jsonb where key = 'theme'`.execute(db);
    await expect(readSetting(db, 'business')).rejects.toThrow(/invalid/);

    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).filter((name) => name >= '0020_safe_links'));

    expect(await readSetting(db, 'business')).toEqual({ ...demoBusiness, instagram_url: '', review_url: '', brand_logo: '' });
    expect((await readSetting(db, 'theme')).favicon).toBe('/media/favicon.svg');
    expect((await readSetting(db, 'business')).youtube_url).toBe(demoBusiness.youtube_url);
  });
});
