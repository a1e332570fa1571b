import { sql, type Kysely } from 'kysely';

/*
 * A wallet entry's words as a catalogue key and its values (issue 22), so the
 * statement reads in the shopper's language: {"key": "api.wallet.paidForOrder",
 * "values": {"order": "CB1001"}}. The English description stays beside it for
 * the studio and for entries from before, which have none and read as written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_entries add column description_words jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_entries drop column description_words`.execute(db);
}
