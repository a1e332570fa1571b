import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as z from 'zod/mini';

/** Vite's build manifest (build.manifest: true), keyed by source path or `_shared-chunk`. */
const chunkSchema = z.object({
  file: z.string(),
  src: z.optional(z.string()),
  name: z.optional(z.string()),
  isEntry: z.optional(z.boolean()),
  isDynamicEntry: z.optional(z.boolean()),
  imports: z.optional(z.array(z.string())),
  dynamicImports: z.optional(z.array(z.string())),
  css: z.optional(z.array(z.string())),
});
export const viteManifestSchema = z.record(z.string(), chunkSchema);
export type ViteManifest = z.infer<typeof viteManifestSchema>;

/** The manifest's text and parsed form; null when the storefront has not been built. */
export async function readViteManifest(distDir: string): Promise<{ text: string; manifest: ViteManifest } | null> {
  let text: string;
  try {
    text = await readFile(resolve(distDir, '.vite', 'manifest.json'), 'utf8');
  } catch {
    return null;
  }
  return { text, manifest: viteManifestSchema.parse(JSON.parse(text)) };
}

/** The key index.html's entry has. */
export function entryKey(manifest: ViteManifest): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.isEntry && manifest[key]?.src === 'index.html');
}

/** A chunk and everything it imports statically, transitively: what must load before it runs. */
export function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}
