import { CATEGORY_KINDS, type CategoryKind } from '../../../schemas/api/catalog';

/** Extra words shoppers type for a category that its title does not contain. */
const SEARCH_WORDS: Readonly<Record<CategoryKind, string>> = {
  laptops: 'laptop notebook',
  desktops: 'desktop computer pc',
  monitors: 'monitor display screen',
  processors: 'processor cpu chip',
  'graphics-cards': 'graphics card gpu video card',
  memory: 'ram memory',
  storage: 'storage ssd hdd drive',
  'keyboards-mice': 'keyboard mouse',
  networking: 'wifi router network',
  mobiles: 'mobile phone smartphone',
  audio: 'audio headphones earphones',
  wearables: 'wearable smartwatch watch',
  cameras: 'camera',
  accessories: 'accessory accessories',
};

export interface SearchTextParts {
  title: string;
  brand: string;
  category: string;
  subCategory: string | null;
  /** The category's kind (sub-categories share their parent's). */
  kind: string;
}

const isKind = (kind: string): kind is CategoryKind => (CATEGORY_KINDS as readonly string[]).includes(kind);

/**
 * What search and suggestions match a product by (products.search_text):
 * its title, brand and category words, lower-cased. The seed and the staff's
 * product desk both write it with this, so a product added by hand is found
 * by the same words as a seeded one.
 */
export function searchText({ title, brand, category, subCategory, kind }: SearchTextParts): string {
  const extra = isKind(kind) ? SEARCH_WORDS[kind] : '';
  return `${title} ${brand} ${category} ${subCategory ?? ''} ${extra}`.toLowerCase().replace(/\s+/g, ' ').trim();
}
