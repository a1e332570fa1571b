/**
 * Merchandiser text in other languages (issue 22). An entry's
 * other_configration may carry `translations`: per locale tag, the same shape
 * as the section's props with only the words given in that language, e.g.
 *
 *   { "pattern": 1, "title": "Deals of the day",
 *     "slides": [{ "title": "Laptops from ₹29,999" }],
 *     "translations": { "hi-IN": { "title": "आज के ऑफ़र", "slides": [{ "title": "लैपटॉप ₹29,999 से" }] } }
 *
 * A page in that locale shows the props, defaults filled in, with each
 * translated word laid over the English; a word not translated stays English. Only text is laid over:
 * a translation never changes a number, a switch, the count of a list, or a
 * key the props do not have, so what the English passed the translation can
 * break only through a string's own rules (a length, a format), and the lint
 * checks that per locale before anything is saved.
 */
export const TRANSLATIONS_KEY = 'translations';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The locales an entry's config has words for, each with its overlay; anything malformed is no overlay. */
export function translationsOf(config: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const raw = config[TRANSLATIONS_KEY];
  if (!isRecord(raw)) return {};
  const overlays: Record<string, Record<string, unknown>> = {};
  for (const [locale, overlay] of Object.entries(raw)) if (isRecord(overlay)) overlays[locale] = overlay;
  return overlays;
}

/** `base` with each string `overlay` gives at the same place replacing the English; everything else as it was. */
export function overlayText(base: unknown, overlay: unknown): unknown {
  if (typeof base === 'string') return typeof overlay === 'string' && overlay.trim() !== '' ? overlay : base;
  if (Array.isArray(base)) return Array.isArray(overlay) ? base.map((item, i) => overlayText(item, overlay[i])) : base;
  if (isRecord(base) && isRecord(overlay)) {
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(base)) merged[key] = Object.hasOwn(overlay, key) ? overlayText(value, overlay[key]) : value;
    return merged;
  }
  return base;
}

/** What parses props: a pattern's schema. */
export interface PropsParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/**
 * The props as the pattern reads them, defaults filled in: a translation may
 * give words for a text the entry leaves at its default (a pattern's own
 * English), so it is laid over these. Unparseable props stay as they are.
 */
export function withDefaults(schema: PropsParser, props: Record<string, unknown>): Record<string, unknown> {
  const parsed = schema.safeParse(props);
  return parsed.success && isRecord(parsed.data) ? parsed.data : props;
}

/** A section's props in `locale`: its translation laid over, or the props themselves when it has none. */
export function localizedProps(props: Record<string, unknown>, config: Record<string, unknown>, locale: string | undefined): Record<string, unknown> {
  if (!locale) return props;
  const overlay = translationsOf(config)[locale];
  if (!overlay) return props;
  const merged = overlayText(props, overlay);
  return isRecord(merged) ? merged : props;
}

/** Something a translation gives that lays over nothing, and where (`slides.0.title`; empty: the props themselves). */
export interface StrayTranslation {
  path: string;
  message: string;
}

/**
 * What an overlay gives that lays over nothing: a key the props do not have,
 * a place past the end of a list, or something other than text. Each would be
 * dropped without a word, so the lint refuses it.
 */
export function strayTranslations(props: unknown, overlay: unknown, path: readonly string[] = []): StrayTranslation[] {
  const at = (message: string, where = path): StrayTranslation[] => [{ path: where.join('.'), message }];
  if (typeof props === 'string') return typeof overlay === 'string' ? [] : at('a translation is text');
  if (Array.isArray(props)) {
    if (!Array.isArray(overlay)) return at('the English is a list, so its translation is one too');
    return overlay.flatMap((item: unknown, i) => (i < props.length ? strayTranslations(props[i], item, [...path, String(i)]) : at(`the English list has ${props.length} items`, [...path, String(i)])));
  }
  if (isRecord(props)) {
    if (!isRecord(overlay)) return at('the English is a group of fields, so its translation is one too');
    return Object.entries(overlay).flatMap(([key, value]) => (Object.hasOwn(props, key) ? strayTranslations(props[key], value, [...path, key]) : at('no such field in the English', [...path, key])));
  }
  return at('only text is translated');
}

/** One piece of English text a locale has no word for: where it is in the props, and what it says. */
export interface MissingText {
  path: string;
  english: string;
}

/**
 * The text in `props` a locale's overlay leaves English, for the studio's
 * list of what is missing. `isText` says which props are words at all (not a
 * link, a picture, a colour or a choice from a list): the app knows, from its
 * form hints.
 */
export function missingText(props: unknown, overlay: unknown, isText: (path: readonly string[]) => boolean, path: readonly string[] = []): MissingText[] {
  if (typeof props === 'string') {
    if (props.trim() === '' || !isText(path)) return [];
    return typeof overlay === 'string' && overlay.trim() !== '' ? [] : [{ path: path.join('.'), english: props }];
  }
  if (Array.isArray(props)) return props.flatMap((item, i) => missingText(item, Array.isArray(overlay) ? overlay[i] : undefined, isText, [...path, String(i)]));
  if (isRecord(props)) return Object.entries(props).flatMap(([key, value]) => missingText(value, isRecord(overlay) ? overlay[key] : undefined, isText, [...path, key]));
  return [];
}
