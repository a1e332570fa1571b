import { sql, type Kysely } from 'kysely';
import type { CartCounts, CartItem } from '../../../schemas/api/cart';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import type { Database } from '../../db/types';
import { productText } from '../catalog/localise';
import { productCardImage } from '../catalog/image-urls';
import { firstPhotoColumn, readFirstPhoto } from '../product-images/repository';
import { countWishlist } from '../wishlist/repository';
import { lineCap } from './limits';
import type { CartOwner } from './owner';

/** Lines with today's prices and stock; a line's variant, when it has one, prices it. */
function linesQuery(db: Kysely<Database>, owner: CartOwner) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('product_variants as v', (join) => join.onRef('v.id', '=', 'ci.variant_id').onRef('v.product_id', '=', 'ci.product_id'))
    .select([
      'ci.id',
      'ci.product_id',
      'ci.variant_id',
      'ci.qty',
      'ci.size',
      'p.title',
      'p.translations',
      'p.slug',
      'p.price_paise',
      'p.mrp_paise',
      'p.stock',
      'p.max_per_order',
      'b.name as brand',
      'v.label as variant_label',
      'v.price_paise as variant_price',
      'v.mrp_paise as variant_mrp',
      'v.stock as variant_stock',
      firstPhotoColumn().as('photo'),
    ])
    .where('ci.owner_key', '=', owner.key);
}

interface LineRow {
  id: number;
  product_id: number;
  variant_id: number;
  qty: number;
  size: string;
  title: string;
  translations: unknown;
  slug: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  max_per_order: number;
  brand: string;
  variant_label: string | null;
  variant_price: number | null;
  variant_mrp: number | null;
  variant_stock: number | null;
  photo: unknown;
}

/** A line as the cart shows it, its title in the shopper's language (the order keeps the one it was bought under). */
function toCartItem(row: LineRow, locale: Locale): CartItem {
  const { title } = productText(row, locale);
  // A line whose variant was since withdrawn has nothing left to buy: stock 0, so the cart offers only removal.
  const stock = row.variant_id === 0 ? row.stock : (row.variant_stock ?? 0);
  return {
    id: row.id,
    product_id: row.product_id,
    qty: row.qty,
    mrp: row.variant_mrp ?? row.mrp_paise,
    price: row.variant_price ?? row.price_paise,
    size: row.size,
    variant_label: row.variant_label ?? '',
    title,
    slug: row.slug,
    brand: row.brand,
    image: productCardImage({ id: row.product_id, title }, readFirstPhoto(row.photo)),
    stock,
    max_qty: lineCap({ title, stock, max_per_order: row.max_per_order }),
  };
}

/** The owner's cart, oldest line first. */
export async function listLines(db: Kysely<Database>, owner: CartOwner, locale: Locale = DEFAULT_LOCALE): Promise<CartItem[]> {
  const rows = await linesQuery(db, owner).orderBy('ci.created_at').orderBy('ci.id').execute();
  return rows.map((row) => toCartItem(row, locale));
}

/** One of the owner's lines; null when it is not theirs or no longer exists. */
export async function readLine(db: Kysely<Database>, owner: CartOwner, lineId: number, locale: Locale = DEFAULT_LOCALE): Promise<CartItem | null> {
  const row = await linesQuery(db, owner).where('ci.id', '=', lineId).executeTakeFirst();
  return row ? toCartItem(row, locale) : null;
}

/** The header badges: units in the cart, and wishlist entries (guests have no wishlist). */
export async function cartCounts(db: Kysely<Database>, owner: CartOwner): Promise<CartCounts> {
  const cart = await db
    .selectFrom('cart_items')
    .select(sql<number>`coalesce(sum(qty), 0)::int`.as('units'))
    .where('owner_key', '=', owner.key)
    .executeTakeFirstOrThrow();
  const wishlist = owner.userId === 0 ? 0 : await countWishlist(db, owner.userId);
  return { cart_count: cart.units, wishlist_count: wishlist };
}
