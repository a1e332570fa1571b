import { sql, type Kysely } from 'kysely';

/*
 * The layout studio: admin sessions, one draft per configuration, every
 * published version kept, scheduled publishes and an audit log. The live
 * tables (ui_configurations, modules, settings) stay what the storefront reads;
 * publishing writes them and a version row in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Rows written before the studio are layout schema version 1; readers upgrade them (schemas/ui-config/migrations.ts).
  await db.schema
    .alterTable('ui_configurations')
    .addColumn('schema_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('admin_sessions')
    // SHA-256 of the cookie value: a stolen database row is no session.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('config_drafts')
    // A ConfigKey: 'shell', 'home', …, 'modules', 'theme', 'business'.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    // Bumped on every save: a save naming an older revision is refused (two admins, one draft).
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('config_versions')
    // Global and increasing: the id of the live event, so a reconnecting tab asks for "after id N".
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('publish', 'schedule', 'rollback', 'api', 'baseline')`))
    .addColumn('rolled_back_to', 'integer')
    .addUniqueConstraint('config_versions_key_version', ['key', 'version'])
    .execute();

  await db.schema
    .createTable('config_schedules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    // The draft as it was when scheduled: later edits to the draft do not ride along.
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('publish_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'published', 'cancelled', 'failed')`))
    .addColumn('version_id', 'integer', (c) => c.references('config_versions.id'))
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('config_schedules_due').on('config_schedules').columns(['status', 'publish_at']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'text', (c) => c.notNull())
    // 'sign-in', 'sign-out', 'sign-in-failed', 'save-draft', 'discard-draft', 'publish', 'schedule', 'cancel-schedule', 'rollback', 'scheduled-publish'
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('key', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_key').on('audit_log').columns(['key', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'config_schedules', 'config_versions', 'config_drafts', 'admin_sessions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('ui_configurations').dropColumn('schema_version').execute();
}
