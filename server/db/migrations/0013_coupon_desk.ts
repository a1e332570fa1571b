import { sql, type Kysely } from 'kysely';

/*
 * The studio's coupons desk. A coupon row carries a revision, so a save made
 * against an older reading is refused instead of overwriting a colleague's
 * change, and who changed it last. Uses per customer may be unlimited (null)
 * as total uses already could; existing coupons keep their limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The staff sign-in that last changed it; null for coupons from the seed or before the desk.
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.alterTable('coupons').alterColumn('per_user_limit', (c) => c.dropNotNull()).execute();
  await db.schema.createIndex('coupons_created_at').on('coupons').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('coupons_created_at').execute();
  await sql`update coupons set per_user_limit = 1 where per_user_limit is null`.execute(db);
  await db.schema.alterTable('coupons').alterColumn('per_user_limit', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('coupons').dropColumn('updated_by').dropColumn('updated_at').dropColumn('created_at').dropColumn('revision').execute();
}
