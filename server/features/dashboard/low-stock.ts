import { sql, type Kysely } from 'kysely';
import { DASHBOARD_LIST_SIZE, type Dashboard } from '../../../schemas/api/dashboard';
import { LOW_STOCK_UNITS } from '../../../schemas/api/product-desk';
import type { Database } from '../../db/types';

/** Products at or under the product desk's low-stock mark (all variants together), out of stock included; the fewest units first. */
export async function lowStock(db: Kysely<Database>): Promise<Dashboard['low_stock']> {
  const [counts, products] = await Promise.all([
    db
      .selectFrom('products')
      .select([sql<number>`count(*)::int`.as('count'), sql<number>`(count(*) filter (where stock = 0))::int`.as('out_of_stock')])
      .where('stock', '<=', LOW_STOCK_UNITS)
      .executeTakeFirstOrThrow(),
    db.selectFrom('products').select(['id', 'title', 'stock']).where('stock', '<=', LOW_STOCK_UNITS).orderBy('stock').orderBy('id').limit(DASHBOARD_LIST_SIZE).execute(),
  ]);
  return { threshold: LOW_STOCK_UNITS, count: counts.count, out_of_stock: counts.out_of_stock, products };
}
