import { describe, expect, it } from 'vitest';
import { budgetFailures, firstPaintJsGzip, HYDRATION_JS_BUDGET, LOADER_GZIP_BUDGET, loaderFailures, performanceVerdict, type PageFigures, type PatternFigure } from '../../bench/budget-rules';
import { loaderGzip, representativeLoad } from '../../bench/loader-size';
import type { AssetFigure } from '../../bench/first-paint-set';

const asset = (file: string, gzip: number | null, extra: Partial<AssetFigure> = {}): AssetFigure => ({
  url: `http://127.0.0.1:1/${file}`,
  kind: 'js',
  via: 'modulepreload',
  file,
  gzip,
  src: undefined,
  firebase: null,
  leaflet: null,
  studio: null,
  pattern: null,
  ...extra,
});

const page = (path: string, js: AssetFigure[], extra: Partial<PageFigures> = {}): PageFigures => ({ path, js, inlineJsGzip: 0, hydrationJsGzip: 120 * 1024, tbtMs: 40, performance: 99, accessibility: 100, ...extra });
const patterns: PatternFigure[] = [{ module: 'registry/header/Header1', chunkFile: 'assets/Header1.js' }];
const good = () => [page('/', [asset('assets/index.js', 60 * 1024, { via: 'script' })]), page('/cart', [asset('assets/index.js', 60 * 1024)])];

describe('budgetFailures', () => {
  it('fails / when the JavaScript fetched before hydration is over its budget, and any page that never marked hydration', () => {
    const at = page('/', [], { hydrationJsGzip: HYDRATION_JS_BUDGET });
    expect(budgetFailures({ pages: [at], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([]);
    const over = page('/', [], { hydrationJsGzip: HYDRATION_JS_BUDGET + 1 });
    expect(budgetFailures({ pages: [over], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([`/: JavaScript fetched before hydration is ${(HYDRATION_JS_BUDGET / 1024).toFixed(1)} KB gzip, over the ${(HYDRATION_JS_BUDGET / 1024).toFixed(1)} KB budget`]);
    const heavyCart = page('/cart', [], { hydrationJsGzip: 400 * 1024 });
    const unmarked = page('/products', [], { hydrationJsGzip: null });
    expect(budgetFailures({ pages: [page('/', []), heavyCart, unmarked], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([
      '/products: the page never set its hydration mark, so its hydration JavaScript is unknown',
    ]);
  });

  it('judges Total Blocking Time under 150 ms only on a host whose performance scores are judged', () => {
    const blocking = page('/cart', [], { tbtMs: 150 });
    expect(budgetFailures({ pages: [page('/', []), blocking], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual(['/cart: Total Blocking Time 150 ms is not under 150 ms']);
    expect(budgetFailures({ pages: [page('/', []), blocking], patterns, staticFailures: [], hostFreshSPerGiB: 4 })).toEqual([]);
    expect(budgetFailures({ pages: [page('/', []), page('/cart', [], { tbtMs: 149 })], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([]);
  });

  it('passes a shop inside every budget', () => {
    expect(budgetFailures({ pages: good(), patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([]);
  });

  it('adds the inline scripts to the first-paint JavaScript of / and fails above 100 KB (1 KB = 1024 B)', () => {
    const exactly = page('/', [asset('assets/index.js', 99 * 1024)], { inlineJsGzip: 1024 });
    expect(firstPaintJsGzip(exactly)).toBe(100 * 1024);
    expect(budgetFailures({ pages: [exactly], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([]);
    const over = page('/', [asset('assets/index.js', 99 * 1024)], { inlineJsGzip: 1025 });
    expect(budgetFailures({ pages: [over], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual(['/: JavaScript before first paint is 100.0 KB gzip, over the 100.0 KB budget']);
  });

  it('budgets the JavaScript of / only', () => {
    const heavyCart = page('/cart', [asset('assets/index.js', 300 * 1024)]);
    expect(budgetFailures({ pages: [page('/', []), heavyCart], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([]);
  });

  it('fails a first-paint script it cannot size rather than counting it as free', () => {
    const failures = budgetFailures({ pages: [page('/', [asset('elsewhere.js', null)])], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/cannot size/);
  });

  it('names Firebase, Leaflet and the studio in a first-paint chunk of any page', () => {
    const pages = [
      page('/', []),
      page('/products', [asset('assets/fb.js', 1, { firebase: 'contains an @firebase/* package name' })]),
      page('/cart', [asset('assets/map.js', 1, { leaflet: 'contains Leaflet\'s "leaflet-marker-icon"' }), asset('studio/assets/s.js', 1, { studio: 'studio/assets/s.js is the studio\'s build' })]),
    ];
    expect(budgetFailures({ pages, patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([
      '/products: Firebase is in first-paint chunk assets/fb.js (contains an @firebase/* package name)',
      '/cart: Leaflet is in first-paint chunk assets/map.js (contains Leaflet\'s "leaflet-marker-icon")',
      "/cart: the studio is in first-paint chunk studio/assets/s.js (studio/assets/s.js is the studio's build)",
    ]);
  });

  it('allows a pattern chunk the HTML preloads on purpose, but not one fetched before FCP otherwise', () => {
    const preloaded = asset('assets/Header1.js', 500, { pattern: 'registry/header/Header1', via: 'modulepreload' });
    const fetched = asset('assets/Header1.js', 500, { pattern: 'registry/header/Header1', via: 'before FCP' });
    expect(budgetFailures({ pages: [page('/', [preloaded])], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([]);
    expect(budgetFailures({ pages: [page('/', [fetched])], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([
      '/: pattern registry/header/Header1 is loaded before first paint (assets/Header1.js, before FCP) without the HTML preloading it',
    ]);
  });

  it('still requires every pattern to be its own chunk', () => {
    const failures = budgetFailures({ pages: good(), patterns: [...patterns, { module: 'registry/footer/Footer1', chunkFile: null }], staticFailures: [], hostFreshSPerGiB: 0.3 });
    expect(failures).toEqual(['registry/footer/Footer1 has no chunk of its own (imported statically somewhere?)']);
    expect(budgetFailures({ pages: good(), patterns: [], staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual(['found no pattern imports in registry/*/index.ts']);
  });

  it('fails performance or accessibility below 95 on any page, and a page not measured', () => {
    const pages = [page('/', [], { performance: 94.5 }), page('/cart', [], { accessibility: 90, performance: 95 })];
    expect(budgetFailures({ pages, patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual([
      '/: Lighthouse performance 94.5 is below 95',
      '/cart: Lighthouse accessibility 90 is below 95',
    ]);
    expect(budgetFailures({ pages: [page('/cart', [])], patterns, staticFailures: [], hostFreshSPerGiB: 0.3 })).toEqual(['/ was not measured']);
  });

  it('judges performance only on a host whose fresh memory is fast enough for the score to measure the shop; accessibility always', () => {
    const pages = [page('/', [], { performance: 72 }), page('/cart', [], { accessibility: 90, performance: 74 })];
    expect(budgetFailures({ pages, patterns, staticFailures: [], hostFreshSPerGiB: 0.99 })).toEqual([
      '/: Lighthouse performance 72 is below 95',
      '/cart: Lighthouse performance 74 is below 95',
      '/cart: Lighthouse accessibility 90 is below 95',
    ]);
    expect(budgetFailures({ pages, patterns, staticFailures: [], hostFreshSPerGiB: 5.6 })).toEqual(['/cart: Lighthouse accessibility 90 is below 95']);
    expect(performanceVerdict(0.4)).toEqual({ judged: true });
    const verdict = performanceVerdict(5.6);
    expect(verdict.judged).toBe(false);
    expect(!verdict.judged && verdict.reason).toMatch(/NOT JUDGED: this host hands out fresh memory at 5\.60 s\/GiB/);
  });

  it('keeps the build-only failures it is given', () => {
    expect(budgetFailures({ pages: good(), patterns, staticFailures: ['index.html has render-blocking scripts: <script src=x>'], hostFreshSPerGiB: 0.3 })).toEqual([
      'index.html has render-blocking scripts: <script src=x>',
    ]);
  });
});

describe('the inline loader budget', () => {
  it('holds at 2 KB gzip (1 KB = 1024 B) and fails above', () => {
    expect(loaderFailures(LOADER_GZIP_BUDGET)).toEqual([]);
    expect(loaderFailures(2049)).toEqual(['the inline loader is 2049 B gzip on a representative page, over the 2048 B budget']);
  });

  it('is within it today, tap capture included, on a page preloading more chunks than the home page', () => {
    expect(representativeLoad().preload.length).toBeGreaterThan(56);
    expect(loaderFailures(loaderGzip())).toEqual([]);
  });
});
