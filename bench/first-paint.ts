import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, viteManifestSchema, type ViteManifest } from '../server/features/storefront/vite-manifest';

/** Vite's build manifest: the same schema and reader the server's page assets use. */
export type Manifest = ViteManifest;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface Chunk extends FileSize {
  key: string;
  src: string | undefined;
  /** Why this chunk is called Firebase, or null. */
  firebase: string | null;
}

export interface PatternChunk {
  /** registry/<section>/<Component>, as its section's index.ts imports it. */
  module: string;
  chunk: Chunk | null;
  css: FileSize[];
}

export interface FirstPaintReport {
  entryKey: string;
  js: Chunk[];
  css: FileSize[];
  patterns: PatternChunk[];
}

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} not found: run \`npm run build\` first`);
  return viteManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

export function sizeOf(dist: string, file: string): FileSize & { text: string } {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString('utf8') };
}

/**
 * Strings only the Firebase SDK carries. Our code mentions "firebase" in lazy
 * import paths and comments, so the bare word is only trusted for a chunk the
 * manifest itself names after Firebase.
 */
const SDK_MARKERS: { re: RegExp; label: string }[] = [
  { re: /["'`]@firebase\/[a-z-]+["'`]/, label: 'an @firebase/* package name' },
  { re: /firebaseinstallations\.googleapis\.com/, label: 'the Firebase installations endpoint' },
  { re: /identitytoolkit\.googleapis\.com/, label: 'the Firebase Auth endpoint' },
];

export function firebaseIn(key: string, src: string | undefined, name: string | undefined, text: string): string | null {
  const marker = SDK_MARKERS.find((m) => m.re.test(text));
  if (marker) return `contains ${marker.label}`;
  const named = [key, src, name].some((s) => s?.toLowerCase().includes('firebase'));
  return named && /firebase/i.test(text) ? 'named after firebase in the manifest' : null;
}

/** Strings only Leaflet's own code carries (its class names), not our map component's CSS module. */
const LEAFLET_MARKERS = ['leaflet-marker-icon', 'leaflet-tile-container', 'leaflet-zoom-animated'];

/** Why a chunk is called Leaflet (leaflet or react-leaflet as its source, or Leaflet's strings in it), or null. */
export function leafletIn(src: string | undefined, text: string): string | null {
  if (src && /(^|\/)node_modules\/(react-)?leaflet\//.test(src)) return `its source is ${src}`;
  const marker = LEAFLET_MARKERS.find((m) => text.includes(m));
  return marker ? `contains Leaflet's "${marker}"` : null;
}

/** Pattern components, read from the `import('./X')` calls in registry/<section>/index.ts. */
export function patternModules(root: string): string[] {
  const registry = join(root, 'registry');
  return readdirSync(registry, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(registry, d.name, 'index.ts')))
    .flatMap((d) => {
      const source = readFileSync(join(registry, d.name, 'index.ts'), 'utf8');
      return [...source.matchAll(/import\(\s*['"](\.\/[^'"]+)['"]\s*\)/g)].map((m) => posix.join('registry', d.name, m[1] ?? ''));
    });
}

export function analyseFirstPaint(root: string, dist: string): FirstPaintReport {
  const manifest = readManifest(dist);
  const entryKey = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');

  const chunk = (key: string): Chunk | null => {
    const m = manifest[key];
    if (!m) return null;
    const { text, ...size } = sizeOf(dist, m.file);
    return { key, src: m.src, ...size, firebase: firebaseIn(key, m.src, m.name, text) };
  };
  const cssOf = (keys: readonly string[]): FileSize[] => {
    const files = new Set(keys.flatMap((k) => manifest[k]?.css ?? []));
    return [...files].map((file) => {
      const { text: _text, ...size } = sizeOf(dist, file);
      return size;
    });
  };

  const firstPaint = [...staticClosure(manifest, entryKey)];
  const js = firstPaint.flatMap((key) => chunk(key) ?? []);
  const patterns = patternModules(root).map((module): PatternChunk => {
    const key = Object.keys(manifest).find((k) => (manifest[k]?.src ?? k).replace(/\.[jt]sx?$/, '') === module);
    return { module, chunk: key ? chunk(key) : null, css: key ? cssOf([key]) : [] };
  });
  return { entryKey, js, css: cssOf(firstPaint), patterns };
}
