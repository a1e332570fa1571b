import { sql, type Kysely } from 'kysely';

/*
 * Section analytics (server/features/section-analytics): impressions, clicks
 * and adds to cart per section of a layout, summed per hour. Each instance
 * adds its events up in memory and writes them every few seconds as one
 * upsert, so the row for an hour grows by addition (on conflict … set
 * impressions = impressions + excluded.impressions) and no event is a row.
 * Nothing in it names a shopper.
 *
 * The studio reads one layout over a period: an index on (scope, hour) finds
 * those rows without walking the primary key, which leads with the hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('section_stats_hourly')
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('pattern', 'integer', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('add_to_cart', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('section_stats_hourly_pk', ['hour', 'scope', 'idx', 'section', 'pattern', 'variant'])
    .execute();
  await sql`create index section_stats_hourly_scope_hour on section_stats_hourly (scope, hour)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('section_stats_hourly').ifExists().execute();
}
