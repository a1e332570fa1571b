import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDist, createTestServer, type TestServer } from './harness';

const STUDIO_HTML = `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8" /><title>Vitrine studio</title></head>
<body><div id="studio-root"></div><script type="module" src="/studio/assets/studio-def456.js"></script></body></html>`;

let dist: ReturnType<typeof createTestDist>;
let t: TestServer;
beforeAll(async () => {
  dist = createTestDist();
  mkdirSync(join(dist.dir, 'studio', 'assets'), { recursive: true });
  writeFileSync(join(dist.dir, 'studio', 'studio.html'), STUDIO_HTML);
  writeFileSync(join(dist.dir, 'studio', 'assets', 'studio-def456.js'), 'console.log("studio")');
  t = await createTestServer({ distDir: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

describe('the studio page', () => {
  it('serves its hashed assets from its own build, cached for good', async () => {
    const res = await t.app.request('/studio/assets/studio-def456.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(await res.text()).toContain('console.log("studio")');
    expect((await t.app.request('/studio/assets/missing.js')).status).toBe(404);
  });

  it.each(['/studio', '/studio/', '/studio/home', '/studio/anything/deeper?key=theme'])('GET %s serves studio.html, uncached and unindexed', async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await res.text();
    expect(html).toContain('<div id="studio-root"></div>');
    expect(html).toContain('/studio/assets/studio-def456.js');
    // The studio is not server-rendered and carries none of the shop's data.
    expect(html).not.toContain('vitrine-bootstrap');
    expect(html).not.toContain('<div id="root">');
  });

  it('does not catch paths that merely start with "studio"', async () => {
    const res = await t.app.request('/studios-and-more');
    const html = await res.text();
    expect(html).not.toContain('studio-root');
    expect(html).toContain('<div id="root">');
  });

  it("the storefront's page names no studio code", async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    // (The demo shop has a 'Creator studio' collection, so look for the entry's names, not the word.)
    for (const name of ['studio.html', 'studio-root', 'studio-def456', 'src/studio']) expect(html).not.toContain(name);
  });

  it('says the studio is not built when studio.html is missing', async () => {
    const bare = createTestDist();
    const server = await createTestServer({ distDir: bare.dir });
    try {
      const res = await server.app.request('/studio');
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/not built/);
    } finally {
      await server.close();
      bare.remove();
    }
  });
});

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), src: z.optional(z.string()), isEntry: z.optional(z.boolean()), imports: z.optional(z.array(z.string())) }),
);
const builtManifest = join(process.cwd(), 'dist', '.vite', 'manifest.json');

// Only meaningful after `npm run build`; it checks the real bundles, which a fake dist cannot.
describe.skipIf(!existsSync(builtManifest) || !existsSync(join(process.cwd(), 'dist', 'studio', 'studio.html')))('the built bundles', () => {
  it("the shop's build holds no studio module at all, and the studio's page loads only its own build", () => {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(builtManifest, 'utf8')));
    expect(Object.keys(manifest).length).toBeGreaterThan(10);
    const studioModules = Object.entries(manifest).filter(([id, chunk]) => id.includes('src/studio') || id.includes('studio.html') || chunk.src?.includes('src/studio'));
    expect(studioModules).toEqual([]);
    const studioHtml = readFileSync(join(process.cwd(), 'dist', 'studio', 'studio.html'), 'utf8');
    const scripts = [...studioHtml.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) expect(url).toMatch(/^\/studio\/assets\//);
  });
});
