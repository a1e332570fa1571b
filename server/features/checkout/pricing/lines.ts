import type { Kysely, Transaction } from 'kysely';
import type { CatalogImage } from '../../../../schemas/api/catalog';
import type { Database } from '../../../db/types';
import { productCardImage } from '../../catalog/image-urls';
import { firstPhotoColumn, readFirstPhoto } from '../../product-images/repository';
import { userOwner } from '../../cart/owner';
import { lockStockRows } from '../stock';

type Db = Kysely<Database> | Transaction<Database>;

/** One cart line as checkout prices it: today's price, stock and tax, straight from the catalogue. */
export interface CheckoutLine {
  cart_item_id: number;
  product_id: number;
  variant_id: number;
  /** Top level: what coupons are limited by and returns are timed by. */
  category_id: number;
  title: string;
  variant_label: string;
  slug: string;
  image: CatalogImage;
  qty: number;
  unit_price_paise: number;
  unit_mrp_paise: number;
  stock: number;
  gst_rate: number;
  hsn_code: string;
}

/**
 * The signed-in user's cart lines, oldest first. A variant, when the line has
 * one, prices it and holds its stock; a withdrawn variant leaves stock 0, so
 * the line blocks the order rather than selling at the product's price.
 */
export async function readCheckoutLines(db: Db, userId: number): Promise<CheckoutLine[]> {
  const rows = await db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('product_variants as v', (join) => join.onRef('v.id', '=', 'ci.variant_id').onRef('v.product_id', '=', 'ci.product_id'))
    .select([
      'ci.id',
      'ci.product_id',
      'ci.variant_id',
      'ci.qty',
      'p.title',
      'p.slug',
      'p.category_id',
      'p.price_paise',
      'p.mrp_paise',
      'p.stock',
      'p.gst_rate',
      'p.hsn_code',
      'v.label as variant_label',
      'v.price_paise as variant_price',
      'v.mrp_paise as variant_mrp',
      'v.stock as variant_stock',
      firstPhotoColumn().as('photo'),
    ])
    .where('ci.owner_key', '=', userOwner(userId, '').key)
    .orderBy('ci.created_at')
    .orderBy('ci.id')
    .execute();
  return rows.map((row) => ({
    cart_item_id: row.id,
    product_id: row.product_id,
    variant_id: row.variant_id,
    category_id: row.category_id,
    title: row.title,
    variant_label: row.variant_label ?? '',
    slug: row.slug,
    image: productCardImage({ id: row.product_id, title: row.title }, readFirstPhoto(row.photo)),
    qty: row.qty,
    unit_price_paise: row.variant_price ?? row.price_paise,
    unit_mrp_paise: row.variant_mrp ?? row.mrp_paise,
    stock: row.variant_id === 0 ? row.stock : (row.variant_stock ?? 0),
    gst_rate: row.gst_rate,
    hsn_code: row.hsn_code,
  }));
}

/**
 * Locks the user's cart lines, then their products and variants, in id order
 * (so two checkouts sharing products cannot deadlock). Row locks and not a
 * join: PostgreSQL refuses FOR UPDATE on the nullable side of an outer join.
 */
export async function lockCheckoutRows(trx: Transaction<Database>, userId: number): Promise<void> {
  const lines = await trx
    .selectFrom('cart_items')
    .select(['id', 'product_id', 'variant_id'])
    .where('owner_key', '=', userOwner(userId, '').key)
    .orderBy('id')
    .forUpdate()
    .execute();
  await lockStockRows(trx, lines);
}
