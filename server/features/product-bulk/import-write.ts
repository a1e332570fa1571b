import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { productRow } from '../product-desk/save';
import type { PlannedProduct } from './import-plan';
import { batches, recordset, type Columns } from './json-rows';
import { jsonList } from './product-rows';

/** The products columns an import writes (productRow's, plus an offer of its own without variants). */
const PRODUCT_COLUMNS = {
  slug: 'text',
  title: 'text',
  description: 'text',
  highlights: 'text',
  brand_id: 'int',
  category_id: 'int',
  sub_category_id: 'int',
  specifications: 'text',
  gst_rate: 'int',
  hsn_code: 'text',
  max_per_order: 'int',
  is_best_seller: 'boolean',
  is_hot_deal: 'boolean',
  is_new_arrival: 'boolean',
  search_text: 'text',
  price_paise: 'int',
  mrp_paise: 'int',
  stock: 'int',
} as const satisfies Columns;

const VARIANT_COLUMNS = { id: 'int', product_id: 'int', label: 'text', attributes: 'text', price_paise: 'int', mrp_paise: 'int', stock: 'int', position: 'int' } as const satisfies Columns;

type Written = PlannedProduct & { checked: NonNullable<PlannedProduct['checked']> };

/** The row to write; with variants the offer is null and the triggers of migration 0007 set it from them. */
function rowOf(p: Written): Record<keyof typeof PRODUCT_COLUMNS, unknown> & { id: number | null } {
  const own = p.input.variants.length === 0;
  const first = p.input.variants[0];
  return {
    id: p.id,
    ...productRow(p.input, p.checked),
    price_paise: own ? p.input.price_paise : p.id === null ? (first?.price_paise ?? 0) : null,
    mrp_paise: own ? p.input.mrp_paise : p.id === null ? (first?.mrp_paise ?? 0) : null,
    stock: own ? p.input.stock : p.id === null ? 0 : null,
  };
}

const names = Object.keys(PRODUCT_COLUMNS);
const list = sql.raw(names.join(', '));
// jsonb arrives as text in the batch (productRow writes it so), and an offer left null keeps the row's.
const selected = sql.raw(names.map((n) => (n === 'highlights' || n === 'specifications' ? `${n}::jsonb` : n)).join(', '));
const assignments = sql.raw(
  names
    .map((n) => {
      if (n === 'highlights' || n === 'specifications') return `${n} = x.${n}::jsonb`;
      if (n === 'price_paise' || n === 'mrp_paise' || n === 'stock') return `${n} = coalesce(x.${n}, p.${n})`;
      return `${n} = x.${n}`;
    })
    .join(', '),
);

/**
 * Writes the plan's created and updated products in a few statements per
 * thousand products: new products, then product rows, then variants
 * (removed, changed, added), so the variant triggers run once per statement.
 */
export async function writePlan(trx: Transaction<Database>, plan: readonly PlannedProduct[]): Promise<void> {
  const written = plan.filter((p): p is Written => (p.action === 'created' || p.action === 'updated') && p.checked !== null);
  const created = written.filter((p) => p.id === null);
  const updated = written.filter((p) => p.id !== null);

  const newIds = new Map<string, number>();
  for (const batch of batches(created)) {
    const inserted = await sql<{ id: number; slug: string }>`
      insert into products (${list}, image_count, rating_average, rating_count, popularity)
      select ${selected}, 1, 0, 0, 0 from ${recordset(PRODUCT_COLUMNS, batch.map(rowOf))}
      returning id, slug
    `.execute(trx);
    for (const row of inserted.rows) newIds.set(row.slug, row.id);
  }
  for (const batch of batches(updated)) {
    await sql`
      update products p set ${assignments}, revision = p.revision + 1, updated_at = now()
      from ${recordset({ id: 'int', ...PRODUCT_COLUMNS }, batch.map(rowOf))}
      where p.id = x.id
    `.execute(trx);
  }

  const removed: number[] = [];
  const changed: object[] = [];
  const added: object[] = [];
  for (const p of written) {
    const productId = p.id ?? newIds.get(p.checked.slug);
    if (productId === undefined) throw new Error(`the new product ${p.checked.slug} came back without an id`);
    const kept = new Set(p.input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id])));
    for (const v of p.currentVariants) if (!kept.has(v.id)) removed.push(v.id);
    p.input.variants.forEach((v, position) => {
      const row = { id: v.id ?? null, product_id: productId, label: v.label, attributes: JSON.stringify(v.attributes), price_paise: v.price_paise, mrp_paise: v.mrp_paise, stock: v.stock, position };
      (v.id === undefined ? added : changed).push(row);
    });
  }
  for (const batch of batches(removed)) await trx.deleteFrom('product_variants').where('id', 'in', jsonList(batch)).execute();
  for (const batch of batches(changed)) {
    await sql`
      update product_variants v
      set label = x.label, attributes = x.attributes::jsonb, price_paise = x.price_paise, mrp_paise = x.mrp_paise, stock = x.stock, position = x.position
      from ${recordset(VARIANT_COLUMNS, batch)}
      where v.id = x.id
    `.execute(trx);
  }
  for (const batch of batches(added)) {
    await sql`
      insert into product_variants (product_id, label, attributes, price_paise, mrp_paise, stock, position)
      select product_id, label, attributes::jsonb, price_paise, mrp_paise, stock, position from ${recordset(VARIANT_COLUMNS, batch)}
    `.execute(trx);
  }
}
