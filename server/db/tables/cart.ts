import type { ColumnType, Generated } from 'kysely';

/* Cart and wishlist lines. */

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
