import type { HtmlAssets } from './html-assets';

/**
 * Which scripts and stylesheets a page loads before its first paint: every one
 * the served HTML names itself, plus any other the browser started fetching
 * before the first contentful paint it observed. Pure, so it is unit-tested
 * without a browser.
 */

/** The fields of a Lighthouse network-requests item this needs. Times in ms on the network clock. */
export interface NetworkRecord {
  url: string;
  networkRequestTime: number | undefined;
  resourceType: string | undefined;
  mimeType: string | undefined;
}

export type AssetKind = 'js' | 'css';
/** Why an asset counts: the HTML tag naming it, or its request started before the observed FCP. */
export type Via = 'script' | 'modulepreload' | 'stylesheet' | 'before FCP';

export interface FirstPaintAsset {
  url: string;
  kind: AssetKind;
  via: Via;
}

/** What the budgets know about one first-paint file (sized and identified from dist/). */
export interface AssetFigure extends FirstPaintAsset {
  /** dist-relative file, or null when the URL is not a file of the build. */
  file: string | null;
  /** gzip -9 of the built file; null when it could not be read. */
  gzip: number | null;
  /** The manifest's source module for the chunk, when it has one. */
  src: string | undefined;
  firebase: string | null;
  leaflet: string | null;
  studio: string | null;
  /** registry/<section>/<Pattern> when this file is that pattern's own chunk. */
  pattern: string | null;
}

export function kindOf(record: Pick<NetworkRecord, 'resourceType' | 'mimeType'>): AssetKind | null {
  if (record.resourceType === 'Script' || /javascript|ecmascript/.test(record.mimeType ?? '')) return 'js';
  if (record.resourceType === 'Stylesheet' || record.mimeType === 'text/css') return 'css';
  return null;
}

/** Real requests (not data: URLs) the browser started before the observed first contentful paint. */
export function requestsBeforeFcp(records: readonly NetworkRecord[], fcpMs: number): NetworkRecord[] {
  return records.filter((r) => !r.url.startsWith('data:') && r.networkRequestTime !== undefined && r.networkRequestTime < fcpMs);
}

const absolute = (href: string, pageUrl: string): string => {
  const url = new URL(href, pageUrl);
  url.hash = '';
  return url.href;
};

/** The page's first-paint JS and CSS, each once, the HTML's own tags first. */
export function firstPaintAssets(pageUrl: string, html: HtmlAssets, records: readonly NetworkRecord[], fcpMs: number): FirstPaintAsset[] {
  const found = new Map<string, FirstPaintAsset>();
  const add = (url: string, kind: AssetKind, via: Via) => {
    if (!found.has(url)) found.set(url, { url, kind, via });
  };
  for (const href of html.scripts) add(absolute(href, pageUrl), 'js', 'script');
  for (const href of html.modulepreloads) add(absolute(href, pageUrl), 'js', 'modulepreload');
  for (const href of html.stylesheets) add(absolute(href, pageUrl), 'css', 'stylesheet');
  for (const record of requestsBeforeFcp(records, fcpMs)) {
    const kind = kindOf(record);
    if (kind) add(absolute(record.url, pageUrl), kind, 'before FCP');
  }
  return [...found.values()];
}

/**
 * The scripts a page fetched before the app's hydration mark, each once: what
 * the phone downloads and runs before the page answers taps (the entry, its
 * imports, the route's page and the pattern chunks the HTML shows). Scripts
 * fetched later (toaster, live updates, offline support) do not count.
 */
export function scriptsBeforeHydration(pageUrl: string, records: readonly NetworkRecord[], hydratedMs: number): string[] {
  const urls = records.filter((r) => r.networkRequestTime !== undefined && r.networkRequestTime < hydratedMs && kindOf(r) === 'js' && !r.url.startsWith('data:')).map((r) => absolute(r.url, pageUrl));
  return [...new Set(urls)];
}

