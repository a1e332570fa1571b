import type { Kysely } from 'kysely';
import type { BulkFilter } from '../../../schemas/api/product-csv';
import type { Database } from '../../db/types';
import { filters } from '../product-desk/list';
import { loadCatalogueNames } from './catalogue-names';
import { headerLine, productLines } from './csv-rows';
import { UTF8_BOM } from './csv-write';
import { FILE_PRODUCT_COLUMNS, toFileProduct, variantsOf } from './product-rows';

/** Products read per query: a few hundred KB of CSV at a time, whatever the catalogue's size. */
const EXPORT_BATCH = 500;

/**
 * GET admin/studio/products/export.csv: every product the desk's filters
 * match, in id order, read in batches (by id, so a product saved meanwhile is
 * neither lost nor written twice) and sent as it is read.
 */
export function exportProducts(db: Kysely<Database>, filter: BulkFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let names: Awaited<ReturnType<typeof loadCatalogueNames>> | undefined;
  let after = 0;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      names = await loadCatalogueNames(db);
      controller.enqueue(encoder.encode(UTF8_BOM + headerLine()));
    },
    async pull(controller) {
      const known = names;
      if (done || !known) return;
      const rows = await db
        .selectFrom('products as p')
        .select([...FILE_PRODUCT_COLUMNS])
        .where((eb) => eb.and([...filters(eb, filter), eb('p.id', '>', after)]))
        .orderBy('p.id')
        .limit(EXPORT_BATCH)
        .execute();
      const variants = await variantsOf(
        db,
        rows.map((r) => r.id),
      );
      const text = rows.map((row) => productLines(toFileProduct(row), variants.get(row.id) ?? [], known)).join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) {
        done = true;
        controller.close();
        return;
      }
      after = last.id;
    },
  });
}

/** The download's name: the shop's date in India, so a day's exports sort together. */
export function exportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `products-${day}.csv`;
}
