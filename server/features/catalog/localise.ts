import { CATEGORY_TEXT_FIELDS, localisedText, PRODUCT_TEXT_FIELDS } from '../../../schemas/api/catalog-translations';
import type { Locale } from '../../../schemas/locale';

/*
 * The one place catalogue rows take the request's language: every read
 * (cards, the product page, categories, suggestions) passes its rows' text
 * through these, each field falling back to its English.
 */

export function productText(row: { title: string; description?: string; translations: unknown }, locale: Locale): { title: string; description: string } {
  return localisedText({ title: row.title, description: row.description ?? '' }, row.translations, locale, PRODUCT_TEXT_FIELDS);
}

export function categoryTitle(row: { title: string; translations: unknown }, locale: Locale): string {
  return localisedText({ title: row.title }, row.translations, locale, CATEGORY_TEXT_FIELDS).title;
}
