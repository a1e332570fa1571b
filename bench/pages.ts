import type { PageFigures } from './budget-rules';
import { lighthousePages, type LighthouseTarget, type PageLighthouse } from './lighthouse';
import type { BrowserSession } from './signed-in';
import { pageWeight, type BuildIndex, type PageWeight } from './page-weight';

/**
 * The four pages issue 8 measures (home, the listing, a product, the cart),
 * the demo's campaign page (issue 19: a merchandiser's page is held to the
 * same budgets) and a category page (issue 21 §2).
 */
export const PAGES = ['/', '/products', '/product/4/dell-latitude-5440-core-i5-1335u', '/cart', '/p/year-end-tech-sale', '/category/laptops/1'] as const;
/** Measured as a signed-in shopper with one line in the cart (issue 21 §2), when the caller has a session. */
export const SIGNED_IN_PAGES = ['/checkout', '/orders'] as const;

export interface PageReport {
  path: string;
  lighthouse: PageLighthouse;
  weight: PageWeight;
}

/** The served HTML, as a visitor's first request gets it (with the session's cookies when signed in). */
async function servedHtml(target: LighthouseTarget): Promise<string> {
  const cookie = target.session?.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(target.url, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });
  if (res.status !== 200) throw new Error(`GET ${target.url} answered ${res.status}, not 200`);
  return res.text();
}

/** Lighthouse on each page (and, given a session, each signed-in page), then the page's first-paint figures from its median run. */
export async function measurePages(base: string, index: BuildIndex, runs: number, log: (line: string) => void, session?: BrowserSession): Promise<PageReport[]> {
  const pages = [...PAGES.map((path) => ({ path, session: undefined })), ...(session ? SIGNED_IN_PAGES.map((path) => ({ path, session })) : [])];
  const targets: (LighthouseTarget & { path: string })[] = pages.map((p) => ({ path: p.path, url: new URL(p.path, base).href, session: p.session }));
  const html = new Map(await Promise.all(targets.map(async (t) => [t.url, await servedHtml(t)] as const)));
  const results = await lighthousePages(targets, runs, log);
  return targets.map((target) => {
    const lighthouse = results.get(target.url);
    const run = lighthouse?.runs[lighthouse.medianRun];
    if (!lighthouse || !run) throw new Error(`no Lighthouse run for ${target.url}`);
    const path = target.session ? `${target.path} (signed in)` : target.path;
    return { path, lighthouse, weight: pageWeight(index, target.url, html.get(target.url) ?? '', run) };
  });
}

/** The figures the budget rules read, from a measured page. */
export function pageFigures(report: PageReport): PageFigures {
  return {
    path: report.path,
    js: report.weight.js,
    inlineJsGzip: report.weight.inlineJsGzip,
    hydrationJsGzip: report.weight.hydrationJs?.gzip ?? null,
    tbtMs: report.lighthouse.medianTbtMs,
    performance: report.lighthouse.median.performance,
    accessibility: report.lighthouse.median.accessibility,
  };
}
