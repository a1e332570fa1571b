/**
 * Reading and writing one language's words in a row's stored translations
 * (schemas/ui-config/translations.ts), path by path, as the studio's
 * translation fields edit them. Empty words are no words: removed, with any
 * group they leave empty, so the overlay holds only what was translated.
 */
type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The words at `path` in `locale`'s overlay, or '' when there are none. */
export function wordsAt(translations: unknown, locale: string, path: readonly string[]): string {
  let node: unknown = isTree(translations) ? translations[locale] : undefined;
  for (const key of path) node = Array.isArray(node) ? node[Number(key)] : isTree(node) ? node[key] : undefined;
  return typeof node === 'string' ? node : '';
}

function setIn(node: unknown, path: readonly string[], words: string): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return words.trim() === '' ? undefined : words;
  if (/^\d+$/.test(key)) {
    // Places before it hold nothing to lay over: '' for a text, {} for a group.
    const hole = rest.length === 0 ? '' : {};
    const list: unknown[] = Array.isArray(node) ? [...node] : [];
    while (list.length <= Number(key)) list.push(hole);
    list[Number(key)] = setIn(list[Number(key)], rest, words) ?? hole;
    // A list's translation keeps its places (item 2 is item 2), but trailing untranslated items go.
    while (list.length > 0 && isEmpty(list[list.length - 1])) list.pop();
    return list.length === 0 ? undefined : list;
  }
  const tree: Tree = isTree(node) ? { ...node } : {};
  const next = setIn(tree[key], rest, words);
  if (next === undefined) delete tree[key];
  else tree[key] = next;
  return Object.keys(tree).length === 0 ? undefined : tree;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isTree(value)) return Object.values(value).every(isEmpty);
  return false;
}

/** The translations with `locale`'s words at `path` set (or removed when empty); undefined once no language has any. */
export function withWords(translations: unknown, locale: string, path: readonly string[], words: string): Tree | undefined {
  const all: Tree = isTree(translations) ? { ...translations } : {};
  const overlay = setIn(all[locale], path, words);
  if (overlay === undefined) delete all[locale];
  else all[locale] = overlay;
  return Object.keys(all).length === 0 ? undefined : all;
}
