import { sql, type Kysely } from 'kysely';

/*
 * "Goes well with": per top-level category, an ordered list of related
 * categories or sub-categories whose products the product page and the cart
 * recommend. A rule row carries the revision (a save naming an older one is
 * refused); its targets are rows of their own so a removed category takes its
 * place in every rule with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recommendation_rules')
    .addColumn('category_id', 'integer', (c) => c.primaryKey().references('categories.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recommendation_targets')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('recommendation_rules.category_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('recommendation_targets_pkey', ['category_id', 'position'])
    .addUniqueConstraint('recommendation_targets_once', ['category_id', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recommendation_targets').execute();
  await db.schema.dropTable('recommendation_rules').execute();
}
