import type { Kysely } from 'kysely';

/*
 * Campaign pages: one row per page that has been published, holding what
 * /p/{slug} serves. Drafts, schedules and versions live in the studio's
 * tables under the key `page:{slug}`, like every other configuration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaign_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_pages').execute();
}
