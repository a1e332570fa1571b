import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';

/** A line that takes units off the shelf: a variant's stock when it has one (variant_id ≠ 0), else the product's. */
export interface StockLine {
  product_id: number;
  variant_id: number;
  qty: number;
}

/**
 * Locks the lines' products, then their variants, each in id order: every
 * writer of stock (checkout, a replacement order) takes them in this order,
 * so two of them sharing products cannot deadlock, and the triggers of
 * migration 0007 (a variant's stock rolls up to its product row) find the
 * product row already held.
 */
export async function lockStockRows(trx: Transaction<Database>, lines: readonly Pick<StockLine, 'product_id' | 'variant_id'>[]): Promise<void> {
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const variantIds = [...new Set(lines.map((l) => l.variant_id).filter((id) => id !== 0))];
  if (productIds.length > 0) await trx.selectFrom('products').select('id').where('id', 'in', productIds).orderBy('id').forUpdate().execute();
  if (variantIds.length > 0) await trx.selectFrom('product_variants').select('id').where('id', 'in', variantIds).orderBy('id').forUpdate().execute();
}

/** Units on the shelf for a line (read under the locks above): a withdrawn variant or product has none. */
export async function stockOf(trx: Transaction<Database>, line: Pick<StockLine, 'product_id' | 'variant_id'>): Promise<number> {
  if (line.variant_id !== 0) {
    const variant = await trx.selectFrom('product_variants').select('stock').where('id', '=', line.variant_id).where('product_id', '=', line.product_id).executeTakeFirst();
    return variant?.stock ?? 0;
  }
  const product = await trx.selectFrom('products').select('stock').where('id', '=', line.product_id).executeTakeFirst();
  return product?.stock ?? 0;
}

/** Takes the units off the shelf; the rows are locked and were checked, so the guard only stops a negative stock ever being written. */
export async function takeStock(trx: Transaction<Database>, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) {
    if (line.variant_id !== 0) {
      const taken = await trx
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '-', line.qty) }))
        .where('id', '=', line.variant_id)
        .where('stock', '>=', line.qty)
        .executeTakeFirst();
      // The product row (stock of all variants, the opening variant's price) follows through the triggers of migration 0007.
      if (taken.numUpdatedRows === 0n) throw new Error(`Stock of variant ${line.variant_id} changed under its lock`);
    } else {
      const taken = await trx
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', line.qty) }))
        .where('id', '=', line.product_id)
        .where('stock', '>=', line.qty)
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) throw new Error(`Stock of product ${line.product_id} changed under its lock`);
    }
  }
}
