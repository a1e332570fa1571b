import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { productSlug } from '../product-desk/check';
import { loadCatalogueNames, type CatalogueNames } from './catalogue-names';
import type { FileProduct, FileVariant } from './csv-rows';
import { FILE_PRODUCT_COLUMNS, jsonList, toFileProduct, variantsOf } from './product-rows';
import type { CsvRow } from './read-file';

type Db = Kysely<Database> | Transaction<Database>;

/** What the plan reads from the database, in a handful of queries for the whole file. */
export interface ImportLookups {
  names: CatalogueNames;
  /** Every product a row names by id or by slug, and every product holding a slug the file would use. */
  products: Map<number, FileProduct>;
  slugOwner: Map<string, { id: number; title: string }>;
  variants: Map<number, FileVariant[]>;
}

/**
 * Reads brands, categories and the products the file touches. With `lock`
 * (the import itself) the products and their variants stay locked until the
 * transaction ends, so a desk save or an order cannot change them between
 * the check and the write.
 */
export async function loadImportLookups(db: Db, rows: readonly CsvRow[], { lock }: { lock: boolean }): Promise<ImportLookups> {
  const ids = new Set<number>();
  const slugs = new Set<string>();
  for (const { cells } of rows) {
    const id = cells.product_id.trim();
    if (/^\d{1,9}$/.test(id)) ids.add(Number(id));
    const slug = cells.slug.trim();
    if (slug !== '') slugs.add(slug);
    else if (id === '' && cells.title.trim() !== '') slugs.add(productSlug({ slug: '', title: cells.title.trim() }));
  }
  const [names, found] = await Promise.all([
    loadCatalogueNames(db),
    ids.size === 0 && slugs.size === 0
      ? []
      : db
          .selectFrom('products as p')
          .select([...FILE_PRODUCT_COLUMNS])
          .where((eb) => eb.or([eb('p.id', 'in', jsonList([...ids])), eb('p.slug', 'in', jsonList([...slugs], 'text'))]))
          .orderBy('p.id')
          .$if(lock, (q) => q.forUpdate())
          .execute(),
  ]);
  const products = new Map(found.map((row) => [row.id, toFileProduct(row)]));
  const slugOwner = new Map(found.map((row) => [row.slug, { id: row.id, title: row.title }]));
  const variants = await variantsOf(db, [...products.keys()], lock);
  return { names, products, slugOwner, variants };
}
