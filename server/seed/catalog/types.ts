import type { CategoryKind } from '../../../schemas/api/catalog';
import type { Random } from './random';

/** What the collections pick products by; not stored, only used while generating. */
export type Tag = 'gaming' | 'work' | 'creator' | 'student' | 'jewellery' | 'gift';

export interface Spec {
  name: string;
  value: string;
}

export interface VariantDraft {
  label: string;
  attributes: Record<string, string>;
  /** Rupees before rounding to a shop price. */
  price: number;
}

/** One product as a category template describes it, before ids, prices in paise and stock. */
export interface ProductDraft {
  brand: string;
  /** Sub-category slug. */
  sub: string;
  title: string;
  /** The words the slug is made of (the full title would make it too long). */
  slugName: string;
  description: string;
  highlights: string[];
  specs: Spec[];
  /** Rupees before rounding; with variants the product takes its opening variant's price instead. */
  price: number;
  variants: VariantDraft[];
  tags: Tag[];
}

export interface CategoryTemplate {
  kind: CategoryKind;
  /** The index-th product of the category; templates cycle through their model lines by index. */
  build(random: Random, index: number): ProductDraft;
}
