import type { CategoryKind, COLLECTION_TONES } from '../../../schemas/api/catalog';

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
