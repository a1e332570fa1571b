import { CSV_ATTRIBUTE_SEPARATOR, CSV_LIST_SEPARATOR } from '../../../schemas/api/product-csv';

/*
 * Lists inside one cell: highlights and specifications between " | ",
 * attributes between "; ", a name and its value around the first ": ". A
 * separator that belongs to the text is written with a backslash before it
 * (docs/csv.md), so every list reads back exactly as it was written.
 */

type Separator = '|' | ';';
const SPECIAL = /[\\|;:]/;

function escape(text: string, specials: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    // A backslash is doubled only where it would otherwise read as an escape: "C:\Users" stays as typed.
    if (ch === '\\') out += i + 1 === text.length || SPECIAL.test(text.charAt(i + 1)) ? '\\\\' : '\\';
    else out += specials.includes(ch) ? `\\${ch}` : ch;
  }
  return out;
}

function unescape(text: string): string {
  return text.replace(/\\([\\|;:])/g, '$1');
}

/** Splits at each separator that has no backslash before it; items come out trimmed and still escaped. */
function splitRaw(cell: string, separator: string): string[] {
  const items: string[] = [];
  let start = 0;
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i];
    if (ch === '\\' && SPECIAL.test(cell[i + 1] ?? '')) i += 1;
    else if (ch === separator) {
      items.push(cell.slice(start, i));
      start = i + 1;
    }
  }
  items.push(cell.slice(start));
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

const joiner = (separator: Separator) => (separator === '|' ? CSV_LIST_SEPARATOR : CSV_ATTRIBUTE_SEPARATOR);

export function joinList(items: readonly string[]): string {
  return items.map((item) => escape(item, '|')).join(CSV_LIST_SEPARATOR);
}

export function splitList(cell: string): string[] {
  return splitRaw(cell, '|').map(unescape);
}

export interface Pair {
  name: string;
  value: string;
}

export function joinPairs(pairs: readonly Pair[], separator: Separator): string {
  return pairs.map(({ name, value }) => `${escape(name, `${separator}:`)}: ${escape(value, separator)}`).join(joiner(separator));
}

/** Pairs, and the items that have no "name: value" shape (the caller names them in its refusal). */
export function splitPairs(cell: string, separator: Separator): { pairs: Pair[]; malformed: string[] } {
  const pairs: Pair[] = [];
  const malformed: string[] = [];
  for (const item of splitRaw(cell, separator)) {
    const colon = firstColon(item);
    if (colon < 0) {
      malformed.push(unescape(item));
      continue;
    }
    pairs.push({ name: unescape(item.slice(0, colon).trim()), value: unescape(item.slice(colon + 1).trim()) });
  }
  return { pairs, malformed };
}

function firstColon(item: string): number {
  for (let i = 0; i < item.length; i++) {
    if (item[i] === '\\' && SPECIAL.test(item[i + 1] ?? '')) i += 1;
    else if (item[i] === ':') return i;
  }
  return -1;
}
