import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firebaseIn, leafletIn, patternModules, readManifest, sizeOf, type Manifest } from './first-paint';
import { firstPaintAssets, requestsBeforeFcp, scriptsBeforeHydration, type AssetFigure, type NetworkRecord } from './first-paint-set';
import { htmlAssets } from './html-assets';

/**
 * What one page costs before its first paint, as served: the JS and CSS files
 * (the HTML's own tags plus whatever was requested before the observed FCP),
 * each sized as gzip -9 of the built file in dist/ (not the transfer size: the
 * server may answer brotli or gzip at another level), and the inline scripts
 * and styles of the HTML, gzipped on their own.
 */
export interface PageWeight {
  js: AssetFigure[];
  css: AssetFigure[];
  inlineJsGzip: number;
  inlineCssGzip: number;
  /** Inline JSON (the bootstrap data): bytes of the HTML, not code; reported, not budgeted. */
  inlineDataGzip: number;
  htmlGzip: number;
  requestsBeforeFcp: number;
  fcpMs: number;
  /** gzip -9 of every script fetched before the app's hydration mark; null when the page never set it. */
  hydrationJs: HydrationJs | null;
}

export interface HydrationJs {
  gzip: number;
  files: number;
  /** Scripts that are not files of dist/ (counted as 0 bytes). */
  unsized: number;
  hydratedMs: number;
}

/** The build's chunks, to say what a first-paint file is. */
export interface BuildIndex {
  dist: string;
  manifest: Manifest;
  /** dist-relative file of each pattern's own chunk → registry/<section>/<Pattern>. */
  patternFiles: Map<string, string>;
}

export function readBuildIndex(root: string, dist: string): BuildIndex {
  const manifest = readManifest(dist);
  const patternFiles = new Map<string, string>();
  for (const module of patternModules(root)) {
    const entry = Object.entries(manifest).find(([key, m]) => (m.src ?? key).replace(/\.[jt]sx?$/, '') === module)?.[1];
    if (entry) patternFiles.set(entry.file, module);
  }
  return { dist, manifest, patternFiles };
}

const gzip = (text: string) => (text ? gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length : 0);

/** The dist-relative file a same-origin URL serves, or null (another origin, outside dist, not built). */
function distFile(dist: string, url: string, origin: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const path = join(dist, decodeURIComponent(parsed.pathname));
  const rel = relative(dist, path);
  if (rel.startsWith('..') || !existsSync(path) || !statSync(path).isFile()) return null;
  return rel.split(sep).join('/');
}

function figure(index: BuildIndex, asset: ReturnType<typeof firstPaintAssets>[number], origin: string): AssetFigure {
  const file = distFile(index.dist, asset.url, origin);
  if (!file) return { ...asset, file, gzip: null, src: undefined, firebase: null, leaflet: null, studio: null, pattern: null };
  const { gzip: size, text } = sizeOf(index.dist, file);
  const [key, entry] = Object.entries(index.manifest).find(([, m]) => m.file === file) ?? [];
  const src = entry?.src;
  const studio = file.startsWith('studio/') ? `${file} is the studio's build` : src?.startsWith('src/studio/') ? `its source is ${src}` : null;
  return {
    ...asset,
    file,
    gzip: size,
    src,
    firebase: asset.kind === 'js' ? firebaseIn(key ?? file, src, entry?.name, text) : null,
    leaflet: asset.kind === 'js' ? leafletIn(src, text) : null,
    studio,
    pattern: index.patternFiles.get(file) ?? null,
  };
}

function hydrationJs(index: BuildIndex, pageUrl: string, records: readonly NetworkRecord[], hydratedMs: number): HydrationJs {
  const origin = new URL(pageUrl).origin;
  const files = scriptsBeforeHydration(pageUrl, records, hydratedMs).map((url) => distFile(index.dist, url, origin));
  const sized = files.flatMap((file) => (file ? [sizeOf(index.dist, file).gzip] : []));
  return { gzip: sized.reduce((sum, n) => sum + n, 0), files: files.length, unsized: files.length - sized.length, hydratedMs };
}

export interface RunTimes {
  records: readonly NetworkRecord[];
  fcpMs: number;
  hydratedMs: number | null;
}

export function pageWeight(index: BuildIndex, pageUrl: string, html: string, { records, fcpMs, hydratedMs }: RunTimes): PageWeight {
  const parsed = htmlAssets(html);
  const origin = new URL(pageUrl).origin;
  const assets = firstPaintAssets(pageUrl, parsed, records, fcpMs).map((a) => figure(index, a, origin));
  return {
    js: assets.filter((a) => a.kind === 'js'),
    css: assets.filter((a) => a.kind === 'css'),
    inlineJsGzip: gzip(parsed.inlineScripts.join('')),
    inlineCssGzip: gzip(parsed.inlineStyles.join('')),
    inlineDataGzip: gzip(parsed.inlineData.join('')),
    htmlGzip: gzip(html),
    requestsBeforeFcp: requestsBeforeFcp(records, fcpMs).length,
    fcpMs,
    hydrationJs: hydratedMs === null ? null : hydrationJs(index, pageUrl, records, hydratedMs),
  };
}
