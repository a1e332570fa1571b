import type { PageFigures } from './budget-rules';
import { lighthousePages, type PageLighthouse } from './lighthouse';
import { pageWeight, type BuildIndex, type PageWeight } from './page-weight';

/**
 * The four pages issue 8 measures (home, the listing, a product, the cart),
 * the demo's campaign page (issue 19: a merchandiser's page is held to the
 * same budgets) and a category page (issue 21 §2).
 */
export const PAGES = ['/', '/products', '/product/4/dell-latitude-5440-core-i5-1335u', '/cart', '/p/year-end-tech-sale', '/category/laptops/1'] as const;

export interface PageReport {
  path: string;
  lighthouse: PageLighthouse;
  weight: PageWeight;
}

/** The served HTML, as a visitor's first request gets it. */
async function servedHtml(url: string): Promise<string> {
  const res = await fetch(url, { headers: { Accept: 'text/html' } });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}, not 200`);
  return res.text();
}

/** Lighthouse on each page, then the page's first-paint figures from its median run. */
export async function measurePages(base: string, index: BuildIndex, runs: number, log: (line: string) => void): Promise<PageReport[]> {
  const urls = PAGES.map((path) => new URL(path, base).href);
  const html = new Map(await Promise.all(urls.map(async (url) => [url, await servedHtml(url)] as const)));
  const results = await lighthousePages(urls, runs, log);
  return urls.map((url, i) => {
    const lighthouse = results.get(url);
    const run = lighthouse?.runs[lighthouse.medianRun];
    if (!lighthouse || !run) throw new Error(`no Lighthouse run for ${url}`);
    return { path: PAGES[i] ?? url, lighthouse, weight: pageWeight(index, url, html.get(url) ?? '', run) };
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
