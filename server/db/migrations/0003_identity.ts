import { sql, type Kysely } from 'kysely';

/*
 * Accounts, sessions and e-mail codes. Sessions live in the database (not in
 * process memory) so any API instance can answer for any shopper; only a hash
 * of each session token and each e-mail code is stored, so a copy of the
 * database does not sign anyone in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('firebase_uid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('fname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lname', 'text', (c) => c.notNull().defaultTo(''))
    // Set from the identity token at each sign-in: the change-password page needs it.
    .addColumn('has_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_sign_in_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per address, whatever its capitals; several phone-only accounts have none.
  await sql`create unique index users_email on users (lower(email)) where email is not null`.execute(db);

  await db.schema
    .createTable('user_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // When the identity service last confirmed the account is enabled and not revoked.
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute();

  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('sign-up', 'reset')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_codes_email').on('email_codes').columns(['email', 'purpose', 'created_at']).execute();
  await db.schema.createIndex('email_codes_ip').on('email_codes').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_codes').execute();
  await db.schema.dropTable('user_sessions').execute();
  await db.schema.dropTable('users').execute();
}
