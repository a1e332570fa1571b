import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { entryKey, readViteManifest, staticClosure, type ViteManifest } from '../storefront/vite-manifest';

/** The worker's own code; the build's facts go in front of it. */
const WORKER_SOURCE = fileURLToPath(new URL('./worker.js', import.meta.url));

export interface WorkerBuild {
  /** Changes whenever the storefront's build does: the worker's cache names carry it. */
  version: string;
  /** "/" and the hashed files every page loads at startup. */
  precache: string[];
}

/**
 * What index.html loads before anything else: its entry, the entry's static
 * imports (transitively) and their CSS. Stylesheets listed on their own
 * (cssCodeSplit off gives one "style.css") are linked by the page too.
 */
export function startupFiles(manifest: ViteManifest): string[] {
  const files = new Set<string>();
  const entry = entryKey(manifest);
  for (const key of entry ? staticClosure(manifest, entry) : []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) files.add(chunk.file);
  return [...files].map((file) => `/${file}`);
}

/**
 * The worker for this build; null when the storefront has not been built (no
 * Vite manifest). The version hashes the manifest and the worker's code, so a
 * change to either starts fresh caches.
 */
export async function buildServiceWorker(distDir: string): Promise<{ build: WorkerBuild; script: string } | null> {
  const read = await readViteManifest(distDir);
  if (!read) return null;
  const { text, manifest } = read;
  const source = await readFile(WORKER_SOURCE, 'utf8');
  const version = createHash('sha256').update(text).update(source).digest('hex').slice(0, 12);
  const build: WorkerBuild = { version, precache: ['/', ...startupFiles(manifest)] };
  return { build, script: `self.VITRINE_BUILD = ${JSON.stringify(build)};\n${source}` };
}
