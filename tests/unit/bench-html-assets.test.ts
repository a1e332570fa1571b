import { describe, expect, it } from 'vitest';
import { firstPaintAssets, requestsBeforeFcp, type NetworkRecord } from '../../bench/first-paint-set';
import { htmlAssets } from '../../bench/html-assets';

const page = `<!doctype html><html><head>
<style>:root{--brand:#1d4ed8}</style>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-B.js">
<link rel=modulepreload href='/assets/Header1-C.js' />
<link rel="stylesheet" crossorigin href="/assets/style-D.css">
<link rel="preload" as="image" href="/media/logo.svg">
<!-- <script src="/assets/commented-out.js"></script> <link rel="stylesheet" href="/old.css"> -->
</head><body><div id="root"><!--$--><p>hi</p><!--/$--></div>
<script>$RC=function(a,b){}</script>
<script id="vitrine-bootstrap" type="application/json">{"a":"<link rel=\\"stylesheet\\" href=\\"/not-a-tag.css\\">"}</script>
</body></html>`;

describe('htmlAssets', () => {
  it('lists the scripts, module preloads and stylesheets the HTML names, and nothing in comments or script text', () => {
    const assets = htmlAssets(page);
    expect(assets.scripts).toEqual(['/assets/index-A.js']);
    expect(assets.modulepreloads).toEqual(['/assets/shared-B.js', '/assets/Header1-C.js']);
    expect(assets.stylesheets).toEqual(['/assets/style-D.css']);
  });

  it('separates inline code, inline styles and inline data', () => {
    const assets = htmlAssets(page);
    expect(assets.inlineScripts).toEqual(['$RC=function(a,b){}']);
    expect(assets.inlineStyles).toEqual([':root{--brand:#1d4ed8}']);
    expect(assets.inlineData).toHaveLength(1);
    expect(assets.inlineData[0]).toContain('not-a-tag.css');
  });

  it('does not take a JSON or template script with a src for code', () => {
    expect(htmlAssets('<script type="text/template" src="/t.html"></script><script src="/classic.js"></script>').scripts).toEqual(['/classic.js']);
  });
});

describe('firstPaintAssets', () => {
  const base = 'http://127.0.0.1:4000/products';
  const record = (url: string, networkRequestTime: number | undefined, resourceType: string): NetworkRecord => ({ url, networkRequestTime, resourceType, mimeType: undefined });
  const records = [
    record('http://127.0.0.1:4000/products', 0, 'Document'),
    record('http://127.0.0.1:4000/assets/index-A.js', 20, 'Script'),
    record('http://127.0.0.1:4000/assets/Footer1-E.js', 150, 'Script'),
    record('http://127.0.0.1:4000/media/logo.svg', 40, 'Image'),
    record('data:image/png;base64,AAAA', 41, 'Image'),
    record('http://127.0.0.1:4000/assets/LoginPopup-F.js', 900, 'Script'),
    record('http://127.0.0.1:4000/assets/late.css', 250, 'Stylesheet'),
  ];

  it('takes every asset the HTML names, then JS and CSS requested before FCP, each once', () => {
    const assets = firstPaintAssets(base, htmlAssets(page), records, 200);
    expect(assets.map((a) => [new URL(a.url).pathname, a.kind, a.via])).toEqual([
      ['/assets/index-A.js', 'js', 'script'],
      ['/assets/shared-B.js', 'js', 'modulepreload'],
      ['/assets/Header1-C.js', 'js', 'modulepreload'],
      ['/assets/style-D.css', 'css', 'stylesheet'],
      ['/assets/Footer1-E.js', 'js', 'before FCP'],
    ]);
  });

  it('moves with the first paint: a later FCP brings the later requests in', () => {
    const paths = firstPaintAssets(base, htmlAssets(page), records, 1000).map((a) => new URL(a.url).pathname);
    expect(paths).toContain('/assets/LoginPopup-F.js');
    expect(paths).toContain('/assets/late.css');
  });

  it('counts real requests started before FCP, not data: URLs', () => {
    expect(requestsBeforeFcp(records, 200).map((r) => r.url)).toEqual([
      'http://127.0.0.1:4000/products',
      'http://127.0.0.1:4000/assets/index-A.js',
      'http://127.0.0.1:4000/assets/Footer1-E.js',
      'http://127.0.0.1:4000/media/logo.svg',
    ]);
  });
});
