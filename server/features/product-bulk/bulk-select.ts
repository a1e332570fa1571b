import type { Kysely, Transaction } from 'kysely';
import { MAX_BULK_PRODUCTS, type BulkFilter } from '../../../schemas/api/product-csv';
import type { Database } from '../../db/types';
import { filters } from '../product-desk/list';
import { jsonList, variantsOf } from './product-rows';

type Db = Kysely<Database> | Transaction<Database>;

/** A figure a bulk change moves: a product without variants, or one variant of a product. */
export interface BulkItem {
  product_id: number;
  variant_id: number | null;
  title: string;
  variant_label: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
}

export type Selection = { ok: true; products: number; items: BulkItem[] } | { ok: false; message: string };

/**
 * The products a bulk change applies to (the desk's filters, or ids) and
 * their figures: a product's own, or each of its variants'. Locked when
 * `lock`, so an order taking stock waits for the change instead of being
 * overwritten by it.
 */
export async function selectItems(db: Db, target: { filter?: BulkFilter | undefined; ids?: readonly number[] | undefined }, lock: boolean): Promise<Selection> {
  const { filter, ids } = target;
  const products = await db
    .selectFrom('products as p')
    .select(['p.id', 'p.title', 'p.price_paise', 'p.mrp_paise', 'p.stock'])
    .where((eb) => eb.and(filter ? filters(eb, filter) : [eb('p.id', 'in', jsonList(ids ?? []))]))
    .orderBy('p.id')
    .limit(MAX_BULK_PRODUCTS + 1)
    .$if(lock, (q) => q.forUpdate())
    .execute();
  if (products.length === 0) return { ok: false, message: 'No product matches, so nothing would change' };
  if (products.length > MAX_BULK_PRODUCTS) return { ok: false, message: `More than ${MAX_BULK_PRODUCTS.toLocaleString('en-IN')} products match; narrow the filter, or export them, edit the file and import it` };
  const variants = await variantsOf(
    db,
    products.map((p) => p.id),
    lock,
  );
  const items = products.flatMap((p): BulkItem[] => {
    const own = variants.get(p.id);
    if (!own || own.length === 0) return [{ product_id: p.id, variant_id: null, title: p.title, variant_label: '', price_paise: p.price_paise, mrp_paise: p.mrp_paise, stock: p.stock }];
    return own.map((v) => ({ product_id: p.id, variant_id: v.id, title: p.title, variant_label: v.label, price_paise: v.price_paise, mrp_paise: v.mrp_paise, stock: v.stock }));
  });
  return { ok: true, products: products.length, items };
}
