import type { Kysely, Transaction } from 'kysely';
import type { ProductInput } from '../../../schemas/api/product-desk';
import type { Database } from '../../db/types';
import { compactTranslations } from '../../../schemas/api/catalog-translations';
import { isUniqueViolation } from '../../db/errors';
import type { FieldProblem } from '../../http/respond';
import { searchText } from '../catalog/search-text';
import { audit } from '../studio/audit';
import { checkProduct, type CheckedProduct } from './check';
import { describeChanges, type Snapshot } from './changes';

export type SaveResult =
  | { ok: true; id: number; revision: number }
  | { ok: false; status: 400 | 404 | 409; message: string; problems?: FieldProblem[] };

export interface Actor {
  name: string;
  staffId: number;
}

const refused = (problems: FieldProblem[]): SaveResult => ({ ok: false, status: 400, message: 'Some fields need another look', problems });

/** The products row as the desk writes it; price, MRP and stock only without variants (the triggers of migration 0007 set them otherwise). */
export function productRow(input: ProductInput, checked: CheckedProduct) {
  return {
    title: input.title,
    slug: checked.slug,
    description: input.description,
    highlights: JSON.stringify(input.highlights),
    brand_id: input.brand_id,
    category_id: input.category_id,
    sub_category_id: input.sub_category_id,
    specifications: JSON.stringify(input.specifications),
    gst_rate: input.gst_rate,
    hsn_code: input.hsn_code,
    max_per_order: input.max_per_order,
    is_best_seller: input.is_best_seller,
    is_hot_deal: input.is_hot_deal,
    is_new_arrival: input.is_new_arrival,
    search_text: searchText({ title: input.title, brand: checked.brand, category: checked.category.title, subCategory: checked.subCategory, kind: checked.category.kind }),
    // Absent: an import or script that does not know them leaves the stored translations alone.
    ...(input.translations === undefined ? {} : { translations: JSON.stringify(compactTranslations(input.translations)) }),
  };
}

/**
 * The stock to store: what was typed, or with `seen` (what the editor
 * showed), the current stock moved by the difference typed, so units that
 * orders took while the editor was open are not handed out again.
 */
export function stockToStore(typed: number, seen: number | undefined, current: number | undefined): number {
  if (seen === undefined || current === undefined) return typed;
  return Math.max(0, current + typed - seen);
}

const ownOffer = (input: ProductInput, currentStock?: number) =>
  input.variants.length === 0 ? { price_paise: input.price_paise, mrp_paise: input.mrp_paise, stock: stockToStore(input.stock, input.stock_seen, currentStock) } : {};

/** Variants as the input lists them: kept ones updated in place (carts hold their ids), others removed, new ones added. */
async function writeVariants(trx: Transaction<Database>, productId: number, input: ProductInput, currentStock: ReadonlyMap<number, number> = new Map()): Promise<void> {
  const kept = input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id]));
  await trx
    .deleteFrom('product_variants')
    .where('product_id', '=', productId)
    .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
    .execute();
  for (const [position, v] of input.variants.entries()) {
    const stock = stockToStore(v.stock, v.stock_seen, v.id === undefined ? undefined : currentStock.get(v.id));
    const row = { label: v.label, attributes: JSON.stringify(v.attributes), price_paise: v.price_paise, mrp_paise: v.mrp_paise, stock, position };
    if (v.id === undefined) await trx.insertInto('product_variants').values({ ...row, product_id: productId }).execute();
    else await trx.updateTable('product_variants').set(row).where('id', '=', v.id).where('product_id', '=', productId).execute();
  }
}

async function writeRelated(trx: Transaction<Database>, productId: number, relatedIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('product_related').where('product_id', '=', productId).execute();
  if (relatedIds.length === 0) return;
  await trx
    .insertInto('product_related')
    .values(relatedIds.map((related_id, position) => ({ product_id: productId, related_id, position })))
    .execute();
}

/** A save that lost a race on the slug reads as the check would have said it. */
function slugRace(error: unknown): SaveResult {
  if (isUniqueViolation(error, 'products_slug')) return refused([{ index: -1, field: 'slug', message: 'Another product took this address a moment ago; choose another' }]);
  throw error;
}

/** POST admin/studio/products. */
export async function createProduct(db: Kysely<Database>, input: ProductInput, actor: Actor): Promise<SaveResult> {
  const checked = await checkProduct(db, input, null);
  if (!checked.ok) return refused(checked.problems);
  try {
    return await db.transaction().execute(async (trx) => {
      // With variants, the row starts at the first variant's offer; the variant triggers then set the opening one.
      const first = input.variants[0];
      const offer = first ? { price_paise: first.price_paise, mrp_paise: first.mrp_paise, stock: 0 } : ownOffer(input);
      const { id } = await trx
        .insertInto('products')
        .values({ ...productRow(input, checked.value), price_paise: 0, mrp_paise: 0, stock: 0, ...offer, image_count: 1, rating_average: 0, rating_count: 0, popularity: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeVariants(trx, id, input);
      await writeRelated(trx, id, input.related_ids);
      await audit(trx, { actor: actor.name, staffId: actor.staffId, action: 'create-product', key: `product:${id}`, summary: `Added ${input.title}` });
      return { ok: true as const, id, revision: 1 };
    });
  } catch (error) {
    return slugRace(error);
  }
}

/**
 * PUT admin/studio/products/{id} with the revision the editor opened: the row
 * is locked, so of two saves from one revision exactly one wins and the other
 * gets 409 with nothing written. Orders keep their own prices, so a new price
 * never touches an order already placed.
 */
export async function updateProduct(db: Kysely<Database>, id: number, input: ProductInput, revision: number, actor: Actor): Promise<SaveResult> {
  const checked = await checkProduct(db, input, id);
  if (!checked.ok) return refused(checked.problems);
  try {
    return await db.transaction().execute(async (trx): Promise<SaveResult> => {
      const before = await snapshot(trx, id);
      if (!before) return { ok: false, status: 404, message: 'This product no longer exists' };
      if (before.revision !== revision) {
        return { ok: false, status: 409, message: 'Someone else saved this product after you opened it. Reload to see their changes; your edits are still in the form.' };
      }
      await writeVariants(trx, id, input, new Map(before.variants.map((v) => [v.id, v.stock])));
      await writeRelated(trx, id, input.related_ids);
      const next = revision + 1;
      // A product that had variants had its stock summed from them: the editor showed that sum.
      await trx
        .updateTable('products')
        .set({ ...productRow(input, checked.value), ...ownOffer(input, before.stock), revision: next, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const after = await snapshot(trx, id);
      const summary = after ? describeChanges(before, after) : 'details edited';
      await audit(trx, { actor: actor.name, staffId: actor.staffId, action: 'save-product', key: `product:${id}`, summary: `${input.title}: ${summary}` });
      return { ok: true, id, revision: next };
    });
  } catch (error) {
    return slugRace(error);
  }
}

interface LockedProduct extends Snapshot {
  revision: number;
  variants: readonly { id: number; label: string; price_paise: number; stock: number }[];
}

/**
 * The figures the audit compares and the stock a save moves from, read under
 * row locks: an order taking stock meanwhile waits for the save, or the save
 * for it, and neither loses the other's units.
 */
async function snapshot(trx: Transaction<Database>, id: number): Promise<LockedProduct | undefined> {
  const row = await trx.selectFrom('products').select(['revision', 'title', 'price_paise', 'mrp_paise', 'stock']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  const variants = await trx.selectFrom('product_variants').select(['id', 'label', 'price_paise', 'stock']).where('product_id', '=', id).orderBy('position').orderBy('id').forUpdate().execute();
  return { ...row, variants };
}
