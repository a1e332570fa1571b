import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssetsFrom, patternSource } from '../../server/features/storefront/page-assets';
import { loaderScript } from '../../server/features/storefront/html';
import { chooseEncoding } from '../../server/http/compression';
import type { ViteManifest } from '../../server/features/storefront/vite-manifest';

const root = join(import.meta.dirname, '..', '..');

describe('page assets', () => {
  it('names every registry pattern by the rule the server preloads with', () => {
    const registry = join(root, 'registry');
    const imported = readdirSync(registry, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(registry, d.name, 'index.ts')))
      .flatMap((d) => [...readFileSync(join(registry, d.name, 'index.ts'), 'utf8').matchAll(/import\('\.\/([A-Za-z]+?)(\d+)'\)/g)].map((m) => ({ section: d.name, name: m[1], pattern: Number(m[2]) })));
    expect(imported.length).toBeGreaterThan(30);
    for (const { section, name, pattern } of imported) expect(patternSource(section, pattern)).toBe(`registry/${section}/${name}${pattern}.tsx`);
  });

  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-A.js', src: 'index.html', isEntry: true, imports: ['_shared-B.js'] },
    '_shared-B.js': { file: 'assets/shared-B.js' },
    '_card-C.js': { file: 'assets/card-C.js', imports: ['_shared-B.js'] },
    'registry/header/Header3.tsx': { file: 'assets/Header3-D.js', src: 'registry/header/Header3.tsx', isDynamicEntry: true, imports: ['_card-C.js'] },
    'registry/promotional-header/PromotionalHeader2.tsx': { file: 'assets/PromotionalHeader2-E.js', src: 'registry/promotional-header/PromotionalHeader2.tsx', isDynamicEntry: true },
    'src/features/cart/CartPage.tsx': { file: 'assets/CartPage-F.js', src: 'src/features/cart/CartPage.tsx', isDynamicEntry: true },
    'registry/footer/Footer1.tsx': { file: 'assets/Footer1-G.js', src: 'registry/footer/Footer1.tsx', isDynamicEntry: true },
  };
  const built = [
    '<head><!--vitrine:head-->',
    '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/shared-B.js">',
    '<link rel="stylesheet" crossorigin href="/assets/style-H.css">',
    '</head><body><div id="root"></div><!--vitrine:bootstrap--></body>',
  ].join('\n');

  it("takes Vite's tags out of the page and inlines the stylesheet", () => {
    const assets = pageAssetsFrom(built, manifest, (file) => (file === 'assets/style-H.css' ? 'a{color:red}</style>' : ''));
    expect(assets?.template).not.toMatch(/<script|modulepreload|stylesheet/);
    expect(assets?.template).toContain('<!--vitrine:bootstrap-->');
    expect(assets?.css).toBe('a{color:red}<\\/style>');
    expect(assets?.entry).toBe('/assets/index-A.js');
  });

  it('preloads the route page and the chunks of the patterns the HTML shows, with their imports, once each', () => {
    const assets = pageAssetsFrom(built, manifest, () => '');
    const html = '<div data-section="promotional-header" data-pattern="2"></div><div data-section="header" data-pattern="3"></div><div data-section="header" data-pattern="3"></div>';
    expect(assets?.chunksFor('/cart', html)).toEqual(['/assets/shared-B.js', '/assets/CartPage-F.js', '/assets/PromotionalHeader2-E.js', '/assets/Header3-D.js', '/assets/card-C.js']);
  });

  it('starts the scripts after the page has loaded when the server rendered it, at once otherwise', () => {
    const load = { css: '', entry: '/assets/index-A.js', preload: ['/assets/shared-B.js'] };
    const rendered = loaderScript(load, true);
    expect(rendered).toContain("addEventListener('load'");
    expect(rendered).toContain('first-contentful-paint');
    expect(rendered).toContain('"/assets/shared-B.js"');
    expect(rendered).not.toMatch(/<script[^>]*src=/);
    expect(loaderScript(load, false)).toMatch(/go\(\)\}\)\(\)<\/script>$/);
  });
});

describe('content negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['br;q=0', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});
