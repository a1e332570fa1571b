import { sql, type Kysely } from 'kysely';

/*
 * The language of the page a shopper asked from (issue 22), for the e-mails
 * that answer later: a back-in-stock request's "it's back", a support
 * ticket's acknowledgement and staff replies, a gift card's code and PIN
 * (and its resend). Rows from before were all English, which the default
 * keeps; a check as on orders.locale (0028), so a third locale is one
 * altered constraint per table.
 */
const TABLES = ['stock_alerts', 'support_tickets', 'gift_card_orders'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column locale text not null default 'en-IN'`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_locale_known`)} check (locale in ('en-IN', 'hi-IN'))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column locale`.execute(db);
}
