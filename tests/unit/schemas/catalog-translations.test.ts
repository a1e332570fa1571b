import { describe, expect, it } from 'vitest';
import {
  compactTranslations,
  localisedText,
  missingFields,
  PRODUCT_TEXT_FIELDS,
  productTranslationsSchema,
  withCatalogLocale,
} from '../../../schemas/api/catalog-translations';

const english = { title: 'ASUS TUF Gaming F15 Laptop', description: 'A gaming laptop.' };

describe('localisedText', () => {
  it('lays the Hindi over the English field by field, a missing field staying English', () => {
    const translations = { 'hi-IN': { title: 'ASUS TUF Gaming F15 गेमिंग लैपटॉप' } };
    expect(localisedText(english, translations, 'hi-IN', PRODUCT_TEXT_FIELDS)).toEqual({
      title: 'ASUS TUF Gaming F15 गेमिंग लैपटॉप',
      description: 'A gaming laptop.',
    });
  });

  it('answers English for the default locale, an empty or blank translation and a stored value of the wrong shape', () => {
    const translations = { 'hi-IN': { title: 'हिन्दी', description: '  ' } };
    expect(localisedText(english, translations, 'en-IN', PRODUCT_TEXT_FIELDS)).toEqual(english);
    expect(localisedText(english, translations, 'hi-IN', PRODUCT_TEXT_FIELDS).description).toBe('A gaming laptop.');
    expect(localisedText(english, { 'hi-IN': 'not an object' }, 'hi-IN', PRODUCT_TEXT_FIELDS)).toEqual(english);
    expect(localisedText(english, null, 'hi-IN', PRODUCT_TEXT_FIELDS)).toEqual(english);
    expect(localisedText(english, { 'hi-IN': { title: 42 } }, 'hi-IN', PRODUCT_TEXT_FIELDS)).toEqual(english);
  });
});

describe('stored translations', () => {
  it('drop empty fields and empty languages, so an emptied field means the English', () => {
    expect(compactTranslations({ 'hi-IN': { title: ' लैपटॉप ', description: '' } })).toEqual({ 'hi-IN': { title: 'लैपटॉप' } });
    expect(compactTranslations({ 'hi-IN': { title: '  ' } })).toEqual({});
  });

  it('refuse the default language, unknown languages and unknown fields', () => {
    expect(productTranslationsSchema.safeParse({ 'hi-IN': { title: 'लैपटॉप' } }).success).toBe(true);
    expect(productTranslationsSchema.safeParse({ 'en-IN': { title: 'Laptop' } }).success).toBe(false);
    expect(productTranslationsSchema.safeParse({ 'fr-FR': { title: 'Portable' } }).success).toBe(false);
    expect(productTranslationsSchema.safeParse({ 'hi-IN': { name: 'लैपटॉप' } }).success).toBe(false);
  });

  it('list what is missing where the English has text', () => {
    expect(missingFields(english, { 'hi-IN': { title: 'लैपटॉप' } }, 'hi-IN', PRODUCT_TEXT_FIELDS)).toEqual(['description']);
    expect(missingFields({ title: 'Laptop', description: '' }, { 'hi-IN': { title: 'लैपटॉप' } }, 'hi-IN', PRODUCT_TEXT_FIELDS)).toEqual([]);
  });
});

describe('withCatalogLocale', () => {
  it('leaves English paths as they are and adds the locale to the others', () => {
    expect(withCatalogLocale('website/catalog/categories', 'en-IN')).toBe('website/catalog/categories');
    expect(withCatalogLocale('website/catalog/products/4', 'hi-IN')).toBe('website/catalog/products/4?locale=hi-IN');
    expect(withCatalogLocale('website/catalog/search/suggestions?q=lap', 'hi-IN')).toBe('website/catalog/search/suggestions?q=lap&locale=hi-IN');
  });
});
