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
  /** Cheapest variant's price when the product has variants. */
  price_paise: number;
  mrp_paise: number;
  /** Generated: whole percent off MRP. */
  discount_percent: ColumnType<number, never, never>;
  gst_rate: number;
  hsn_code: string;
  /** All variants together when the product has variants. */
  stock: number;
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
  created_at: ColumnType<Date, Date | string | undefined, never>;
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
