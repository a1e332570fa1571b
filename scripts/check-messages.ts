/**
 * Holds the message catalogues (src/i18n/locales/<locale>.json) together
 * (issue 22): `npm run lint` runs it after ESLint.
 *
 *   npx tsx scripts/check-messages.ts
 *
 * Each reported as one line, and any one fails the run:
 * - a catalogue file for a locale schemas/locale.ts does not list, or a listed
 *   locale without its file;
 * - a key of the source catalogue (en-IN) missing from another, or a key only
 *   another catalogue has;
 * - a message that is not valid ICU;
 * - a message whose placeholders ({name}, {count, plural, …}) differ from the
 *   source's for the same key: a translation must use what the code passes;
 * - an unused key: one that no file under src/ or registry/ names in quotes
 *   (`t('header.cart')`, or a key kept in a table and passed to t later).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES } from '../schemas/locale';
import { compileCatalogue, readCatalogueText } from '../src/i18n/compile';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUE_DIR = join(ROOT, 'src', 'i18n', 'locales');

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
  /** Locale tag → its catalogue's file text. */
  catalogues: Readonly<Record<string, string>>;
  /** The text of every source file that may name a key. */
  code: readonly string[];
  locales?: readonly string[];
  source?: string;
}

export function checkMessages({ catalogues, code, locales = LOCALES, source = DEFAULT_LOCALE }: MessageSources): string[] {
  const problems: string[] = [];
  for (const locale of Object.keys(catalogues)) if (!locales.includes(locale)) problems.push(`${locale}.json: a catalogue for a locale schemas/locale.ts does not list`);
  for (const locale of locales) if (!(locale in catalogues)) problems.push(`${locale}: listed in schemas/locale.ts without a catalogue file`);

  const compiled: Record<string, Record<string, CompiledMessage>> = {};
  for (const [locale, text] of Object.entries(catalogues)) {
    try {
      compiled[locale] = compileCatalogue(readCatalogueText(text, `${locale}.json`));
    } catch (error) {
      problems.push(`${locale}.json: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const reference = compiled[source];
  if (!reference) return problems;

  for (const [locale, messages] of Object.entries(compiled)) {
    if (locale === source) continue;
    for (const key of Object.keys(reference)) if (!(key in messages)) problems.push(`${locale}.json: missing "${key}"`);
    for (const [key, message] of Object.entries(messages)) {
      const original = reference[key];
      if (!original) {
        problems.push(`${locale}.json: "${key}" is not in ${source}.json`);
        continue;
      }
      const want = [...placeholdersOf(original)].sort().join(', ');
      const have = [...placeholdersOf(message)].sort().join(', ');
      if (want !== have) problems.push(`${locale}.json: "${key}" uses {${have}} where ${source} uses {${want}}`);
    }
  }

  const everything = code.join('\n');
  for (const key of Object.keys(reference)) {
    if (!everything.includes(`'${key}'`) && !everything.includes(`"${key}"`)) problems.push(`${source}.json: "${key}" is used nowhere under src/ or registry/`);
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
  const catalogues: Record<string, string> = {};
  for (const name of readdirSync(CATALOGUE_DIR)) if (name.endsWith('.json')) catalogues[name.slice(0, -'.json'.length)] = readFileSync(join(CATALOGUE_DIR, name), 'utf8');
  const code = ['src', 'registry'].flatMap((dir) => codeFiles(join(ROOT, dir))).map((file) => readFileSync(file, 'utf8'));
  const problems = checkMessages({ catalogues, code });
  for (const problem of problems) console.error(`${relative(ROOT, CATALOGUE_DIR)}/${problem}`);
  if (problems.length === 0) console.log(`messages: ${Object.keys(catalogues).length} catalogues agree, every key used`);
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
