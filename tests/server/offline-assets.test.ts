import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webManifestSchema, WEB_MANIFEST_PATH } from '../../schemas/api/web-manifest';
import { writeSetting } from '../../server/features/config/settings';
import { SEEN_CACHE_PREFIX } from '../../src/lib/offline-caches';
import { createTestDist, createTestServer, json, type TestServer } from './harness';

/** A Vite manifest as `npm run build` writes it: an entry with static imports, CSS, and a lazy page. */
const VITE_MANIFEST = {
  'index.html': {
    file: 'assets/index-abc123.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-def456.js'],
    dynamicImports: ['src/features/cart/CartPage.tsx'],
  },
  '_shared-def456.js': { file: 'assets/shared-def456.js', imports: ['_runtime-aaa111.js'] },
  '_runtime-aaa111.js': { file: 'assets/runtime-aaa111.js' },
  'src/features/cart/CartPage.tsx': { file: 'assets/CartPage-lazy999.js', src: 'src/features/cart/CartPage.tsx', isDynamicEntry: true },
  'style.css': { file: 'assets/style-css777.css', src: 'style.css' },
};

/** The width and height a PNG's IHDR chunk declares. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The build facts the server put in front of the worker's code. */
function workerBuild(script: string): { version: string; precache: string[] } {
  const match = /^self\.VITRINE_BUILD = (.+);\n/.exec(script);
  if (!match?.[1]) throw new Error('sw.js does not start with its build');
  const parsed: unknown = JSON.parse(match[1]);
  if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || !('precache' in parsed)) throw new Error('malformed build');
  const { version, precache } = parsed;
  if (typeof version !== 'string' || !Array.isArray(precache)) throw new Error('malformed build');
  return { version, precache: precache.map(String) };
}

let dist: ReturnType<typeof createTestDist>;
let t: TestServer;
beforeAll(async () => {
  dist = createTestDist();
  // What vite copies from public/: the committed icons themselves.
  cpSync(join(process.cwd(), 'public', 'icons'), join(dist.dir, 'icons'), { recursive: true });
  mkdirSync(join(dist.dir, '.vite'));
  writeFileSync(join(dist.dir, '.vite', 'manifest.json'), JSON.stringify(VITE_MANIFEST));
  t = await createTestServer({ distDir: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

describe('the web app manifest', () => {
  it("is served as application/manifest+json, valid, and named and coloured from the shop's theme", async () => {
    await writeSetting(t.db, 'theme', { brand_name: 'Circuit Bazaar Electronics', theme_color: '#aa3300', favicon: '/media/favicon.svg' });
    const res = await t.app.request(WEB_MANIFEST_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = webManifestSchema.parse(await json(res));
    expect(manifest).toMatchObject({
      name: 'Circuit Bazaar Electronics',
      short_name: 'Circuit',
      theme_color: '#aa3300',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-IN',
      categories: ['shopping'],
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('follows a theme change on the next request', async () => {
    await writeSetting(t.db, 'theme', { brand_name: 'Vitrine', theme_color: '#0b5fff', favicon: '/media/favicon.svg' });
    const manifest = webManifestSchema.parse(await json(await t.app.request(WEB_MANIFEST_PATH)));
    expect([manifest.name, manifest.short_name, manifest.theme_color]).toEqual(['Vitrine', 'Vitrine', '#0b5fff']);
  });

  it('names icons the server serves as PNGs of the declared size', async () => {
    const manifest = webManifestSchema.parse(await json(await t.app.request(WEB_MANIFEST_PATH)));
    for (const icon of manifest.icons) {
      const res = await t.app.request(icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width, height });
    }
  });

  it("is linked from the page's head, with an Apple touch icon that exists", () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="manifest" href="${WEB_MANIFEST_PATH}" />`);
    const touch = /<link rel="apple-touch-icon" href="\/(icons\/[^"]+)"/.exec(html)?.[1];
    expect(touch).toBeDefined();
    expect(pngSize(readFileSync(join(process.cwd(), 'public', touch ?? '')))).toEqual({ width: 180, height: 180 });
  });
});

describe('the service worker', () => {
  it('is served from the site root as uncached JavaScript', async () => {
    const res = await t.app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain("addEventListener('fetch'");
  });

  it("precaches the shell page, the entry, its static imports and the stylesheet, not lazy pages", async () => {
    const build = workerBuild(await (await t.app.request('/sw.js')).text());
    expect(build.precache.sort()).toEqual(['/', '/assets/index-abc123.js', '/assets/runtime-aaa111.js', '/assets/shared-def456.js', '/assets/style-css777.css'].sort());
  });

  it('gets a new version, and so new cache names, when the build changes', async () => {
    const before = workerBuild(await (await t.app.request('/sw.js')).text()).version;
    const manifestFile = join(dist.dir, '.vite', 'manifest.json');
    writeFileSync(manifestFile, JSON.stringify({ ...VITE_MANIFEST, 'index.html': { ...VITE_MANIFEST['index.html'], file: 'assets/index-new000.js' } }));
    try {
      const after = workerBuild(await (await t.app.request('/sw.js')).text());
      expect(after.version).not.toBe(before);
      expect(after.precache).toContain('/assets/index-new000.js');
    } finally {
      writeFileSync(manifestFile, JSON.stringify(VITE_MANIFEST));
    }
  });

  it('is not found before the storefront is built', async () => {
    const bare = createTestDist();
    const server = await createTestServer({ distDir: bare.dir });
    try {
      const res = await server.app.request('/sw.js');
      expect(res.status).toBe(404);
      expect(await res.text()).toMatch(/not built/);
    } finally {
      await server.close();
      bare.remove();
    }
  });

  it('names the caches of seen pages with the prefix sign-out deletes', () => {
    const source = readFileSync(join(process.cwd(), 'server', 'features', 'offline', 'worker.js'), 'utf8');
    expect(source).toContain(`const RUNTIME_PREFIX = '${SEEN_CACHE_PREFIX}';`);
  });
});

const builtDist = join(process.cwd(), 'dist');
// Only meaningful after `npm run build`: the real bundles, which a fake dist cannot stand for.
describe.skipIf(!existsSync(join(builtDist, '.vite', 'manifest.json')))('the service worker of the real build', () => {
  it('precaches every script and stylesheet the built page loads at startup', async () => {
    const server = await createTestServer({ distDir: builtDist });
    try {
      const build = workerBuild(await (await server.app.request('/sw.js')).text());
      const html = readFileSync(join(builtDist, 'index.html'), 'utf8');
      const startup = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
      expect(startup.length).toBeGreaterThan(2);
      for (const url of startup) expect(build.precache).toContain(url);
      for (const url of build.precache.filter((u) => u !== '/')) expect(existsSync(join(builtDist, url)), url).toBe(true);
    } finally {
      await server.close();
    }
  });
});
