import type { Kysely } from 'kysely';

/*
 * Targeted versions of the fixed pages: one row per version that has been
 * published, holding what shoppers in its audience are served instead of the
 * page. Drafts, schedules and versions live in the studio's tables under the
 * key `{page}@{slug}`, like every other configuration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('targeted_layouts')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('targeted_layouts_pkey', ['scope', 'slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('targeted_layouts').execute();
}
