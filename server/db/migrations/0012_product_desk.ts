import { sql, type Kysely } from 'kysely';

/*
 * The staff's product desk. A product carries a revision that every desk save
 * checks and bumps, so two people editing one product cannot overwrite each
 * other unseen (a stale save is refused with 409). Staff may pick a product's
 * related products; the product page shows those first and fills up with the
 * computed ones. The desk's table sorts by last change, title and stock, each
 * with an index that matches its order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Seeded rows were all written at once: their last change is their creation.
  await sql`update products set updated_at = created_at`.execute(db);
  await db.schema.createIndex('products_updated').on('products').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('products_title').on('products').columns(['title', 'id']).execute();
  await db.schema.createIndex('products_stock').on('products').columns(['stock', 'id']).execute();

  await db.schema
    .createTable('product_related')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('related_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_related_pk', ['product_id', 'related_id'])
    .addCheckConstraint('product_related_not_self', sql`product_id <> related_id`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_related').ifExists().execute();
  for (const index of ['products_stock', 'products_title', 'products_updated']) await db.schema.dropIndex(index).ifExists().execute();
  await db.schema.alterTable('products').dropColumn('updated_at').dropColumn('revision').execute();
}
