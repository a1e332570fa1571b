import { sql, type Kysely } from 'kysely';

/*
 * A/B experiments (issue 19 §3). Exposures hold one row per visitor (the
 * browser's session id) and experiment: the first time a variant was rendered
 * for them. Conversions hold one row per visitor, experiment and kind for add
 * to cart and checkout (a rate of visitors, not of clicks), and one per order
 * for paid orders, with the amount; each is attributed to the variant the
 * visitor was exposed to. Orders remember the session that placed them
 * (order_sessions), since a payment arrives later and from the gateway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('experiments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config_key', 'text', (c) => c.notNull())
    .addColumn('target', 'jsonb', (c) => c.notNull())
    .addColumn('goal', 'text', (c) => c.notNull())
    .addColumn('minimum_effect_percent', 'double precision', (c) => c.notNull())
    .addColumn('variants', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('winner', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('stopped_at', 'timestamptz')
    .addCheckConstraint('experiments_status', sql`status in ('draft', 'running', 'stopped', 'promoted')`)
    .execute();
  // The storefront reads the running ones on every page: few rows, found by this index alone.
  await sql`create index experiments_running on experiments (config_key) where status = 'running'`.execute(db);

  await db.schema
    .createTable('experiment_exposures')
    .addColumn('experiment_id', 'integer', (c) => c.notNull().references('experiments.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('experiment_exposures_pk', ['experiment_id', 'session_id'])
    .execute();
  await sql`create index experiment_exposures_session on experiment_exposures (session_id)`.execute(db);

  await db.schema
    .createTable('experiment_conversions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('experiment_id', 'integer', (c) => c.notNull().references('experiments.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('amount_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('experiment_conversions_kind', sql`kind in ('add_to_cart', 'checkout', 'order_paid')`)
    .execute();
  await sql`create unique index experiment_conversions_once on experiment_conversions (experiment_id, session_id, kind) where kind <> 'order_paid'`.execute(db);
  await sql`create unique index experiment_conversions_order on experiment_conversions (experiment_id, order_id) where kind = 'order_paid'`.execute(db);

  await db.schema
    .createTable('order_sessions')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_sessions').execute();
  await db.schema.dropTable('experiment_conversions').execute();
  await db.schema.dropTable('experiment_exposures').execute();
  await db.schema.dropTable('experiments').execute();
}
