import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';

export interface Holdings {
  orders: number;
  users: number;
  configVersions: number;
  products: number;
}

/** What a restore is checked by: the rows a shop cannot lose. */
export async function countHoldings(db: Kysely<Database>): Promise<Holdings> {
  const result = await sql<Holdings>`
    select (select count(*)::int from orders) as "orders", (select count(*)::int from users) as "users",
           (select count(*)::int from config_versions) as "configVersions", (select count(*)::int from products) as "products"`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('could not count the restored rows');
  return row;
}
