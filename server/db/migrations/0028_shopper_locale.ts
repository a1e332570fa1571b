import { sql, type Kysely } from 'kysely';

/*
 * The language a shopper placed an order in (issue 22): e-mails about the
 * order, often sent long after and by staff on an English studio, and its
 * tax invoice speak that language. Orders placed before this were all in
 * English, which the default keeps. A check rather than an enum type, so a
 * third locale is one altered constraint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column locale text not null default 'en-IN'`.execute(db);
  await sql`alter table orders add constraint orders_locale_known check (locale in ('en-IN', 'hi-IN'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column locale`.execute(db);
}
