import { sql, type Kysely } from 'kysely';

/*
 * Migrations take Kysely<unknown>: they describe the schema as it was when they
 * were written, not the current table types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ui_configurations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('section_name', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('other_configration', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ui_configurations_scope_position')
    .on('ui_configurations')
    .columns(['scope', 'position'])
    .execute();

  await db.schema
    .createTable('modules')
    .addColumn('module_name', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['media', 'settings', 'modules', 'ui_configurations']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
