import { sql, type Kysely } from 'kysely';

/*
 * A category's listing at 1,00,000 products (issue 21 §4). One index per
 * sort within a category, in the sort's own order ending with the id, so a
 * page's ids come from an index-only scan however deep the page is (the
 * listing selects the page's ids first, then reads those rows). Each carries
 * the columns the shopper's filters and the facet pass read (brand,
 * sub-category, price, stock), so both stay inside the index; the price one
 * replaces (category_id, price_paise).
 *
 * The flag listings (hot deals, best sellers, new arrivals) hold a sixth of
 * the catalogue each: a partial index per flag gives their facet pass the
 * same columns without reading every product.
 */
const FACET_COLUMNS = ['brand_id', 'sub_category_id', 'price_paise', 'in_stock'] as const;

const CATEGORY_SORTS = [
  ['products_category_popularity', ['category_id', 'in_stock', 'popularity', 'id']],
  ['products_category_discount', ['category_id', 'in_stock', 'discount_percent', 'id']],
  ['products_category_price_id', ['category_id', 'price_paise', 'id']],
  ['products_category_created', ['category_id', 'created_at', 'id']],
] as const;

const FLAGS = ['is_best_seller', 'is_hot_deal', 'is_new_arrival'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of CATEGORY_SORTS) {
    const included = FACET_COLUMNS.filter((column) => !(columns as readonly string[]).includes(column));
    await sql`create index ${sql.id(name)} on products (${sql.join(columns.map((c) => sql.id(c)))}) include (${sql.join(included.map((c) => sql.id(c)))})`.execute(db);
  }
  await db.schema.dropIndex('products_category_price').execute();
  for (const flag of FLAGS) {
    await sql`create index ${sql.id(`products_${flag}_facets`)} on products (${sql.join(FACET_COLUMNS.map((c) => sql.id(c)))}) where ${sql.id(flag)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const flag of FLAGS) await db.schema.dropIndex(`products_${flag}_facets`).execute();
  await db.schema.createIndex('products_category_price').on('products').columns(['category_id', 'price_paise']).execute();
  for (const [name] of CATEGORY_SORTS) await db.schema.dropIndex(name).execute();
}
