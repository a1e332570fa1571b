import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDist, storefrontAuth, STOREFRONT_CREDENTIAL } from './harness';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-main-'));
const dist = createTestDist();
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  dist.remove();
});

interface Exit {
  code: number | null;
  output: string;
}

/** Runs server/main.ts as `npm run serve` does, with only the given variables set. */
function runMain(env: Record<string, string>, onOutput?: (text: string, stop: () => void) => void): Promise<Exit> {
  return new Promise((resolve, reject) => {
    // PATH and HOME only: a developer's .env or exported variables must not leak in.
    const child = spawn(tsx, ['server/main.ts'], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(output, () => child.kill('SIGTERM'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('server/main.ts', () => {
  it('refuses to start in production without the admin credential', async () => {
    const exit = await runMain({ NODE_ENV: 'production', API_KEY: 'x' });
    expect(exit.code).toBe(1);
    expect(exit.output).toMatch(/Refusing to start: NODE_ENV=production needs ADMIN_USER and ADMIN_PASSWORD/);
  });

  it('starts, serves, prints where and how to call it, and stops cleanly on SIGTERM', async () => {
    let checked: Promise<void> | undefined;
    const exit = await runMain(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: dist.dir, API_USER: STOREFRONT_CREDENTIAL.user, API_KEY: STOREFRONT_CREDENTIAL.password },
      (output, stop) => {
        const match = /Vitrine is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (!match?.[1] || checked) return;
        const base = match[1];
        checked = (async () => {
          const res = await fetch(`${base}/api/website/theme-config`, { headers: storefrontAuth });
          expect(res.status).toBe(200);
          expect(await res.json()).toMatchObject({ status: true, data: { brand_name: 'Circuit Bazaar' } });
          expect((await fetch(`${base}/cart`)).status).toBe(200);
        })().finally(stop);
      },
    );
    await checked;
    expect(exit.output).toMatch(/storefront API credential \(sent by the SPA\): storefront \/ test-shared-key/);
    expect(exit.output).toMatch(/admin credential .*: admin \/ admin/);
    expect(exit.output).toMatch(/seeded the demo shop/);
    expect(exit.output).toMatch(/SIGTERM: stopping Vitrine/);
    expect(exit.code).toBe(0);
  }, 60_000);
});
