import { sql, type Kysely, type SqlBool } from 'kysely';
import type { WishlistItem } from '../../../schemas/api/wishlist';
import type { Database } from '../../db/types';
import { summaryQuery, toSummary, type SummaryRow } from '../catalog/present';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';

/** Wishlist entries with their products as every card shows them (today's prices). */
function itemsQuery(db: Kysely<Database>, userId: number) {
  return summaryQuery(db)
    .innerJoin('wishlist_items as w', 'w.product_id', 'p.id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select((eb) => [
      'b.name as brand_name',
      'w.id as wishlist_id',
      'w.created_at as added_at',
      // A wishlist is short, so asking per row costs little and keeps it one query.
      eb.exists(eb.selectFrom('product_variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id')).as('has_variants'),
    ])
    .where('w.user_id', '=', userId);
}

function toItem(row: SummaryRow & { wishlist_id: number; added_at: Date; brand_name: string; has_variants: SqlBool }, locale: Locale = DEFAULT_LOCALE): WishlistItem {
  return {
    id: row.wishlist_id,
    product_id: row.id,
    added_at: row.added_at.toISOString(),
    product: toSummary(row, { brand: row.brand_name, hasVariants: Boolean(row.has_variants) }, locale),
  };
}

/** The user's wishlist, newest first, its titles in `locale`. */
export async function listWishlist(db: Kysely<Database>, userId: number, locale: Locale = DEFAULT_LOCALE): Promise<WishlistItem[]> {
  const rows = await itemsQuery(db, userId).orderBy('w.created_at', 'desc').orderBy('w.id', 'desc').execute();
  return rows.map((row) => toItem(row, locale));
}

export async function countWishlist(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select(sql<number>`count(*)::int`.as('entries'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.entries;
}

export type WishlistAdd = { kind: 'added' | 'already'; item: WishlistItem } | { kind: 'no-product' };

/** Idempotent: adding a product twice keeps the first entry (and its date). */
export async function addToWishlist(db: Kysely<Database>, userId: number, productId: number): Promise<WishlistAdd> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!product) return { kind: 'no-product' };
  const inserted = await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await itemsQuery(db, userId).where('w.product_id', '=', productId).executeTakeFirst();
  // Only a removal racing this very call leaves no row; report the product as gone rather than invent an entry.
  if (!row) return { kind: 'no-product' };
  return { kind: inserted ? 'added' : 'already', item: toItem(row) };
}

/** True when an entry was removed; false when the product was not on the wishlist. */
export async function removeFromWishlist(db: Kysely<Database>, userId: number, productId: number): Promise<boolean> {
  const result = await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
