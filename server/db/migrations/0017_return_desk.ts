import { sql, type Kysely } from 'kysely';

/*
 * The studio's return desk (issue 17 §2). A return gains a step between
 * pickup and its end: received, when the warehouse has checked the item's
 * condition. A request keeps the reason the shopper is given for the
 * decision, the pickup booked, the condition found and the replacement order
 * sent; every step on its timeline names the staff account that took it.
 */
const STATUSES_BEFORE = `'requested', 'approved', 'rejected', 'picked_up', 'refunded', 'replaced'`;
const STATUSES_NOW = `'requested', 'approved', 'rejected', 'picked_up', 'received', 'refunded', 'replaced'`;

async function allowStatuses(db: Kysely<unknown>, statuses: string): Promise<void> {
  await sql`alter table returns drop constraint returns_status_check`.execute(db);
  await sql`alter table returns add constraint returns_status_check check (status in (${sql.raw(statuses)}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowStatuses(db, STATUSES_NOW);
  await db.schema
    .alterTable('returns')
    // What the shopper is told when staff approve or reject; '' when none was given.
    .addColumn('decision_reason', 'text', (c) => c.notNull().defaultTo(''))
    // A calendar day in India, as orders.promised_delivery_date: text, so no driver reads it as a midnight somewhere.
    .addColumn('pickup_date', 'text', (c) => c.check(sql`pickup_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('pickup_slot', 'text', (c) => c.check(sql`pickup_slot in ('morning', 'afternoon', 'evening')`))
    .addColumn('condition', 'text', (c) => c.check(sql`condition in ('as_new', 'opened_complete', 'damaged', 'missing_parts')`))
    .addColumn('condition_note', 'text', (c) => c.notNull().defaultTo(''))
    // Unique: one replacement order per request, whatever races to make it.
    .addColumn('replacement_order_id', 'integer', (c) => c.unique().references('orders.id').onDelete('set null'))
    .execute();
  // The desk's queue: one state at a time, oldest first, and the counts per state.
  await db.schema.createIndex('returns_status_created').on('returns').columns(['status', 'created_at', 'id']).execute();

  await db.schema
    .alterTable('return_events')
    // Who took the step; null for the shopper's own request and for steps from before the desk.
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .execute();
  // A request's timeline, in order (the desk and the shopper's page read it on every view).
  await db.schema.createIndex('return_events_return').on('return_events').columns(['return_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('return_events_return').execute();
  await db.schema.alterTable('return_events').dropColumn('staff_id').execute();
  await db.schema.dropIndex('returns_status_created').execute();
  await db.schema
    .alterTable('returns')
    .dropColumn('replacement_order_id')
    .dropColumn('condition_note')
    .dropColumn('condition')
    .dropColumn('pickup_slot')
    .dropColumn('pickup_date')
    .dropColumn('decision_reason')
    .execute();
  // The old machine has no received step: such requests wait at picked up again, which still leads to their end.
  await sql`delete from return_events where status = 'received'`.execute(db);
  await sql`update returns set status = 'picked_up' where status = 'received'`.execute(db);
  await allowStatuses(db, STATUSES_BEFORE);
}
