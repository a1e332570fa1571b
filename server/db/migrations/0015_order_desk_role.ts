import { sql, type Kysely } from 'kysely';

/*
 * The order desk gets a role of its own (fulfilment, returns and refunds), so
 * the people packing parcels need neither the owner's rights nor support's.
 */
const ROLES_BEFORE = `'owner', 'merchandiser', 'catalogue', 'support', 'viewer'`;
const ROLES_NOW = `'owner', 'merchandiser', 'catalogue', 'orders', 'support', 'viewer'`;

async function allowRoles(db: Kysely<unknown>, roles: string): Promise<void> {
  for (const table of ['staff_accounts', 'staff_invitations']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_role_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_role_check`)} check (role in (${sql.raw(roles)}))`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowRoles(db, ROLES_NOW);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update staff_accounts set role = 'viewer', disabled = true where role = 'orders'`.execute(db);
  await sql`delete from staff_invitations where role = 'orders'`.execute(db);
  await allowRoles(db, ROLES_BEFORE);
}
