import { sql, type Kysely } from 'kysely';

/*
 * The studio's customers and support desk. A shopper's account can be
 * disabled by staff (who and when are kept); the shop then refuses its
 * sessions and sign-ins until it is enabled again. Support replies are
 * messages of the ticket's thread written by a staff account, so the
 * shopper's own thread shows them as it shows their messages.
 *
 * Staff find customers by phone, e-mail or name: users.search_text holds the
 * three lower-cased, kept by the database itself, under a trigram index that
 * serves substring matches ("asha", "9876", "@gmail") at any table size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('disabled_by', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .execute();
  await sql`alter table users add column search_text text generated always as (lower(fname || ' ' || lname || ' ' || coalesce(email, '') || ' ' || coalesce(mobile, ''))) stored`.execute(db);
  await sql`create index users_search_trgm on users using gin (search_text gin_trgm_ops)`.execute(db);
  // A full number typed into the search: found by equality, the commonest look-up of all.
  await db.schema.createIndex('users_mobile').on('users').column('mobile').execute();

  await db.schema
    .alterTable('ticket_messages')
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .execute();
  await sql`alter table ticket_messages add constraint ticket_messages_staff_writes_support check (staff_id is null or author = 'support')`.execute(db);

  // The tickets queue (by status, the longest waiting first) and a customer's own tickets.
  await db.schema.createIndex('support_tickets_queue').on('support_tickets').columns(['status', 'updated_at', 'id']).execute();
  await db.schema.createIndex('support_tickets_user').on('support_tickets').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('ticket_messages_ticket').on('ticket_messages').columns(['ticket_id', 'id']).execute();
  // A customer's page: cards they redeemed, friends they referred.
  await sql`create index gift_cards_redeemed_by on gift_cards (redeemed_by) where redeemed_by is not null`.execute(db);
  await db.schema.createIndex('referral_rewards_referrer').on('referral_rewards').columns(['referrer_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from settings where key = 'customer-desk'`.execute(db);
  for (const index of ['referral_rewards_referrer', 'gift_cards_redeemed_by', 'ticket_messages_ticket', 'support_tickets_user', 'support_tickets_queue', 'users_mobile', 'users_search_trgm']) {
    await db.schema.dropIndex(index).execute();
  }
  await sql`alter table ticket_messages drop constraint ticket_messages_staff_writes_support`.execute(db);
  await db.schema.alterTable('ticket_messages').dropColumn('staff_id').execute();
  await db.schema.alterTable('users').dropColumn('search_text').dropColumn('disabled_by').dropColumn('disabled_at').execute();
}
