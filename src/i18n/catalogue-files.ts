import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogueText } from './compile';
import { SERVER_AREAS } from './server-areas';

/**
 * The catalogues on disk (Node only: the server, scripts and tests): a folder
 * per locale, a file per area, named for its keys' first segment (`cart.title`
 * lives in `cart.json`). Areas keep each part of the shop's words in a file of
 * its own, so work on two screens never edits the same file.
 */
// Not `new URL('./locales/', import.meta.url)`: Vite (tests in jsdom) rewrites that form as an asset URL.
export const CATALOGUE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'locales');

/** locale → area → the file's text, for every folder and .json file found. */
export function readCatalogueFiles(dir: string = CATALOGUE_DIR): Record<string, Record<string, string>> {
  const tree: Record<string, Record<string, string>> = {};
  for (const locale of readdirSync(dir, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue;
    const areas: Record<string, string> = {};
    for (const file of readdirSync(join(dir, locale.name))) {
      if (file.endsWith('.json')) areas[file.slice(0, -'.json'.length)] = readFileSync(join(dir, locale.name, file), 'utf8');
    }
    tree[locale.name] = areas;
  }
  return tree;
}

export { SERVER_AREAS };

/** A locale's area files split into the ones pages carry and the server's own. */
export function splitServerAreas(areas: Readonly<Record<string, string>>): { page: Record<string, string>; server: Record<string, string> } {
  const page: Record<string, string> = {};
  const server: Record<string, string> = {};
  for (const [area, text] of Object.entries(areas)) (SERVER_AREAS.has(area) ? server : page)[area] = text;
  return { page, server };
}

/** The area a key belongs to: its first segment. */
export const areaOf = (key: string): string => key.split('.')[0] ?? key;

/** One locale's messages: its area files read and merged (scripts/check-messages.ts holds each key to its area). */
export function mergeAreas(locale: string, areas: Readonly<Record<string, string>>): Record<string, string> {
  return Object.assign({}, ...Object.entries(areas).map(([area, text]) => readCatalogueText(text, `${locale}/${area}.json`)));
}
