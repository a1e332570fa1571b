import type { ColumnType, Generated } from 'kysely';

/* The catalogue: categories, brands, products, variants, collections. */

export interface CategoriesTable {
  id: Generated<number>;
  /** Null for a top-level category; sub-categories point at their parent. */
  parent_id: number | null;
  title: string;
  slug: string;
  /** A CategoryKind for top-level categories (picks the illustration); the parent's kind for sub-categories. */
  kind: string;
  description: string;
  position: number;
  /** Days after delivery a product of this category may be returned or replaced; 0: never. */
  return_days: Generated<number>;
  /** jsonb CategoryTranslations (schemas/api/catalog-translations.ts): the title in other languages. */
  translations: ColumnType<unknown, string | undefined, string>;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  brand_id: number;
  /** Always the top-level category. */
  category_id: number;
  sub_category_id: number | null;
  description: string;
  /** jsonb string[] */
  highlights: ColumnType<unknown, string, string>;
  /** jsonb {name, value}[] */
  specifications: ColumnType<unknown, string, string>;
  /** How many generated pictures the product has (served under /media/products/). */
  image_count: number;
  /**
   * With variants: the price and MRP of the variant the product page opens on
   * (schemas/api/opening-variant.ts), kept so by triggers on product_variants
   * (migration 0007).
   */
  price_paise: number;
  mrp_paise: number;
  /** Generated: whole percent off MRP. */
  discount_percent: ColumnType<number, never, never>;
  gst_rate: number;
  hsn_code: string;
  /** All variants together when the product has variants (kept so by the same triggers). */
  stock: number;
  /** Generated: stock > 0. Listings rank by it. */
  in_stock: ColumnType<boolean, never, never>;
  /** The variants' prices differ (kept by the triggers; false without variants). */
  price_varies: Generated<boolean>;
  max_per_order: number;
  is_best_seller: boolean;
  is_hot_deal: boolean;
  is_new_arrival: boolean;
  rating_average: number;
  rating_count: number;
  /** Units sold in the last 90 days: the popularity sort. */
  popularity: number;
  /** Title, brand and category words, lower-cased: what search and suggestions match. */
  search_text: string;
  /** jsonb ProductTranslations (schemas/api/catalog-translations.ts): title and description in other languages. */
  translations: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Bumped by every desk save; a save naming an older one is refused (409). */
  revision: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Related products staff chose for a product, in their order (the product page shows them first). */
export interface ProductRelatedTable {
  product_id: number;
  related_id: number;
  position: number;
}

/** A photo staff uploaded (migration 0014); its files are in the image store under storage_key. */
export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  storage_key: string;
  /** The original's size after EXIF rotation: the aspect every width keeps. */
  width: number;
  height: number;
  /** Empty: pages use the product's title. */
  alt: Generated<string>;
  byte_size: number;
  created_at: ColumnType<Date, never, never>;
  /** The staff account that uploaded it; null once that account is gone. */
  created_by: number | null;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  label: string;
  /** jsonb Record<string, string> */
  attributes: ColumnType<unknown, string, string>;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  position: number;
}

export interface CollectionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  tagline: string;
  description: string;
  tone: string;
  /** The CategoryKind whose illustration stands for the collection. */
  kind: string;
  position: number;
}

export interface CollectionProductsTable {
  collection_id: number;
  product_id: number;
  position: number;
}
