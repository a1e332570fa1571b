import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';

/** The worker's own code; the build's facts go in front of it. */
const WORKER_SOURCE = fileURLToPath(new URL('./worker.js', import.meta.url));

const chunkSchema = z.object({
  file: z.string(),
  src: z.optional(z.string()),
  isEntry: z.optional(z.boolean()),
  imports: z.optional(z.array(z.string())),
  css: z.optional(z.array(z.string())),
});
const viteManifestSchema = z.record(z.string(), chunkSchema);
type ViteManifest = z.infer<typeof viteManifestSchema>;

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
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && chunk.src === 'index.html') visit(key);
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) files.add(chunk.file);
  return [...files].map((file) => `/${file}`);
}

/**
 * The worker for this build; null when the storefront has not been built (no
 * Vite manifest). The version hashes the manifest and the worker's code, so a
 * change to either starts fresh caches.
 */
export async function buildServiceWorker(distDir: string): Promise<{ build: WorkerBuild; script: string } | null> {
  let text: string;
  try {
    text = await readFile(resolve(distDir, '.vite', 'manifest.json'), 'utf8');
  } catch {
    return null;
  }
  const manifest = viteManifestSchema.parse(JSON.parse(text));
  const source = await readFile(WORKER_SOURCE, 'utf8');
  const version = createHash('sha256').update(text).update(source).digest('hex').slice(0, 12);
  const build: WorkerBuild = { version, precache: ['/', ...startupFiles(manifest)] };
  return { build, script: `self.VITRINE_BUILD = ${JSON.stringify(build)};\n${source}` };
}
