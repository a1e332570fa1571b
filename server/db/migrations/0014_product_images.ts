import { sql, type Kysely } from 'kysely';

/*
 * Photos staff upload for a product (server/features/product-images). The
 * files live in the image store (DATA_DIR/images or an S3 bucket) under
 * `storage_key`; the row keeps what pages need without opening them: the
 * original's size (for the aspect ratio), its alt text and its place in the
 * gallery. A product without rows keeps its generated SVG pictures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // products/{product}/{id}-{hash}: the files are {width}.{avif|webp} under it.
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Kept when the account goes: the photo outlives who uploaded it.
    .addColumn('created_by', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .execute();
  // Cards read each product's first photo; the gallery reads them all in order.
  await db.schema.createIndex('product_images_product').on('product_images').columns(['product_id', 'position', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_images').ifExists().execute();
}
