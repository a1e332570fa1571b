import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { searchText } from '../catalog/search-text';

/** Rows per UPDATE: two parameters each, well under PostgreSQL's limit of 65,535. */
const BATCH = 500;

/**
 * Search matches a product by its category's words (products.search_text), so
 * renaming a category, or giving it another illustration kind, rewrites them
 * for its products in the same transaction: a shopper searching the new name
 * finds them at once, and the old name stops matching.
 */
export async function refreshSearchText(db: Kysely<Database>, category: { id: number; parent_id: number | null }): Promise<number> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as s', 's.id', 'p.sub_category_id')
    .select(['p.id', 'p.title', 'b.name as brand', 'c.title as category', 's.title as sub', 'c.kind'])
    .where(category.parent_id === null ? 'p.category_id' : 'p.sub_category_id', '=', category.id)
    .orderBy('p.id')
    .execute();
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows
      .slice(start, start + BATCH)
      .map((r) => sql`(${r.id}::int, ${searchText({ title: r.title, brand: r.brand, category: r.category, subCategory: r.sub, kind: r.kind })}::text)`);
    await sql`update products as p set search_text = v.text from (values ${sql.join(values)}) as v(id, text) where p.id = v.id`.execute(db);
  }
  return rows.length;
}
