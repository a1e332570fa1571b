import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import {
  CollectionPicker,
  catalogBrands,
  catalogCategories,
  catalogCollections,
  generateCatalog,
  generateProducts,
  type CatalogOptions,
  type CatalogProduct,
  type CatalogVariant,
} from './generate';
import { seedRecommendationRules } from '../recommendation-rules';
import { deleteCatalog, insertCatalog, insertCatalogFrame, insertCollectionProducts, insertProducts, syncSequences } from './insert';

export { DEMO_PRODUCT_COUNT, generateCatalog, generateProducts } from './generate';
export type { Catalog, CatalogBrand, CatalogCategory, CatalogCollection, CatalogOptions, CatalogProduct, CatalogVariant } from './generate';
export { CATALOG_TABLES, deleteCatalog } from './insert';

/** The demo catalogue into empty catalogue tables; seedIfEmpty calls it inside its transaction. */
export async function seedCatalog(db: Kysely<Database>, options: CatalogOptions = {}): Promise<void> {
  await insertCatalog(db, generateCatalog(options));
}

export interface ReplaceOptions extends CatalogOptions {
  products: number;
  /** Called after each batch with the products inserted so far. */
  onProgress?: (inserted: number, total: number) => void;
}

/** Products held in memory between INSERTs: bounded, so a million products fit in a small heap. */
const REPLACE_BATCH = 2000;

/**
 * Swaps the whole catalogue for `products` generated ones in one transaction
 * (carts and wishlists go too: they point at the old products, and the
 * recommendation rules are the demo's again: they point at its categories), then refreshes
 * the planner's statistics. The benchmark seeds its catalogue through this.
 */
export async function replaceCatalog(db: Kysely<Database>, options: ReplaceOptions): Promise<void> {
  const { onProgress, ...catalogOptions } = options;
  await db.transaction().execute(async (tx) => {
    await deleteCatalog(tx);
    await insertCatalogFrame(tx, { categories: catalogCategories(), brands: catalogBrands(), collections: catalogCollections() });
    await seedRecommendationRules(tx, { force: true });
    const picker = new CollectionPicker();
    let products: CatalogProduct[] = [];
    let variants: CatalogVariant[] = [];
    let inserted = 0;
    const flush = async () => {
      await insertProducts(tx, products, variants);
      inserted += products.length;
      products = [];
      variants = [];
      onProgress?.(inserted, options.products);
    };
    for (const built of generateProducts(catalogOptions)) {
      products.push(built.product);
      variants.push(...built.variants);
      picker.add(built);
      if (products.length >= REPLACE_BATCH) await flush();
    }
    if (products.length > 0) await flush();
    await insertCollectionProducts(tx, picker.rows());
    await syncSequences(tx);
  });
  /*
   * Row counts changed by orders of magnitude: without fresh statistics the
   * planner keeps tiny-table plans. Vacuum too, as autovacuum would after a
   * bulk insert (PGlite has no autovacuum): listings read their page's ids
   * and facets by index-only scans, which need the visibility map it sets.
   */
  for (const table of ['categories', 'brands', 'products', 'product_variants', 'collections', 'collection_products', 'product_search', 'search_words'] as const) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}
