import { sql, type Kysely } from 'kysely';

/*
 * Issue 15, account and orders. Orders learn how they travel: the courier and
 * its AWB number (set when the order ships), and the delivery promise made at
 * placement from the PIN's zone. Accounts learn whether the shop still owes
 * them one question for their name and e-mail (a phone sign-up has neither),
 * so an answer or a "Skip for now" is remembered on every device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('carrier', 'text')
    .addColumn('awb', 'text')
    .addColumn('delivery_zone', 'text', (c) => c.check(sql`delivery_zone in ('local', 'regional', 'national', 'remote')`))
    // A calendar day in India, not an instant: kept as YYYY-MM-DD text so no driver reads it as a midnight in some time zone.
    .addColumn('promised_delivery_date', 'text', (c) => c.check(sql`promised_delivery_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .execute();
  // Orders placed before this migration get the promise the same rule gives: their PIN's days after the day they were placed, in India.
  await sql`
    update orders o
    set delivery_zone = p.zone,
        promised_delivery_date = to_char((o.created_at at time zone 'Asia/Kolkata')::date + p.delivery_days, 'YYYY-MM-DD')
    from pin_codes p
    where p.pin = o.address->>'pin' and p.serviceable
  `.execute(db);

  await db.schema.alterTable('users').addColumn('asks_profile', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  // Accounts that already greet "there" are asked once too, at their next sign-in.
  await sql`update users set asks_profile = true where fname = ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('asks_profile').execute();
  await db.schema.alterTable('orders').dropColumn('promised_delivery_date').dropColumn('delivery_zone').dropColumn('awb').dropColumn('carrier').execute();
}
