import { sql, type Kysely } from 'kysely';

/*
 * Wallet, gift cards, referrals, support, content and push tokens. The wallet
 * is an append-only ledger whose running balance is checked by the database
 * (never below zero) and whose credits for one cause are unique, so a refund
 * or a reward can only ever be paid once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Credits positive, debits negative.
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise <> 0`))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('refund', 'referral_reward', 'welcome_credit', 'gift_card', 'order_payment', 'order_payment_reversal', 'adjustment')`),
    )
    // What caused it, e.g. 'order:12', 'return:3', 'gift-card:7', 'referral:5': unique per user and kind.
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('balance_after_paise', 'integer', (c) => c.notNull().check(sql`balance_after_paise >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('wallet_entries_once', ['user_id', 'kind', 'reference'])
    .execute();
  await db.schema.createIndex('wallet_entries_user').on('wallet_entries').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('referral_rewards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // One reward per referred shopper, ever.
    .addColumn('referred_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid')`))
    .addColumn('reward_paise', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('gift_card_designs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('occasion', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // Two theme colours the card art is drawn with.
    .addColumn('colors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('denominations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('min_paise', 'integer', (c) => c.notNull().defaultTo(500_00))
    .addColumn('max_paise', 'integer', (c) => c.notNull().defaultTo(10_000_000))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('gift_card_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('design_id', 'integer', (c) => c.notNull().references('gift_card_designs.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('awaiting_payment').check(sql`status in ('awaiting_payment', 'paid', 'cancelled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('gift_card_orders_idempotency', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // One card per paid gift card order, however often the payment is confirmed.
    .addColumn('gift_card_order_id', 'integer', (c) => c.notNull().unique().references('gift_card_orders.id').onDelete('cascade'))
    // Only hashes: the code and PIN travel by e-mail to the recipient and are shown to the buyer once.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('code_last4', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'redeemed')`))
    .addColumn('redeemed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('gift_card_redeem_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('gift_card_redeem_attempts_user').on('gift_card_redeem_attempts').columns(['user_id', 'created_at']).execute();

  // A payment pays for a shop order or for a gift card order, never both.
  await db.schema.alterTable('payments').alterColumn('order_id', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('payments')
    .addColumn('gift_card_order_id', 'integer', (c) => c.references('gift_card_orders.id').onDelete('cascade'))
    .execute();
  await sql`alter table payments add constraint payments_one_target check ((order_id is null) <> (gift_card_order_id is null))`.execute(db);
  await sql`create unique index payments_gift_attempt on payments (gift_card_order_id, attempt) where gift_card_order_id is not null`.execute(db);

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ticket_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('contact', 'support')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'answered', 'closed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ticket_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('customer', 'support')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('policies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    // Paragraphs and headings as JSON blocks, rendered as text (never as HTML).
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('push_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_tokens_user').on('push_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['push_tokens', 'policies', 'faqs', 'ticket_messages', 'support_tickets'])
    await db.schema.dropTable(table).execute();
  await sql`drop index payments_gift_attempt`.execute(db);
  await sql`alter table payments drop constraint payments_one_target`.execute(db);
  await db.schema.alterTable('payments').dropColumn('gift_card_order_id').execute();
  for (const table of ['gift_card_redeem_attempts', 'gift_cards', 'gift_card_orders', 'gift_card_designs', 'referral_rewards', 'wallet_entries'])
    await db.schema.dropTable(table).execute();
}
