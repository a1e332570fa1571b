import type { CategoryKind, COLLECTION_TONES } from '../../../schemas/api/catalog';
import type { CategoryTranslations } from '../../../schemas/api/catalog-translations';
import { LANGUAGE_NAMES_IN_ENGLISH, OTHER_LOCALES } from '../form/TranslationFields';

/** The illustrations staff choose from, in words. */
export const KIND_LABELS: Record<CategoryKind, string> = {
  laptops: 'Laptops',
  desktops: 'Desktops',
  monitors: 'Monitors',
  processors: 'Processors',
  'graphics-cards': 'Graphics cards',
  memory: 'Memory',
  storage: 'Storage',
  'keyboards-mice': 'Keyboards & mice',
  networking: 'Networking',
  mobiles: 'Mobiles',
  audio: 'Audio',
  wearables: 'Wearables',
  cameras: 'Cameras',
  accessories: 'Accessories',
};

export const TONE_LABELS: Record<(typeof COLLECTION_TONES)[number], string> = {
  brand: 'Brand colour',
  dark: 'Dark',
  accent: 'Accent',
  soft: 'Soft',
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** " · Hindi missing" for each language the category's title is not translated into yet, so staff can find them in the list. */
export const missingTitles = (translations: CategoryTranslations) =>
  OTHER_LOCALES.filter((locale) => !translations[locale]?.title?.trim())
    .map((locale) => ` · ${LANGUAGE_NAMES_IN_ENGLISH[locale]} missing`)
    .join('');
