import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Catalog, CatalogCollectionProduct, CatalogProduct, CatalogVariant } from './generate';

/** Rows per multi-row INSERT: big enough to amortise a statement, small enough to keep each under a few MB. */
export const INSERT_CHUNK = 1000;

/** Children first, so no foreign key is left pointing at a deleted row. */
export const CATALOG_TABLES = [
  'cart_items',
  'wishlist_items',
  'collection_products',
  'collections',
  'product_variants',
  'products',
  'brands',
  'categories',
] as const;

/** The catalogue and everything pointing into it (carts, wishlists). */
export async function deleteCatalog(db: Kysely<Database>): Promise<void> {
  for (const table of CATALOG_TABLES) await db.deleteFrom(table).execute();
}

function chunks<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Categories, brands and collections: the rows products point at. */
export async function insertCatalogFrame(db: Kysely<Database>, catalog: Pick<Catalog, 'categories' | 'brands' | 'collections'>): Promise<void> {
  // Top level first: sub-categories reference their parent.
  const ordered = [...catalog.categories].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null) || a.id - b.id);
  for (const batch of chunks(ordered)) {
    await db
      .insertInto('categories')
      .values(batch.map((category) => ({ ...category, translations: JSON.stringify(category.translations) })))
      .execute();
  }
  for (const batch of chunks(catalog.brands)) await db.insertInto('brands').values(batch).execute();
  for (const batch of chunks(catalog.collections)) await db.insertInto('collections').values(batch).execute();
}

/** Column → SQL type, checked against the row types so a new field cannot be forgotten. */
const PRODUCT_COLUMNS = {
  id: 'int',
  slug: 'text',
  title: 'text',
  brand_id: 'int',
  category_id: 'int',
  sub_category_id: 'int',
  description: 'text',
  highlights: 'jsonb',
  specifications: 'jsonb',
  image_count: 'int',
  price_paise: 'int',
  mrp_paise: 'int',
  price_varies: 'boolean',
  gst_rate: 'int',
  hsn_code: 'text',
  stock: 'int',
  max_per_order: 'int',
  is_best_seller: 'boolean',
  is_hot_deal: 'boolean',
  is_new_arrival: 'boolean',
  rating_average: 'real',
  rating_count: 'int',
  popularity: 'int',
  search_text: 'text',
  created_at: 'timestamptz',
  translations: 'jsonb',
} as const satisfies Record<keyof CatalogProduct, string>;

const VARIANT_COLUMNS = {
  id: 'int',
  product_id: 'int',
  label: 'text',
  attributes: 'jsonb',
  price_paise: 'int',
  mrp_paise: 'int',
  stock: 'int',
  position: 'int',
} as const satisfies Record<keyof CatalogVariant, string>;

const MEMBER_COLUMNS = { collection_id: 'int', product_id: 'int', position: 'int' } as const satisfies Record<keyof CatalogCollectionProduct, string>;

/**
 * Many rows in one statement with one parameter: the batch as JSON, unpacked
 * by jsonb_to_recordset. Three times faster than a VALUES list with a bound
 * parameter per cell on PGlite, and the same SQL on PostgreSQL. The column
 * names and types are our constants, never input.
 */
async function insertJsonRows(db: Kysely<Database>, table: 'products' | 'product_variants' | 'collection_products', columns: Record<string, string>, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const list = sql.raw(names.join(', '));
  const record = sql.raw(names.map((name) => `${name} ${columns[name] ?? 'text'}`).join(', '));
  await sql`insert into ${sql.table(table)} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as x(${record})`.execute(db);
}

export async function insertProducts(db: Kysely<Database>, products: readonly CatalogProduct[], variants: readonly CatalogVariant[]): Promise<void> {
  for (const batch of chunks(products)) await insertJsonRows(db, 'products', PRODUCT_COLUMNS, batch);
  for (const batch of chunks(variants)) await insertJsonRows(db, 'product_variants', VARIANT_COLUMNS, batch);
}

export async function insertCollectionProducts(db: Kysely<Database>, rows: readonly CatalogCollectionProduct[]): Promise<void> {
  for (const batch of chunks(rows)) await insertJsonRows(db, 'collection_products', MEMBER_COLUMNS, batch);
}

const SEQUENCED = ['categories', 'brands', 'products', 'product_variants', 'collections'] as const;

/**
 * Rows go in with explicit ids (stable across resets and between PGlite and
 * PostgreSQL), which leaves the serial sequences behind; move them past the
 * largest id so a later insert without an id does not collide.
 */
export async function syncSequences(db: Kysely<Database>): Promise<void> {
  for (const table of SEQUENCED) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

/** The whole catalogue, into empty tables. */
export async function insertCatalog(db: Kysely<Database>, catalog: Catalog): Promise<void> {
  await insertCatalogFrame(db, catalog);
  await insertProducts(db, catalog.products, catalog.variants);
  await insertCollectionProducts(db, catalog.collectionProducts);
  await syncSequences(db);
}
