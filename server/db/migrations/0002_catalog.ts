import { sql, type Kysely } from 'kysely';

/*
 * The catalogue, carts and wishlists. Search uses pg_trgm (bundled with PGlite
 * and trusted on PostgreSQL 13+, so a database owner may create it): trigram
 * similarity gives typo-tolerant matching, and a GIN trigram index serves both
 * ILIKE prefix/infix matches and similarity on the same column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'position']).execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('sub_category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('highlights', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('specifications', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('image_count', 'integer', (c) => c.notNull().defaultTo(1).check(sql`image_count between 1 and 8`))
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn('mrp_paise', 'integer', (c) => c.notNull().check(sql`mrp_paise >= price_paise`))
    // bigint before * 100: a ₹2.2 lakh saving is 2.2 crore paise, and times 100 it overflows integer.
    .addColumn('discount_percent', 'integer', (c) =>
      c.generatedAlwaysAs(sql`case when mrp_paise > 0 then (((mrp_paise - price_paise)::bigint * 100) / mrp_paise)::integer else 0 end`).stored(),
    )
    .addColumn('gst_rate', 'integer', (c) => c.notNull().defaultTo(18))
    .addColumn('hsn_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`))
    .addColumn('max_per_order', 'integer', (c) => c.notNull().defaultTo(10).check(sql`max_per_order >= 1`))
    .addColumn('is_best_seller', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_hot_deal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_new_arrival', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rating_average', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Listing filters lead with the category; the sorts each get an index that matches their order.
  await db.schema.createIndex('products_category_price').on('products').columns(['category_id', 'price_paise']).execute();
  await db.schema.createIndex('products_sub_category').on('products').columns(['sub_category_id', 'price_paise']).execute();
  await db.schema.createIndex('products_brand').on('products').column('brand_id').execute();
  await db.schema.createIndex('products_price').on('products').columns(['price_paise', 'id']).execute();
  await db.schema.createIndex('products_popularity').on('products').columns(['popularity', 'id']).execute();
  await db.schema.createIndex('products_created').on('products').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('products_discount').on('products').columns(['discount_percent', 'id']).execute();
  await sql`create index products_search_trgm on products using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('attributes', 'jsonb', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn('mrp_paise', 'integer', (c) => c.notNull().check(sql`mrp_paise >= price_paise`))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_variants_product').on('product_variants').columns(['product_id', 'position']).execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tone', 'text', (c) => c.notNull().defaultTo('soft'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('collection_products')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('collection_products_pk', ['collection_id', 'product_id'])
    .execute();
  await db.schema.createIndex('collection_products_product').on('collection_products').column('product_id').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('session_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty >= 1`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The same product and variant adds to the existing line; concurrent adds upsert on this.
    .addUniqueConstraint('cart_items_line', ['owner_key', 'product_id', 'variant_id'])
    .execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('wishlist_items_line', ['user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wishlist_items', 'cart_items', 'collection_products', 'collections', 'product_variants', 'products', 'brands', 'categories']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
