import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_TOKEN_PREFIX, localPushProvider } from '../../../src/features/push/local-provider';
import { isDemoProject } from '../../../src/features/push/provider';

const dir = join(process.cwd(), 'src/features/push');
const sources = readdirSync(dir)
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));

describe('firebase/messaging stays out of startup', () => {
  it('is imported statically by firebase-provider.ts alone', () => {
    const importers = sources.filter((s) => /from '(firebase\/|@firebase\/)/.test(s.text)).map((s) => s.file);
    expect(importers).toEqual(['firebase-provider.ts']);
  });

  it('firebase-provider and load-provider are reached only through import()', () => {
    for (const s of sources) {
      expect(s.text, s.file).not.toMatch(/from '\.\/firebase-provider'/);
      expect(s.text, s.file).not.toMatch(/from '\.\/load-provider'/);
    }
    expect(sources.find((s) => s.file === 'load-provider.ts')?.text).toContain("import('./firebase-provider')");
  });

  it('the start-up check imports nothing but the token store', () => {
    const startup = sources.find((s) => s.file === 'startup.ts')?.text ?? '';
    expect([...startup.matchAll(/from '([^']+)'/g)].map((m) => m[1])).toEqual(['./token-store']);
  });
});

describe('LocalPushProvider (emulator projects)', () => {
  it('is used for demo- projects only', () => {
    expect(isDemoProject('demo-vitrine')).toBe(true);
    expect(isDemoProject('vitrine-prod')).toBe(false);
  });

  it('hands out one stable local- token, reusing the stored one', async () => {
    const provider = localPushProvider();
    const first = await provider.getToken();
    expect(first.startsWith(LOCAL_TOKEN_PREFIX)).toBe(true);
    expect(await provider.getToken()).toBe(first);
    localStorage.setItem('userGcmCode', 'local-11111111-2222-3333-4444-555555555555');
    expect(await localPushProvider().getToken()).toBe('local-11111111-2222-3333-4444-555555555555');
    await provider.deleteToken();
    expect(await provider.getToken()).toBe('local-11111111-2222-3333-4444-555555555555');
  });
});
