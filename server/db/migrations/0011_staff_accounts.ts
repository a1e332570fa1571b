import { sql, type Kysely } from 'kysely';

/*
 * Named staff accounts replace the one shared admin credential. A studio
 * session and an audit entry point at the account; sessions from before
 * (named only by the shared user) are dropped, so everyone signs in again as
 * themselves. Old audit entries keep the name they were written with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // The sign-in name: an e-mail address, or ADMIN_USER as given for the first owner.
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'merchandiser', 'catalogue', 'support', 'viewer')`))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_sign_in_at', 'timestamptz')
    // Two-step sign-in (TOTP): the confirmed secret, one being set up, and the last step used (no code works twice).
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // An owner's invitation: the link's token is stored hashed, used once, and lapses after a week.
  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'merchandiser', 'catalogue', 'support', 'viewer')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .execute();

  // Scripts and integrations: a token per purpose, acting with its owner's role; only its SHA-256 is kept.
  await db.schema
    .createTable('staff_api_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await sql`delete from admin_sessions`.execute(db);
  await db.schema
    .alterTable('admin_sessions')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('admin_sessions_staff').on('admin_sessions').column('staff_id').execute();

  await db.schema
    .alterTable('audit_log')
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('staff_id').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('staff_id').execute();
  await db.schema.dropTable('staff_api_tokens').execute();
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
