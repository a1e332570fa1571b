/**
 * Holds the message catalogues (src/i18n/locales/<locale>/<area>.json)
 * together (issue 22): `npm run lint` runs it after ESLint.
 *
 *   npx tsx scripts/check-messages.ts
 *
 * Each reported as one line, and any one fails the run:
 * - a catalogue folder for a locale schemas/locale.ts does not list, or a
 *   listed locale without its folder;
 * - a key in an area file not named for its first segment (`cart.title`
 *   belongs in cart.json), or an English area src/i18n/messages.ts does not
 *   import (its keys would be untyped and missing from English pages);
 * - a key of the source catalogue (en-IN) missing from another, or a key only
 *   another catalogue has;
 * - a message that is not valid ICU;
 * - a message whose placeholders ({name}, {count, plural, …}) differ from the
 *   source's for the same key: a translation must use what the code passes;
 * - an unused key: one that no file under src/ or registry/ names in quotes
 *   (`t('header.cart')`, or a key kept in a table and passed to t later).
 *
 * The server's own areas (SERVER_AREAS in src/i18n/catalogue-files.ts: the
 * e-mails and the tax invoice) are no page's words: messages.ts must not
 * import them (they would join the browser's bundle), and their keys count
 * as used when a file under server/ names them instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES } from '../schemas/locale';
import { compileCatalogue, readCatalogueText } from '../src/i18n/compile';
import { areaOf, CATALOGUE_DIR, readCatalogueFiles, SERVER_AREAS } from '../src/i18n/catalogue-files';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_INDEX = join(ROOT, 'src', 'i18n', 'messages.ts');

/** The argument names a compiled message uses, in its plural and select branches too. */
export function placeholdersOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (typeof format !== 'object' || format === null) continue;
    for (const branch of Object.values(format)) if (Array.isArray(branch)) placeholdersOf(branch, into);
  }
  return into;
}

export interface MessageSources {
  /** Locale tag → area → that area file's text. */
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The text of every source file that may name a key. */
  code: readonly string[];
  /** The text of every server file, which names the keys of the server's own areas. */
  serverCode?: readonly string[];
  serverAreas?: ReadonlySet<string>;
  /** The text of src/i18n/messages.ts, which imports each source area. */
  sourceIndex: string;
  locales?: readonly string[];
  source?: string;
}

interface Located {
  message: CompiledMessage;
  /** `<locale>/<area>.json`, where the key was found. */
  file: string;
}

export function checkMessages({ catalogues, code, serverCode = [], serverAreas = SERVER_AREAS, sourceIndex, locales = LOCALES, source = DEFAULT_LOCALE }: MessageSources): string[] {
  const problems: string[] = [];
  for (const locale of Object.keys(catalogues)) if (!locales.includes(locale)) problems.push(`${locale}/: a catalogue for a locale schemas/locale.ts does not list`);
  for (const locale of locales) if (!(locale in catalogues)) problems.push(`${locale}: listed in schemas/locale.ts without a catalogue folder`);

  const compiled: Record<string, Map<string, Located>> = {};
  for (const [locale, areas] of Object.entries(catalogues)) {
    const keys = new Map<string, Located>();
    for (const [area, text] of Object.entries(areas)) {
      const file = `${locale}/${area}.json`;
      try {
        for (const [key, message] of Object.entries(compileCatalogue(readCatalogueText(text, file)))) {
          if (areaOf(key) !== area) problems.push(`${file}: "${key}" belongs in ${locale}/${areaOf(key)}.json`);
          keys.set(key, { message, file });
        }
      } catch (error) {
        problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    compiled[locale] = keys;
  }
  for (const area of Object.keys(catalogues[source] ?? {})) {
    const imported = sourceIndex.includes(`'./locales/${source}/${area}.json'`);
    if (serverAreas.has(area)) {
      if (imported) problems.push(`${source}/${area}.json: the server's own words, imported by src/i18n/messages.ts into the browser's bundle`);
    } else if (!imported) problems.push(`${source}/${area}.json: not imported by src/i18n/messages.ts`);
  }
  const reference = compiled[source];
  if (!reference) return problems;

  for (const [locale, messages] of Object.entries(compiled)) {
    if (locale === source) continue;
    for (const key of reference.keys()) if (!messages.has(key)) problems.push(`${locale}/${areaOf(key)}.json: missing "${key}"`);
    for (const [key, { message, file }] of messages) {
      const original = reference.get(key);
      if (!original) {
        problems.push(`${file}: "${key}" is not in ${source}`);
        continue;
      }
      const want = [...placeholdersOf(original.message)].sort().join(', ');
      const have = [...placeholdersOf(message)].sort().join(', ');
      if (want !== have) problems.push(`${file}: "${key}" uses {${have}} where ${source} uses {${want}}`);
    }
  }

  const pages = code.join('\n');
  const server = serverCode.join('\n');
  for (const [key, { file }] of reference) {
    const own = serverAreas.has(areaOf(key));
    const everything = own ? server : pages;
    if (!everything.includes(`'${key}'`) && !everything.includes(`"${key}"`)) problems.push(`${file}: "${key}" is used nowhere under ${own ? 'server/' : 'src/ or registry/'}`);
  }
  return problems;
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function main(): number {
  const catalogues = readCatalogueFiles();
  const code = ['src', 'registry'].flatMap((dir) => codeFiles(join(ROOT, dir))).map((file) => readFileSync(file, 'utf8'));
  const serverCode = codeFiles(join(ROOT, 'server')).map((file) => readFileSync(file, 'utf8'));
  const problems = checkMessages({ catalogues, code, serverCode, sourceIndex: readFileSync(SOURCE_INDEX, 'utf8') });
  for (const problem of problems) console.error(`${relative(ROOT, CATALOGUE_DIR)}/${problem}`);
  if (problems.length === 0) {
    const areas = Object.keys(catalogues[DEFAULT_LOCALE] ?? {}).length;
    console.log(`messages: ${Object.keys(catalogues).length} catalogues of ${areas} areas agree, every key used`);
  }
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
