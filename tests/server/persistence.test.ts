import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest, migrations } from '../../server/db/migrate';
import { listLayout, replaceLayout } from '../../server/features/config/repository';
import { readSetting, writeSetting } from '../../server/features/config/settings';
import { seedIfEmpty } from '../../server/seed/seed';

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite on disk', () => {
  it('keeps writes across close and reopen, and migrations run once', async () => {
    const first = openDatabase({ dataDir });
    expect(await migrateToLatest(first)).toEqual(Object.keys(migrations));
    expect(await seedIfEmpty(first)).toBe(true);
    await writeSetting(first, 'theme', { brand_name: 'Kept Electronics', theme_color: '#7c3aed', favicon: '/media/favicon.svg' });
    await replaceLayout(first, 'home', []);
    await replaceLayout(first, 'shell', [{ section_name: 'footer', visibility: 'Y', other_configration: '{"pattern":2}' }]);
    await first.destroy();

    const second = openDatabase({ dataDir });
    expect(await migrateToLatest(second)).toEqual([]);
    expect(await seedIfEmpty(second)).toBe(false);
    expect((await readSetting(second, 'theme')).brand_name).toBe('Kept Electronics');
    expect((await listLayout(second, 'shell')).map((e) => e.other_configration)).toEqual(['{"pattern":2}']);
    await second.destroy();
  });
});
