import { sql, type Kysely, type Transaction } from 'kysely';
import { BULK_PREVIEW_ROWS, BULK_REFUSED_ROWS, type BulkChangeResult, type BulkChangeRow, type BulkFilter } from '../../../schemas/api/product-csv';
import type { Database } from '../../db/types';
import type { AuditAction } from '../studio/audit';
import { audit } from '../studio/audit';
import type { Actor } from '../product-desk/save';
import type { Moved } from './bulk-rules';
import { selectItems, type BulkItem } from './bulk-select';
import { batches, recordset } from './json-rows';
import { jsonList } from './product-rows';

export interface BulkRequest {
  filter?: BulkFilter | undefined;
  ids?: number[] | undefined;
  preview: boolean;
  skip_refused: boolean;
}

export type BulkOutcome = { ok: true; result: BulkChangeResult } | { ok: false; status: 422; message: string; refused: BulkChangeRow[] };

interface Judged {
  item: BulkItem;
  moved: Moved;
}

const rowOf = ({ item, moved }: Judged): BulkChangeRow => ({
  product_id: item.product_id,
  variant_id: item.variant_id,
  title: item.title,
  variant_label: item.variant_label,
  before: { price_paise: item.price_paise, mrp_paise: item.mrp_paise, stock: item.stock },
  after: moved.after,
  refused: moved.ok ? null : moved.reason,
});

const changes = ({ item, moved }: Judged) => moved.after.price_paise !== item.price_paise || moved.after.mrp_paise !== item.mrp_paise || moved.after.stock !== item.stock;

function resultOf(products: number, judged: readonly Judged[], preview: boolean, applied: boolean): BulkChangeResult {
  const refused = judged.filter((j) => !j.moved.ok);
  const changed = judged.filter((j) => j.moved.ok && changes(j));
  return {
    preview,
    applied,
    counts: { products, items: judged.length, changed: changed.length, unchanged: judged.length - changed.length - refused.length, refused: refused.length },
    rows: changed.slice(0, BULK_PREVIEW_ROWS).map(rowOf),
    refused: refused.slice(0, BULK_REFUSED_ROWS).map(rowOf),
  };
}

/** Writes the changed figures: variants, then products' own figures, every touched product's revision moving on. */
async function write(trx: Transaction<Database>, changed: readonly Judged[]): Promise<void> {
  const columns = { id: 'int', price_paise: 'int', mrp_paise: 'int', stock: 'int' } as const;
  const variants = changed.filter((j) => j.item.variant_id !== null).map((j) => ({ id: j.item.variant_id, ...j.moved.after }));
  const own = changed.filter((j) => j.item.variant_id === null).map((j) => ({ id: j.item.product_id, ...j.moved.after }));
  for (const batch of batches(variants)) {
    await sql`update product_variants v set price_paise = x.price_paise, mrp_paise = x.mrp_paise, stock = x.stock from ${recordset(columns, batch)} where v.id = x.id`.execute(trx);
  }
  for (const batch of batches(own)) {
    await sql`
      update products p set price_paise = x.price_paise, mrp_paise = x.mrp_paise, stock = x.stock, revision = p.revision + 1, updated_at = now()
      from ${recordset(columns, batch)} where p.id = x.id
    `.execute(trx);
  }
  // Products with variants: the triggers moved their offer; their revision moves here, so an editor opened before this change cannot overwrite it.
  const parents = [...new Set(changed.filter((j) => j.item.variant_id !== null).map((j) => j.item.product_id))];
  for (const batch of batches(parents)) {
    await trx
      .updateTable('products')
      .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: new Date() }))
      .where('id', 'in', jsonList(batch))
      .execute();
  }
}

/**
 * A bulk price or stock change: the preview says what each selected figure
 * would become (the first rows, the counts, every refusal with its reason)
 * and writes nothing. Applying reads the figures again under lock and writes
 * every change in one transaction with one audit entry; with a refusal it
 * writes nothing unless told to skip the refused figures.
 */
export async function bulkChange(
  db: Kysely<Database>,
  request: BulkRequest,
  rule: (item: BulkItem) => Moved,
  audited: { action: Extract<AuditAction, 'bulk-price' | 'bulk-stock'>; describe: string; actor: Actor },
): Promise<BulkOutcome> {
  const judge = (items: readonly BulkItem[]) => items.map((item) => ({ item, moved: rule(item) }));
  if (request.preview) {
    const selection = await selectItems(db, request, false);
    if (!selection.ok) return { ok: false, status: 422, message: selection.message, refused: [] };
    return { ok: true, result: resultOf(selection.products, judge(selection.items), true, false) };
  }
  return db.transaction().execute(async (trx): Promise<BulkOutcome> => {
    const selection = await selectItems(trx, request, true);
    if (!selection.ok) return { ok: false, status: 422, message: selection.message, refused: [] };
    const judged = judge(selection.items);
    const result = resultOf(selection.products, judged, false, false);
    if (result.counts.refused > 0 && !request.skip_refused) {
      const n = result.counts.refused;
      return { ok: false, status: 422, message: `${n.toLocaleString('en-IN')} figure${n === 1 ? '' : 's'} cannot take this change, so nothing was changed`, refused: result.refused };
    }
    const changed = judged.filter((j) => j.moved.ok && changes(j));
    if (changed.length === 0) return { ok: true, result };
    await write(trx, changed);
    const products = new Set(changed.map((j) => j.item.product_id)).size;
    const skipped = result.counts.refused > 0 ? `; ${result.counts.refused.toLocaleString('en-IN')} refused and left as they were` : '';
    const summary = `${audited.describe}: ${changed.length.toLocaleString('en-IN')} figure${changed.length === 1 ? '' : 's'} of ${products.toLocaleString('en-IN')} product${products === 1 ? '' : 's'} changed${skipped}`;
    await audit(trx, { actor: audited.actor.name, staffId: audited.actor.staffId, action: audited.action, key: 'products', summary });
    return { ok: true, result: { ...result, applied: true } };
  });
}
