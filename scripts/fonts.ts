/**
 * Copies the font files the theme may choose (schemas/theme/fonts.ts) from the
 * @fontsource packages into public/fonts/, which the build puts at /fonts/,
 * and writes schemas/theme/font-files.ts, the list the theme's CSS and the
 * page's preloads read. Only the subsets an Indian shop needs (latin,
 * latin-ext, devanagari) at the weights its stylesheet uses (400, 600, 700).
 * Each file's name carries a hash of its bytes, so the server can let
 * browsers keep it for a year.
 *
 *   tsx scripts/fonts.ts          write what changed, remove stale files
 *   tsx scripts/fonts.ts --check  only report; exit 1 when out of date
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FONT_DIR = join(root, 'public', 'fonts');
const LIST_FILE = join(root, 'schemas', 'theme', 'font-files.ts');
const check = process.argv.includes('--check');

const WEIGHTS = [400, 600, 700] as const;
type Subset = 'latin' | 'latin-ext' | 'devanagari';

/** A family as the shop names it, and which package gives each of its subsets. */
const FAMILIES: readonly { id: string; family: string; sources: readonly { pkg: string; subsets: readonly Subset[] }[] }[] = [
  { id: 'inter', family: 'Inter', sources: [{ pkg: 'inter', subsets: ['latin', 'latin-ext'] }] },
  {
    id: 'noto-sans',
    family: 'Noto Sans',
    // Noto Sans Devanagari's glyphs under the Latin family's name: one font-family, the browser picks the file by character.
    sources: [
      { pkg: 'noto-sans', subsets: ['latin', 'latin-ext'] },
      { pkg: 'noto-sans-devanagari', subsets: ['devanagari'] },
    ],
  },
  { id: 'mukta', family: 'Mukta', sources: [{ pkg: 'mukta', subsets: ['latin', 'latin-ext', 'devanagari'] }] },
];

/**
 * Left out of every file's unicode-range: the rupee signs. Fontsource puts
 * them in latin-ext and devanagari, so every price on a page would fetch a
 * latin-ext file (35-60 KB a weight) or a Devanagari one (50-105 KB) for one
 * glyph; the system font draws ₹ instead, and a Devanagari file downloads only
 * for Devanagari text.
 */
const LEFT_OUT = new Set([0x20a8, 0x20b9]);

type Range = [number, number];

function parseRanges(text: string): Range[] {
  return text.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

function withoutPoints(ranges: readonly Range[], points: ReadonlySet<number>): Range[] {
  return ranges.flatMap(([start, end]) => {
    const out: Range[] = [];
    let from = start;
    for (let cp = start; cp <= end; cp += 1) {
      if (!points.has(cp)) continue;
      if (cp > from) out.push([from, cp - 1]);
      from = cp + 1;
    }
    if (from <= end) out.push([from, end]);
    return out;
  });
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const formatRanges = (ranges: readonly Range[]) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');

/** The unicode-range fontsource gives `subset` in its CSS for this weight. */
function rangeOf(pkg: string, subset: Subset, weight: number): string {
  const css = readFileSync(join(root, 'node_modules', '@fontsource', pkg, `${weight}.css`), 'utf8');
  const block = new RegExp(`/\\* ${pkg}-${subset}-${weight}-normal \\*/\\s*@font-face \\{([^}]*)\\}`).exec(css);
  const range = block?.[1] ? /unicode-range:\s*([^;]+);/.exec(block[1]) : null;
  if (!range?.[1]) throw new Error(`fonts: no ${subset} ${weight} face in @fontsource/${pkg}`);
  return formatRanges(withoutPoints(parseRanges(range[1]), LEFT_OUT));
}

interface Planned {
  id: string;
  subset: Subset;
  weight: number;
  name: string;
  bytes: Buffer;
  range: string;
}

const planned: Planned[] = FAMILIES.flatMap(({ id, sources }) =>
  sources.flatMap(({ pkg, subsets }) =>
    subsets.flatMap((subset) =>
      WEIGHTS.map((weight) => {
        const bytes = readFileSync(join(root, 'node_modules', '@fontsource', pkg, 'files', `${pkg}-${subset}-${weight}-normal.woff2`));
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
        return { id, subset, weight, name: `${id}-${subset}-${weight}.${hash}.woff2`, bytes, range: rangeOf(pkg, subset, weight) };
      }),
    ),
  ),
);

/** One unicode-range per subset: the packages agree, and the list says each once. */
const ranges = new Map<Subset, string>();
for (const file of planned) {
  const known = ranges.get(file.subset);
  if (known !== undefined && known !== file.range) throw new Error(`fonts: the ${file.subset} ranges differ between packages`);
  ranges.set(file.subset, file.range);
}

const total = planned.reduce((sum, file) => sum + file.bytes.length, 0);
const listText =
  `// Written by scripts/fonts.ts (npm run fonts) from the @fontsource packages; do not edit.\n` +
  `// ${planned.length} files, ${total} bytes in all, under public/fonts/ (served at /fonts/).\n\n` +
  `export type FontSubset = 'latin' | 'latin-ext' | 'devanagari';\n\n` +
  `/** The characters each subset's files hold (fontsource's ranges, less the rupee signs). */\n` +
  `export const SUBSET_RANGES: Readonly<Record<FontSubset, string>> = {\n` +
  [...ranges].map(([subset, range]) => `  '${subset}': '${range}',\n`).join('') +
  `};\n\n` +
  `export interface FontFile {\n  subset: FontSubset;\n  weight: 400 | 600 | 700;\n  url: string;\n  bytes: number;\n}\n\n` +
  `/** The files of each shipped family, in the order their @font-face rules go (latin last: it wins where ranges overlap). */\n` +
  `export const FONT_FILES = {\n` +
  FAMILIES.map(({ id }) => {
    const files = planned.filter((file) => file.id === id);
    const order: Subset[] = ['devanagari', 'latin-ext', 'latin'];
    files.sort((a, b) => order.indexOf(a.subset) - order.indexOf(b.subset) || a.weight - b.weight);
    return (
      `  '${id}': [\n` +
      files.map((file) => `    { subset: '${file.subset}', weight: ${file.weight}, url: '/fonts/${file.name}', bytes: ${file.bytes.length} },\n`).join('') +
      `  ],\n`
    );
  }).join('') +
  `} as const satisfies Readonly<Record<string, readonly FontFile[]>>;\n`;

function readIfExists(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/** The SIL Open Font License goes with the files it covers, one per package, beside them. */
const licences = [...new Set(FAMILIES.flatMap(({ sources }) => sources.map(({ pkg }) => pkg)))].map((pkg) => ({
  name: `LICENSE-${pkg}.txt`,
  bytes: readFileSync(join(root, 'node_modules', '@fontsource', pkg, 'LICENSE')),
}));

mkdirSync(FONT_DIR, { recursive: true });
const wanted = new Set([...planned, ...licences].map((file) => file.name));
const toWrite = [...planned, ...licences].filter((file) => !readIfExists(join(FONT_DIR, file.name))?.equals(file.bytes));
const toRemove = readdirSync(FONT_DIR).filter((name) => (name.endsWith('.woff2') || name.startsWith('LICENSE-')) && !wanted.has(name));
const listStale = readIfExists(LIST_FILE)?.toString('utf8') !== listText;

if (check) {
  for (const file of toWrite) console.error(`fonts: public/fonts/${file.name} is missing or differs`);
  for (const name of toRemove) console.error(`fonts: public/fonts/${name} is not in the list`);
  if (listStale) console.error('fonts: schemas/theme/font-files.ts is out of date');
  if (toWrite.length || toRemove.length || listStale) {
    console.error('fonts: run `npm run fonts` and commit the result');
    process.exitCode = 1;
  } else {
    console.log(`fonts: ${planned.length} files (${total} bytes) up to date`);
  }
} else {
  for (const file of toWrite) writeFileSync(join(FONT_DIR, file.name), file.bytes);
  for (const name of toRemove) rmSync(join(FONT_DIR, name));
  if (listStale) writeFileSync(LIST_FILE, listText);
  console.log(`fonts: ${planned.length} files, ${total} bytes; wrote ${toWrite.length}, removed ${toRemove.length}${listStale ? ', and the list' : ''}`);
}
