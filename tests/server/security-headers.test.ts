import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { parseEnv } from '../../server/env';
import { createTestServer, databaseKind, storefrontAuth, type TestServer } from './harness';
import { directivesOf, inlineElements, nonceOf } from './page-markup';

/**
 * The browser security headers, on the real app: every page kind gets a
 * Content-Security-Policy with a nonce of its own that its inline scripts and
 * styles carry; every answer, page or API, the common headers.
 */

const STUDIO_HTML = `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8" /><title>Vitrine studio</title><script type="module" crossorigin src="/studio/assets/studio-def456.js"></script></head>
<body><div id="studio-root"></div></body></html>`;

/** Like `npm run build`'s output as far as the page assembly reads it: a manifest, so the page inlines its CSS and gets the loader script. */
function builtDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-csp-dist-'));
  for (const sub of ['assets', '.vite', join('studio', 'assets')]) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8" /><!--vitrine:head-->
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/style-abc123.css"></head>
<body><div id="root"></div><!--vitrine:bootstrap--></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("vitrine");\n');
  writeFileSync(join(dir, 'assets', 'style-abc123.css'), 'body{margin:0;color:#111}\n');
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', src: 'index.html', isEntry: true, css: ['assets/style-abc123.css'] } }),
  );
  writeFileSync(join(dir, 'studio', 'studio.html'), STUDIO_HTML);
  writeFileSync(join(dir, 'studio', 'assets', 'studio-def456.js'), 'console.log("studio")\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const PAGES = [
  { kind: 'home', path: '/', status: 200 },
  { kind: 'a product page', path: '/product/42/dell-inspiron-15', status: 200 },
  { kind: 'the 404 page', path: '/no/such/page', status: 404 },
  { kind: 'the studio', path: '/studio', status: 200 },
] as const;

const BASE64_128_BITS = /^[A-Za-z0-9+/]{22}==$/;

/** Fails with the element when a style or an executable inline script lacks this response's nonce. */
function expectEveryInlineElementCarries(html: string, nonce: string): void {
  for (const element of inlineElements(html)) {
    if (element.tag === 'script' && !element.executable) continue;
    expect(element.attributes.get('nonce'), `<${element.tag}> ${element.text.slice(0, 80)}`).toBe(nonce);
  }
}

function policyOf(res: Response): string {
  const policy = res.headers.get('content-security-policy');
  if (!policy) throw new Error(`no Content-Security-Policy on ${res.status}`);
  return policy;
}

let dist: ReturnType<typeof builtDist>;
let t: TestServer;
beforeAll(async () => {
  dist = builtDist();
  t = await createTestServer({ distDir: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

describe(`Content-Security-Policy on every page (${databaseKind})`, () => {
  it.each(PAGES)('$kind carries a policy with a fresh 128-bit nonce, which every inline script and style of it carries', async ({ path, status }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(path);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = policyOf(res);
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(BASE64_128_BITS);
      const directives = directivesOf(policy);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
      expect(directives.get('style-src')).toContain(`'nonce-${nonce}'`);
      expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
      const html = await res.text();
      expectEveryInlineElementCarries(html, nonce);
      // Scripts that add a <style> at run time read the nonce here.
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("gives the shop's own inline elements the nonce and leaves the bootstrap data, never run, as it was", async () => {
    const res = await t.app.request('/');
    const nonce = nonceOf(policyOf(res));
    const elements = inlineElements(await res.text());
    const styles = elements.filter((e) => e.tag === 'style');
    // The inlined stylesheet, then the theme's tokens and colour schemes, which override its defaults.
    expect(styles.map((s) => s.text)).toEqual([expect.stringContaining('body{margin:0'), expect.stringContaining(':root{--brand:')]);
    const loader = elements.filter((e) => e.executable);
    expect(loader).toHaveLength(1);
    expect(loader[0]?.attributes.get('nonce')).toBe(nonce);
    expect(loader[0]?.text).toContain('import(e)');
    const bootstrap = elements.find((e) => e.attributes.get('id') === 'vitrine-bootstrap');
    expect(bootstrap?.executable).toBe(false);
    expect(bootstrap?.attributes.get('type')).toBe('application/json');
  });

  it('lets the studio frame the shop, and nothing frame the studio', async () => {
    const shop = await t.app.request('/');
    const studio = await t.app.request('/studio');
    expect(directivesOf(policyOf(shop)).get('frame-ancestors')).toEqual(["'self'"]);
    expect(directivesOf(policyOf(studio)).get('frame-ancestors')).toEqual(["'none'"]);
    expect(shop.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(studio.headers.get('x-frame-options')).toBe('DENY');
    // The studio previews the shop in same-origin frames; the demo shop frames nothing.
    expect(directivesOf(policyOf(studio)).get('frame-src')).toEqual(["'self'"]);
    expect(directivesOf(policyOf(shop)).get('frame-src')).toEqual(["'none'"]);
  });

  it('allows no plugins and no <base>, and reports violations to the report endpoint', async () => {
    for (const { path } of PAGES) {
      const res = await t.app.request(path);
      const directives = directivesOf(policyOf(res));
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      expect(directives.get('base-uri'), path).toEqual(["'none'"]);
      expect(directives.get('report-uri'), path).toEqual(['/api/csp-report']);
      expect(directives.get('report-to'), path).toEqual(['csp']);
      expect(res.headers.get('reporting-endpoints'), path).toBe('csp="/api/csp-report"');
    }
  });

  it('allows the configured tile server and Auth emulator, and style attributes but no inline script', async () => {
    const directives = directivesOf(policyOf(await t.app.request('/')));
    expect(directives.get('img-src')).toContain('http://127.0.0.1:9');
    expect(directives.get('connect-src')).toEqual(["'self'", `http://${t.config.identity.emulatorHost ?? ''}`]);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
  });

  it('revalidates a page with a 304 that carries no policy, so the browser keeps the one stored with the page and its nonce', async () => {
    const first = await t.app.request('/');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const a = await t.app.request('/', { headers: { Cookie: cookie } });
    const b = await t.app.request('/', { headers: { Cookie: cookie } });
    // Each response has its own nonce, yet the page is the same one.
    expect(nonceOf(policyOf(a))).not.toBe(nonceOf(policyOf(b)));
    const etag = a.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(b.headers.get('etag')).toBe(etag);
    const revalidated = await t.app.request('/', { headers: { Cookie: cookie, 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(revalidated.headers.get('content-security-policy-report-only')).toBeNull();
    expect(revalidated.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the policy as Report-Only when CSP_REPORT_ONLY is set, and such a page is a new page to a cache', async () => {
    expect(parseEnv({ CSP_REPORT_ONLY: '1' }).ok && parseEnv({ CSP_REPORT_ONLY: '1' })).toMatchObject({ config: { cspReportOnly: true } });
    expect(parseEnv({}).ok && parseEnv({})).toMatchObject({ config: { cspReportOnly: false } });
    expect(parseEnv({ CSP_REPORT_ONLY: 'maybe' }).ok).toBe(false);

    const reportOnly = createApp({ db: t.db, config: { ...t.config, cspReportOnly: true } });
    for (const { path } of PAGES) {
      const res = await reportOnly.request(path);
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      const policy = res.headers.get('content-security-policy-report-only') ?? '';
      expectEveryInlineElementCarries(await res.text(), nonceOf(policy));
    }
    const enforced = await t.app.request('/');
    const reported = await reportOnly.request('/');
    expect(reported.headers.get('etag')).not.toBe(enforced.headers.get('etag'));
  });
});

describe(`headers on every answer (${databaseKind})`, () => {
  const answers = [
    ['the health check', '/api/health', {}],
    ['an API read', '/api/website/theme-config', storefrontAuth],
    ['a refused API call', '/api/website/theme-config', {}],
    ['an unknown endpoint', '/api/no-such-thing', {}],
    ['a hashed asset', '/assets/index-abc123.js', {}],
    ['a page', '/', {}],
    ['the studio', '/studio', {}],
  ] as const;

  it.each(answers)('%s carries nosniff, the referrer and permissions policies and the opener policy', async (_label, path, headers) => {
    const res = await t.app.request(path, { headers });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toBe('geolocation=(self), camera=(), microphone=(), payment=(self)');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // Not in development: HSTS would pin a developer's localhost to HTTPS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('API answers carry no page policy', async () => {
    const res = await t.app.request('/api/website/theme-config', { headers: storefrontAuth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('tells browsers to keep to HTTPS in production only', async () => {
    const production = createApp({ db: t.db, config: { ...t.config, production: true } });
    for (const path of ['/api/health', '/', '/api/no-such-thing']) {
      const res = await production.request(path);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('lets the payment frame use the Payment Request API when Razorpay is configured', async () => {
    const payments = { razorpayKeyId: 'rzp_test_abc', razorpayKeySecret: 'secret', webhookSecret: 'hook' };
    const razorpay = createApp({ db: t.db, config: { ...t.config, payments } });
    const res = await razorpay.request('/');
    expect(res.headers.get('permissions-policy')).toBe('geolocation=(self), camera=(), microphone=(), payment=(self "https://api.razorpay.com")');
    const directives = directivesOf(policyOf(res));
    expect(directives.get('script-src')).toContain('https://checkout.razorpay.com');
    expect(directives.get('frame-src')).toEqual(['https://api.razorpay.com']);
  });
});

const realDist = join(process.cwd(), 'dist');
const realSsr = join(process.cwd(), 'dist-server', 'entry-server.js');
// Only meaningful after `npm run build`: the server-rendered pages and the studio as built.
describe.skipIf(!existsSync(join(realDist, '.vite', 'manifest.json')) || !existsSync(realSsr) || !existsSync(join(realDist, 'studio', 'studio.html')))(
  `the real build's pages (${databaseKind})`,
  () => {
    let real: TestServer;
    beforeAll(async () => {
      real = await createTestServer({ distDir: realDist, ssrEntry: realSsr });
    });
    afterAll(async () => {
      await real.close();
    });

    it.each(PAGES)('$kind: every inline script and style carries the nonce', async ({ path, status }) => {
      const res = await real.app.request(path);
      expect(res.status).toBe(status);
      const html = await res.text();
      expectEveryInlineElementCarries(html, nonceOf(policyOf(res)));
      if (path !== '/studio') expect(html).toContain('<div id="root"><');
    });
  },
);
