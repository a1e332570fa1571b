import { describe, expect, it } from 'vitest';
import { scriptsBeforeHydration, type NetworkRecord } from '../../bench/first-paint-set';
import { parseRun } from '../../bench/lighthouse';

const record = (url: string, at: number | undefined, resourceType = 'Script'): NetworkRecord => ({ url, networkRequestTime: at, resourceType, mimeType: undefined });
const page = 'http://127.0.0.1:1/';

describe('scriptsBeforeHydration', () => {
  it('counts each script requested before the mark once, and nothing else', () => {
    const records = [
      record('http://127.0.0.1:1/assets/index.js', 300),
      record('http://127.0.0.1:1/assets/index.js', 320),
      record('http://127.0.0.1:1/assets/Header1.js', 800),
      record('http://127.0.0.1:1/assets/hero.webp', 400, 'Image'),
      record('http://127.0.0.1:1/assets/ToasterHost.js', 1200),
      record('http://127.0.0.1:1/assets/never-timed.js', undefined),
    ];
    expect(scriptsBeforeHydration(page, records, 1000)).toEqual(['http://127.0.0.1:1/assets/index.js', 'http://127.0.0.1:1/assets/Header1.js']);
  });
});

const lhr = (userTimings: { name: string; startTime: number }[]) => ({
  runWarnings: [],
  categories: { performance: { score: 0.97 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } },
  audits: {
    metrics: { details: { items: [{ observedFirstContentfulPaint: 500, observedFirstContentfulPaintTs: 1_000_600_000, observedNavigationStartTs: 1_000_000_000 }] } },
    'network-requests': { details: { items: [], debugData: { networkStartTimeTs: 1_000_100_000 } } },
    'total-blocking-time': { numericValue: 42.5 },
    'user-timings': { details: { items: userTimings } },
  },
});

describe('parseRun', () => {
  it('puts the hydration mark (counted from navigation start) on the network clock, with FCP and TBT', () => {
    const run = parseRun(lhr([{ name: 'other', startTime: 10 }, { name: 'vitrine:hydrated', startTime: 2000 }]));
    // Navigation started 100 ms before the first request: the mark at 2,000 ms is 1,900 ms on the network clock.
    expect(run.hydratedMs).toBe(1900);
    expect(run.fcpMs).toBe(500);
    expect(run.tbtMs).toBe(42.5);
    expect(run.scores.performance).toBe(97);
  });

  it("reports a failed load by Lighthouse's own words, though the metrics it would have are missing", () => {
    const failed = { runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' }, runWarnings: [], categories: {}, audits: { metrics: {}, 'total-blocking-time': {} } };
    expect(() => parseRun(failed)).toThrow('Lighthouse: NO_FCP The page did not paint any content.');
  });

  it('says so when the page never marked hydration', () => {
    expect(parseRun(lhr([])).hydratedMs).toBeNull();
  });
});
