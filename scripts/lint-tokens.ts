/**
 * Reports every raw CSS value that a design token of src/styles/tokens.css
 * already names (issue 20 §1): patterns, pages and shared UI say
 * var(--space-4), not 16px, so a theme that changes a token changes them all.
 *
 *   npm run lint:tokens            (npm run lint runs it after ESLint)
 *   npx tsx scripts/lint-tokens.ts [--studio] [file.css …]
 *
 * Scope: every *.css under registry/ and src/ (the section patterns, the
 * pages, the shell and the shared UI the studio's preview shows), but the
 * studio's own screens (src/studio/), which the budget does not cover yet
 * (`--studio` adds them to the report). src/styles/tokens.css defines the
 * tokens and is exempt.
 *
 * The rules, each reported as file:line:
 * - colour: a hex colour, rgb()/rgba()/hsl()/hsla()/hwb()/lab()/lch()/oklab()/
 *   oklch() with no var() inside, or a named colour (in colour-bearing
 *   properties). Allowed: transparent, currentColor, the CSS-wide keywords,
 *   color-mix() of tokens (black and white may be mixed into a token, as
 *   tokens.css mixes its shades), and anything in mask/mask-image (a mask
 *   reads only the alpha of its gradient).
 * - font-size: a font-size (or the size in a font shorthand) that is not
 *   var(--text-*). Allowed: the CSS-wide keywords, and 1em or 100%, which say
 *   "the parent's size", not a step of the scale. calc() over var(--text-*)
 *   with unitless factors passes.
 * - spacing: in padding, margin, gap, inset, top/right/bottom/left and
 *   scroll-padding/-margin (any of their longhands), a length equal to a step
 *   of the spacing scale (4, 8, 12, 16, 24, 32, 48, 64 px, or the same in
 *   rem), negative ones included, that is not var(--space-*). Other lengths
 *   (1px borders, 2px nudges, 0) are not steps of the scale and pass. A
 *   custom property named for spacing (--stack-gap, --row-gap…) is held to
 *   the same rule.
 * - radius: a border-radius (or a corner's) length equal to a --radius-* token.
 * - shadow: a box-shadow equal, as text, to a --shadow-* token (its colour is
 *   then not counted again under colour).
 *
 * Prints the findings and a count per rule; exits 1 when the total is above
 * the budget (0), 2 when a file cannot be read.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const RULES = ['colour', 'font-size', 'spacing', 'radius', 'shadow'] as const;
export type Rule = (typeof RULES)[number];

export interface Finding {
  file: string;
  line: number;
  rule: Rule;
  property: string;
  /** The raw value found (a hex, a length, the whole shadow…). */
  value: string;
  /** The token to use instead, where one has the same value. */
  suggestion?: string;
}

/** Token values the detector compares with, read from tokens.css. */
export interface TokenTable {
  /** px value → token name, e.g. 16 → --space-4. */
  space: Map<number, string>;
  /** px value → token name (rem converted at 16px). */
  radius: Map<number, string>;
  /** normalised value → token name. */
  shadow: Map<string, string>;
  /** normalised colour literal → token name (for suggestions only). */
  colour: Map<string, string>;
  /** normalised size → token name (for suggestions only). */
  text: Map<string, string>;
  /** Every custom property tokens.css declares. */
  names: Set<string>;
}

export const BUDGET = 0;
/** The repository: the folder above scripts/ (else the working folder, where the module has no file URL). */
const ROOT = import.meta.url.startsWith('file:') ? resolve(dirname(fileURLToPath(import.meta.url)), '..') : process.cwd();
export const TOKENS_FILE = 'src/styles/tokens.css';
const SCAN_DIRS = ['registry', 'src'];
const STUDIO_DIR = 'src/studio';

const CSS_WIDE = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/** CSS named colours (CSS Color 4), without transparent and currentcolor. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver ' +
    'skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** Properties whose values may hold a named colour (hex and colour functions are looked for everywhere). */
const COLOUR_PROPERTY =
  /^(--.*|color|background(-color|-image)?|border(-(top|right|bottom|left|block|inline)(-(start|end))?)?(-color)?|outline(-color)?|box-shadow|text-shadow|text-decoration(-color)?|fill|stroke|caret-color|accent-color|column-rule(-color)?|scrollbar-color|filter|stop-color|flood-color|lighting-color)$/;
const MASK_PROPERTY = /^-?(webkit-)?mask/;
const SPACING_PROPERTY =
  /^(padding|margin|gap|row-gap|column-gap|grid-gap|grid-row-gap|grid-column-gap|inset|top|right|bottom|left|scroll-padding|scroll-margin)(-.*)?$/;
const RADIUS_PROPERTY = /^border(-(top|bottom|start|end)-(left|right|start|end))?-radius$/;
/** Custom properties that carry a spacing value into one of those (--stack-gap, --row-gap…) are held to the same rule. */
const SPACING_VARIABLE = /^--[\w-]*(gap|space|spacing|padding|margin|inset)(-[\w-]*)?$/;

/** Replaces comments with spaces, keeping line breaks and offsets. */
function blankComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** Replaces the inside of strings and url(…) with spaces: nothing in them is a value to check. */
function blankStringsAndUrls(value: string): string {
  return value
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (s) => s[0] + ' '.repeat(Math.max(0, s.length - 2)) + s[s.length - 1])
    .replace(/url\((?:[^()]|\([^()]*\))*\)/gi, (s) => ' '.repeat(s.length));
}

interface Declaration {
  property: string;
  value: string;
  line: number;
  /** The at-rule and selector preludes it sits in, outermost first. */
  context: string[];
}

/** The declarations of a stylesheet, with the line each starts on. Nesting and at-rules are followed. */
export function declarations(css: string): Declaration[] {
  const text = blankComments(css);
  const out: Declaration[] = [];
  const context: string[] = [];
  let start = 0;
  let depth = 0;
  let quote: string | null = null;
  const lineAt = (() => {
    const breaks: number[] = [];
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') breaks.push(i);
    return (offset: number) => {
      let lo = 0;
      let hi = breaks.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((breaks[mid] ?? 0) < offset) lo = mid + 1;
        else hi = mid;
      }
      return lo + 1;
    };
  })();
  const flush = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const segment = raw.trim();
    const match = /^(--[\w-]+|-?[a-zA-Z][\w-]*)\s*:([\s\S]*)$/.exec(segment);
    if (match && !segment.startsWith('@') && context.length > 0) {
      out.push({ property: (match[1] ?? '').toLowerCase(), value: (match[2] ?? '').replace(/!important\s*$/i, '').trim(), line: lineAt(start + lead), context: [...context] });
    }
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && c === '{') {
      context.push(text.slice(start, i).trim());
      start = i + 1;
    } else if (depth === 0 && c === ';') {
      flush(i);
      start = i + 1;
    } else if (depth === 0 && c === '}') {
      flush(i);
      context.pop();
      start = i + 1;
    }
  }
  return out;
}

const normalise = (value: string) => value.replace(/\s+/g, ' ').replace(/\s*([(),/])\s*/g, '$1').trim().toLowerCase();

function toPx(amount: number, unit: string): number | null {
  if (unit === 'px') return amount;
  if (unit === 'rem') return amount * 16;
  return null;
}

/** Reads the token table from tokens.css's custom properties. */
export function readTokens(tokensCss: string): TokenTable {
  const table: TokenTable = { space: new Map(), radius: new Map(), shadow: new Map(), colour: new Map(), text: new Map(), names: new Set() };
  for (const { property, value } of declarations(tokensCss)) {
    if (!property.startsWith('--')) continue;
    table.names.add(property);
    const length = /^(-?\d*\.?\d+)(px|rem)$/.exec(value.trim());
    const px = length ? toPx(Number(length[1]), length[2] ?? '') : null;
    if (/^--space-\d+$/.test(property) && px !== null && !table.space.has(px)) table.space.set(px, property);
    else if (/^--radius-/.test(property) && px !== null && !table.radius.has(px)) table.radius.set(px, property);
    else if (/^--shadow-/.test(property) && !table.shadow.has(normalise(value))) table.shadow.set(normalise(value), property);
    else if (/^--text-/.test(property) && !table.text.has(normalise(value))) table.text.set(normalise(value), property);
    else if (/^(#[0-9a-f]{3,8}|(rgba?|hsla?)\(.*\))$/i.test(value.trim()) && !table.colour.has(normalise(value))) table.colour.set(normalise(value), property);
  }
  return table;
}

/** Spans of `name(…)` calls in a value, for the given function names. */
function calls(value: string, names: RegExp): { name: string; start: number; end: number; inner: string }[] {
  const found: { name: string; start: number; end: number; inner: string }[] = [];
  const re = new RegExp(`\\b(${names.source})\\(`, 'gi');
  let m: RegExpExecArray | null;
  while ((m = re.exec(value))) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < value.length && depth > 0; i++) {
      if (value[i] === '(') depth++;
      else if (value[i] === ')') depth--;
    }
    found.push({ name: (m[1] ?? '').toLowerCase(), start: m.index, end: i, inner: value.slice(m.index + m[0].length, i - 1) });
    re.lastIndex = i;
  }
  return found;
}

/** The value with every var(…) call blanked: what is left is what the author wrote raw (fallbacks included: they are raw too). */
function blankVarNames(value: string): string {
  // Keep a var()'s fallback, blank its name: var(--x, 16px) → "    ,16px)"-like text.
  return value.replace(/var\(\s*--[\w-]+/gi, (s) => ' '.repeat(s.length));
}

function hexShort(hex: string): string {
  const h = hex.toLowerCase();
  if (h.length === 4) return '#' + [...h.slice(1)].map((c) => c + c).join('');
  if (h.length === 5) return '#' + [...h.slice(1)].map((c) => c + c).join('');
  return h;
}

function colourFindings(decl: Declaration, value: string, tokens: TokenTable): Omit<Finding, 'file'>[] {
  if (MASK_PROPERTY.test(decl.property)) return [];
  const found: Omit<Finding, 'file'>[] = [];
  const add = (raw: string) => {
    const key = normalise(raw.startsWith('#') ? hexShort(raw) : raw);
    const token = tokens.colour.get(key) ?? (key === '#fff' ? tokens.colour.get('#ffffff') : undefined);
    found.push({ line: decl.line, rule: 'colour', property: decl.property, value: raw, ...(token ? { suggestion: `var(${token})` } : {}) });
  };
  for (const m of value.matchAll(/#[0-9a-fA-F]{3,8}\b/g)) {
    if ([4, 5, 7, 9].includes(m[0].length)) add(m[0]);
  }
  const functions = calls(value, /rgba?|hsla?|hwb|lab|lch|oklab|oklch/);
  for (const fn of functions) {
    if (!/var\(/i.test(fn.inner)) add(value.slice(fn.start, fn.end));
  }
  if (COLOUR_PROPERTY.test(decl.property)) {
    // color-mix() may mix a token towards black or white (not black or white alone: that is a raw colour).
    let scrubbed = value;
    for (const mix of calls(value, /color-mix/)) {
      if (!/var\(/i.test(mix.inner)) continue;
      scrubbed = scrubbed.slice(0, mix.start) + mix.name + '(' + mix.inner.replace(/\b(black|white)\b/gi, (s) => ' '.repeat(s.length)) + ')' + scrubbed.slice(mix.end);
    }
    for (const fn of functions) scrubbed = scrubbed.slice(0, fn.start) + ' '.repeat(fn.end - fn.start) + scrubbed.slice(fn.end);
    scrubbed = scrubbed.replace(/var\(\s*--[\w-]+/gi, (s) => ' '.repeat(s.length)).replace(/--[\w-]+/g, (s) => ' '.repeat(s.length));
    for (const m of scrubbed.matchAll(/(?<![\w-])[a-zA-Z]+(?![\w-(])/g)) {
      if (NAMED_COLOURS.has(m[0].toLowerCase())) add(m[0]);
    }
  }
  return found;
}

const TEXT_VAR = /var\(\s*--text-[\w-]+\s*\)/gi;

function fontSizeFindings(decl: Declaration, value: string, tokens: TokenTable): Omit<Finding, 'file'>[] {
  const report = (raw: string) => {
    const token = tokens.text.get(normalise(raw));
    return [{ line: decl.line, rule: 'font-size' as const, property: decl.property, value: raw, ...(token ? { suggestion: `var(${token})` } : {}) }];
  };
  if (decl.property === 'font-size') {
    const v = value.trim().toLowerCase();
    if (CSS_WIDE.has(v) || v === '1em' || v === '100%') return [];
    if (/^var\(\s*--text-[\w-]+\s*\)$/.test(v)) return [];
    // Fluid type between two steps: clamp(var(--text-a), <viewport or container units>, var(--text-b)).
    const fluid = /^clamp\(\s*var\(\s*--text-[\w-]+\s*\)\s*,([^,]*),\s*var\(\s*--text-[\w-]+\s*\)\s*\)$/.exec(v);
    if (fluid && /^[\s\d.+*/()-]*(\d*\.?\d+(vw|vh|vi|vb|vmin|vmax|cqw|cqh|cqi|cqb|cqmin|cqmax)[\s\d.+*/()-]*)+$/.test((fluid[1] ?? '').replace(/calc\(/g, '('))) return [];
    // calc() over text tokens with unitless factors.
    const rest = v.replace(TEXT_VAR, ' ');
    if (rest !== v && !/\d*\.?\d+[a-z%]+|[a-z]{3,}(?!\()/.test(rest.replace(/\b(calc|min|max|clamp)\(/g, ' '))) return [];
    return report(value.trim());
  }
  if (decl.property === 'font') {
    // The shorthand: [style variant weight stretch] size[/line-height] family. A size is a length or percentage before the family.
    const v = blankVarNames(value);
    if (CSS_WIDE.has(v.trim().toLowerCase())) return [];
    const m = /(?:^|\s)(\d*\.?\d+(?:px|rem|em|pt|%|vw|vh|ch|ex))(?=\s*\/|\s)/i.exec(v);
    if (m && !(m[1] === '1em' || m[1] === '100%')) return report(m[1] ?? '');
  }
  return [];
}

function lengthFindings(decl: Declaration, value: string, rule: 'spacing' | 'radius', scale: Map<number, string>): Omit<Finding, 'file'>[] {
  const found: Omit<Finding, 'file'>[] = [];
  const raw = blankVarNames(value);
  for (const m of raw.matchAll(/(?<![\w.#-])(-?)(\d*\.?\d+)(px|rem)\b/gi)) {
    const px = toPx(Number(m[2]), (m[3] ?? '').toLowerCase());
    if (px === null || px === 0) continue;
    const token = scale.get(px);
    if (token) found.push({ line: decl.line, rule, property: decl.property, value: m[0], suggestion: m[1] ? `calc(-1 * var(${token}))` : `var(${token})` });
  }
  return found;
}

const FAMILY_RULE: Readonly<Record<string, Rule>> = { text: 'font-size', space: 'spacing', radius: 'radius', shadow: 'shadow' };

/** var(--space-9), var(--text-base): a name in a token family that tokens.css does not declare (the value then falls back, or is lost). */
function unknownTokenFindings(decl: Declaration, value: string, tokens: TokenTable): Omit<Finding, 'file'>[] {
  const found: Omit<Finding, 'file'>[] = [];
  for (const m of value.matchAll(/var\(\s*(--(text|space|radius|shadow)-[\w-]+)/gi)) {
    const name = m[1] ?? '';
    if (!tokens.names.has(name)) found.push({ line: decl.line, rule: FAMILY_RULE[(m[2] ?? '').toLowerCase()] ?? 'spacing', property: decl.property, value: `var(${name}) (no such token)` });
  }
  return found;
}

/** Every raw value in one stylesheet where a token exists. */
export function scanCss(css: string, file: string, tokens: TokenTable): Finding[] {
  const findings: Finding[] = [];
  for (const decl of declarations(css)) {
    const value = blankStringsAndUrls(decl.value);
    for (const f of unknownTokenFindings(decl, value, tokens)) findings.push({ file, ...f });
    const shadowToken = decl.property === 'box-shadow' ? tokens.shadow.get(normalise(value)) : undefined;
    if (shadowToken) {
      findings.push({ file, line: decl.line, rule: 'shadow', property: decl.property, value: decl.value, suggestion: `var(${shadowToken})` });
      continue;
    }
    const own = [
      ...colourFindings(decl, value, tokens),
      ...fontSizeFindings(decl, value, tokens),
      ...(SPACING_PROPERTY.test(decl.property) || SPACING_VARIABLE.test(decl.property) ? lengthFindings(decl, value, 'spacing', tokens.space) : []),
      ...(RADIUS_PROPERTY.test(decl.property) ? lengthFindings(decl, value, 'radius', tokens.radius) : []),
    ];
    for (const f of own) findings.push({ file, ...f });
  }
  return findings;
}

function cssFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...cssFiles(path));
    else if (entry.endsWith('.css')) files.push(path);
  }
  return files;
}

/** The files in scope: every *.css under registry/ and src/ but tokens.css and (unless asked for) the studio's. */
export function filesInScope(root = ROOT, { studio = false } = {}): string[] {
  const tokens = resolve(root, TOKENS_FILE);
  const studioDir = resolve(root, STUDIO_DIR) + sep;
  return SCAN_DIRS.flatMap((dir) => cssFiles(resolve(root, dir)))
    .filter((file) => file !== tokens && (studio || !file.startsWith(studioDir)))
    .sort();
}

export function formatReport(findings: readonly Finding[], budget = BUDGET): string {
  const lines = findings.map((f) => `${f.file}:${f.line}  ${f.rule}  ${f.property}: ${f.value}${f.suggestion ? `  → ${f.suggestion}` : ''}`);
  const counts = RULES.map((rule) => `${rule} ${findings.filter((f) => f.rule === rule).length}`);
  lines.push(`${lines.length ? '\n' : ''}raw values where a token exists: ${findings.length} (${counts.join(', ')}); budget ${budget}`);
  return lines.join('\n');
}

function main(argv: readonly string[]): number {
  let tokens: TokenTable;
  let files: string[];
  try {
    tokens = readTokens(readFileSync(resolve(ROOT, TOKENS_FILE), 'utf8'));
    const named = argv.filter((arg) => !arg.startsWith('--'));
    files = named.length ? named.map((file) => resolve(file)) : filesInScope(ROOT, { studio: argv.includes('--studio') });
  } catch (error) {
    console.error(`lint-tokens: ${(error as Error).message}`);
    return 2;
  }
  const findings: Finding[] = [];
  for (const file of files) {
    let css: string;
    try {
      css = readFileSync(file, 'utf8');
    } catch (error) {
      console.error(`lint-tokens: ${(error as Error).message}`);
      return 2;
    }
    findings.push(...scanCss(css, relative(process.cwd(), file), tokens));
  }
  const report = formatReport(findings);
  if (findings.length > BUDGET) {
    console.error(report);
    return 1;
  }
  console.log(report);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
