import type { Kysely } from 'kysely';
import type { StockAlertTarget } from '../../../schemas/api/stock-alerts';
import type { Database } from '../../db/types';
import type { ServerMessageKey } from '../../i18n/translate';

/** What an alert waits on: a variant, or the product as a whole (its stock is every variant's together). */
export interface AlertTarget {
  productId: number;
  variantId: number | null;
}

export type FoundTarget = { ok: true; target: AlertTarget; stock: number } | { ok: false; status: 404; message: ServerMessageKey };

export async function findTarget(db: Kysely<Database>, wanted: StockAlertTarget): Promise<FoundTarget> {
  const product = await db.selectFrom('products').select(['id', 'stock']).where('id', '=', wanted.product_id).executeTakeFirst();
  if (!product) return { ok: false, status: 404, message: 'api.stockAlerts.productMissing' };
  if (wanted.variant_id === undefined) return { ok: true, target: { productId: product.id, variantId: null }, stock: product.stock };
  const variant = await db
    .selectFrom('product_variants')
    .select(['id', 'stock'])
    .where('id', '=', wanted.variant_id)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  if (!variant) return { ok: false, status: 404, message: 'api.stockAlerts.variantMissing' };
  return { ok: true, target: { productId: product.id, variantId: variant.id }, stock: variant.stock };
}
