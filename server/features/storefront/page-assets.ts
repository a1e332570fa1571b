import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTES, routeNameOf } from '../../../schemas/routes';
import { entryKey, readViteManifest, staticClosure, type ViteManifest } from './vite-manifest';

/**
 * How a server-rendered page loads its assets, from the build's manifest:
 * - the stylesheet is inlined, so first paint waits for the HTML alone;
 * - no script loads before first paint: the page is already rendered, so the
 *   hydration bundle starts once the first contentful paint is on screen,
 *   never competing with the HTML, the stylesheet or the hero image for the
 *   network;
 * - at that moment every chunk the page will need is preloaded at once (the
 *   entry's imports, the route's page, the chunk of each section pattern the
 *   HTML shows), instead of React discovering them one lazy level at a time.
 */
export interface PageAssets {
  /** index.html without the script, preload and stylesheet tags Vite put in it. */
  template: string;
  /** The stylesheets' text, for a <style> element. */
  css: string;
  entry: string;
  /** Chunk URLs to preload for a rendered page, the entry's closure first. */
  chunksFor(pathname: string, html: string): string[];
}

/** Section and pattern of every section the server rendered (SectionFrame's data attributes). */
const SECTION_MARK = /data-section="([a-z0-9-]+)" data-pattern="(\d{1,3})"/g;

/** registry/<section>/<PascalCaseSection><pattern>.tsx: the registry's naming rule (tested). */
export function patternSource(section: string, pattern: number): string {
  const pascal = section.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, ch: string) => ch.toUpperCase());
  return `registry/${section}/${pascal}${pattern}.tsx`;
}

function keyBySource(manifest: ViteManifest): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.src) keys.set(chunk.src, key);
  return keys;
}

/** Vite's own tags in the built index.html: the entry script, its preloads and the stylesheet. */
const VITE_TAG = /\s*<(?:script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>|link rel="(modulepreload|stylesheet)"[^>]*\shref="([^"]+)"[^>]*>)/g;

export function pageAssetsFrom(builtTemplate: string, manifest: ViteManifest, readCss: (file: string) => string): PageAssets | null {
  const entry = entryKey(manifest);
  if (!entry || !manifest[entry]) return null;
  const stylesheets: string[] = [];
  const template = builtTemplate.replace(VITE_TAG, (_tag, _script: string | undefined, rel: string | undefined, href: string | undefined) => {
    if (rel === 'stylesheet' && href) stylesheets.push(href);
    return '';
  });
  const bySource = keyBySource(manifest);
  const startup = staticClosure(manifest, entry);
  const url = (key: string) => `/${manifest[key]?.file ?? ''}`;

  return {
    template,
    // "</style" would end the element; in CSS it can only sit in a string, where "\/" reads as "/".
    css: stylesheets.map((href) => readCss(href.replace(/^\//, ''))).join('\n').replace(/<\/(style)/gi, '<\\/$1'),
    entry: url(entry),
    chunksFor(pathname, html) {
      const wanted = new Set<string>(startup);
      const add = (source: string) => {
        const key = bySource.get(source);
        if (key) staticClosure(manifest, key, wanted);
      };
      const route = routeNameOf(pathname);
      if (route) add(`src/features/${ROUTES[route].page}.tsx`);
      for (const [, section = '', pattern = '0'] of html.matchAll(SECTION_MARK)) add(patternSource(section, Number(pattern)));
      wanted.delete(entry);
      return [...wanted].map(url);
    },
  };
}

/** Null when the storefront has not been built. */
export async function loadPageAssets(distDir: string, builtTemplate: string): Promise<PageAssets | null> {
  const read = await readViteManifest(distDir);
  if (!read) return null;
  return pageAssetsFrom(builtTemplate, read.manifest, (file) => readFileSync(resolve(distDir, file), 'utf8'));
}
