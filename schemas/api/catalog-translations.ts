import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES, localeSchema, type Locale } from '../locale';

/*
 * Catalogue text in the shop's other languages (issue 22): a product's title
 * and description, a category's title. Stored beside the English in a
 * `translations` jsonb column (migration 0027) as
 * {"hi-IN": {"title": "…", "description": "…"}}; every field is optional and
 * a missing one reads as the English, field by field.
 */

/** The languages catalogue text can be translated into: every locale but the default, whose text is the row's own. */
export type TranslatedLocale = Exclude<Locale, 'en-IN'>;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE);
export const translatedLocaleSchema = z.enum(TRANSLATED_LOCALES as [TranslatedLocale, ...TranslatedLocale[]]);

export const PRODUCT_TEXT_FIELDS = ['title', 'description'] as const;
export const CATEGORY_TEXT_FIELDS = ['title'] as const;

/** The same limits as the English (schemas/api/product-desk.ts, collection-desk.ts). */
const text = (what: string, max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `Keep the ${what} under ${max.toLocaleString('en-IN')} characters`)));

export const productTextSchema = z.strictObject({ title: text('translated title', 160), description: text('translated description', 5000) });
export const categoryTextSchema = z.strictObject({ title: text('translated title', 60) });
export type ProductText = z.output<typeof productTextSchema>;
export type CategoryText = z.output<typeof categoryTextSchema>;

export const productTranslationsSchema = z.partialRecord(translatedLocaleSchema, productTextSchema);
export const categoryTranslationsSchema = z.partialRecord(translatedLocaleSchema, categoryTextSchema);
export type ProductTranslations = z.output<typeof productTranslationsSchema>;
export type CategoryTranslations = z.output<typeof categoryTranslationsSchema>;

type Translations<F extends string> = Partial<Record<TranslatedLocale, Partial<Record<F, string | undefined>>>>;

/**
 * Empty fields and languages left with nothing are dropped, so what is
 * stored says exactly what is translated: an emptied field means "show the
 * English", as it does in the layout studio.
 */
export function compactTranslations<F extends string>(translations: Translations<F>): Translations<F> {
  const compact: Translations<F> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = Object.entries(translations[locale] ?? {}).filter((entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
    if (fields.length > 0) compact[locale] = Object.fromEntries(fields.map(([field, value]) => [field, value.trim()])) as Partial<Record<F, string>>;
  }
  return compact;
}

/**
 * The row's text in `locale`: each field's translation where there is one,
 * its English otherwise. A stored value of the wrong shape reads as no
 * translation rather than failing the page.
 */
/** A stored translations value, read leniently: an object per language, words by field, each checked on its own. */
const storedObjectSchema = z.record(z.string(), z.unknown());

export function localisedText<F extends string>(english: Record<F, string>, translations: unknown, locale: Locale, fields: readonly F[]): Record<F, string> {
  if (locale === DEFAULT_LOCALE) return english;
  const stored = storedObjectSchema.safeParse(translations);
  const inLocale = storedObjectSchema.safeParse(stored.success ? stored.data[locale] : undefined);
  if (!inLocale.success) return english;
  const words = inLocale.data;
  const localised = { ...english };
  for (const field of fields) {
    const value = words[field];
    if (typeof value === 'string' && value.trim() !== '') localised[field] = value;
  }
  return localised;
}

/** Which of `fields` lack a translation into `locale`, where the English has something to translate. */
export function missingFields<F extends string>(english: Record<F, string>, translations: Translations<F>, locale: TranslatedLocale, fields: readonly F[]): F[] {
  return fields.filter((field) => english[field].trim() !== '' && !(translations[locale]?.[field] ?? '').trim());
}

/**
 * The `locale` query parameter of the catalogue's reads: absent is English.
 * The catalogue is localised by an explicit parameter, not Accept-Language,
 * so the path (and with it the SWR key and every cache) differs per language.
 */
export const catalogLocaleParam = z._default(localeSchema, DEFAULT_LOCALE);

/** A catalogue read's path in a language: the default language's is the path itself. */
export function withCatalogLocale(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
}
