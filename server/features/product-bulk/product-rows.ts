import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '../../db/types';
import type { FileProduct, FileVariant } from './csv-rows';

type Db = Kysely<Database> | Transaction<Database>;

// jsonb columns come back parsed by the driver; their shape is checked, not assumed.
const highlightsSchema = z.array(z.string());
const specificationsSchema = z.array(z.object({ name: z.string(), value: z.string() }));
const attributesSchema = z.record(z.string(), z.string());

/** The products columns the file carries. */
export const FILE_PRODUCT_COLUMNS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.brand_id',
  'p.category_id',
  'p.sub_category_id',
  'p.description',
  'p.highlights',
  'p.specifications',
  'p.price_paise',
  'p.mrp_paise',
  'p.gst_rate',
  'p.hsn_code',
  'p.stock',
  'p.max_per_order',
  'p.is_best_seller',
  'p.is_hot_deal',
  'p.is_new_arrival',
] as const;

export function toFileProduct<R extends Omit<FileProduct, 'highlights' | 'specifications'> & { highlights: unknown; specifications: unknown }>(row: R): FileProduct {
  return { ...row, highlights: highlightsSchema.parse(row.highlights), specifications: specificationsSchema.parse(row.specifications) };
}

/**
 * A list of ids or texts as one parameter, for `in`: thousands of values
 * without thousands of bound parameters (PostgreSQL takes at most 65,535).
 */
export function jsonList(values: readonly number[]): RawBuilder<number>;
export function jsonList(values: readonly string[], type: 'text'): RawBuilder<string>;
export function jsonList(values: readonly (number | string)[], type: 'int' | 'text' = 'int'): RawBuilder<number | string> {
  const json = JSON.stringify(values);
  return type === 'text' ? sql`(select jsonb_array_elements_text(${json}::text::jsonb))` : sql`(select (jsonb_array_elements_text(${json}::text::jsonb))::int)`;
}

/** The variants of these products in their order, by product; locked when `lock` (an import changing them). */
export async function variantsOf(db: Db, productIds: readonly number[], lock = false): Promise<Map<number, FileVariant[]>> {
  const byProduct = new Map<number, FileVariant[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'label', 'attributes', 'price_paise', 'mrp_paise', 'stock'])
    .where('product_id', 'in', jsonList(productIds))
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .$if(lock, (q) => q.forUpdate())
    .execute();
  for (const { product_id, attributes, ...v } of rows) {
    const list = byProduct.get(product_id) ?? [];
    list.push({ ...v, attributes: attributesSchema.parse(attributes) });
    byProduct.set(product_id, list);
  }
  return byProduct;
}
