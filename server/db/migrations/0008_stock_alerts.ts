import { sql, type Kysely } from 'kysely';

/*
 * "Notify me when back in stock". One row per request; the dispatcher e-mails
 * each waiting row once its product or variant has stock again, whatever put
 * the stock back, and marks it sent. A phone account that types an address
 * for an alert may keep it as its profile's e-mail (users.email).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    // Null: the product as a whole (every variant out of stock, or none to choose).
    .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // A guest's browser (the vitrine_sid cookie), so that browser can see and cancel its own request.
    .addColumn('guest_session', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    // The client address of a guest's request: the hourly limit per network counts these.
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting').check(sql`status in ('waiting', 'sent', 'cancelled', 'failed')`))
    // Failed deliveries: tried again from retry_at, given up after a few.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  // One waiting request per person and product or variant: an account, or for a guest the address.
  await sql`create unique index stock_alerts_waiting_user on stock_alerts (user_id, product_id, coalesce(variant_id, 0)) where status = 'waiting' and user_id is not null`.execute(db);
  await sql`create unique index stock_alerts_waiting_guest on stock_alerts (email, product_id, coalesce(variant_id, 0)) where status = 'waiting' and user_id is null`.execute(db);
  // What the dispatcher scans every few seconds: only the waiting rows.
  await sql`create index stock_alerts_waiting on stock_alerts (product_id) where status = 'waiting'`.execute(db);
  await sql`create index stock_alerts_guest_ip on stock_alerts (ip, created_at) where user_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_alerts').execute();
}
