import type { ColumnType, Generated } from 'kysely';

export interface UiConfigurationsTable {
  id: Generated<number>;
  /** A PageScope: 'shell', 'home', 'menu', … */
  scope: string;
  position: number;
  section_name: string;
  visibility: string;
  other_configration: string;
}

export interface ModulesTable {
  module_name: string;
  status: string;
  position: number;
}

export interface SettingsTable {
  key: string;
  /** jsonb: drivers hand back parsed JSON, which callers parse with zod. */
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface MediaTable {
  name: string;
  content_type: string;
  body: string;
  updated_at: ColumnType<Date, never, Date>;
}

export interface Database {
  ui_configurations: UiConfigurationsTable;
  modules: ModulesTable;
  settings: SettingsTable;
  media: MediaTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  collections: CollectionsTable;
  collection_products: CollectionProductsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  email_codes: EmailCodesTable;
}

// ------------------------------------------------------------------ catalogue

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

// ------------------------------------------------------------ cart and wishlist

export interface CartItemsTable {
  id: Generated<number>;
  /** 'u:{user_id}' for a signed-in shopper, 's:{session_id}' for a guest: one unique key for both. */
  owner_key: string;
  user_id: number;
  session_id: string;
  product_id: number;
  /** 0 when the product has no variants, so (owner, product, variant) can be unique. */
  variant_id: number;
  /** The size JSON as the storefront sent it. */
  size: string;
  qty: number;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: ColumnType<Date, never, never>;
}

// ------------------------------------------------------------------- identity

export interface UsersTable {
  id: Generated<number>;
  /** The Firebase Auth uid: the identity service's name for this person. */
  firebase_uid: string;
  email: string | null;
  mobile: string | null;
  fname: Generated<string>;
  lname: Generated<string>;
  has_password: Generated<boolean>;
  referral_code: string;
  referred_by: number | null;
  created_at: ColumnType<Date, never, never>;
  last_sign_in_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UserSessionsTable {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  checked_at: ColumnType<Date, Date | undefined, Date>;
  user_agent: Generated<string>;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: 'sign-up' | 'reset';
  /** SHA-256 of the 6-digit code with the row's e-mail and purpose. */
  code_hash: string;
  attempts: Generated<number>;
  ip: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  verified_at: Date | null;
  consumed_at: Date | null;
}
