import { sql, type Kysely } from 'kysely';
import { STAFF_ROLES, type StaffRole } from '../../../schemas/api/staff';
import type { Database } from '../../db/types';
import { hashPassword } from './passwords';

/** A signed-in member of staff, as every admin handler sees them (c.var.staff). */
export interface StaffPrincipal {
  id: number;
  login: string;
  display_name: string;
  role: StaffRole;
  /** Two-step sign-in (TOTP) is on. */
  two_factor: boolean;
}

export interface StaffRow extends StaffPrincipal {
  password_hash: string;
  disabled: boolean;
  totp_secret: string | null;
  totp_last_step: number | null;
}

/** A stored role as the type; null for text outside the roles (the column's CHECK allows none, and it would grant nothing). */
export function roleOf(text: string | undefined): StaffRole | null {
  return STAFF_ROLES.find((r) => r === text) ?? null;
}

type Stored = { id: number; login: string; display_name: string; role: string; password_hash: string; disabled: boolean; totp_secret: string | null; totp_last_step: number | null };

function toRow(row: Stored): StaffRow | null {
  const role = roleOf(row.role);
  return role ? { ...row, role, two_factor: row.totp_secret !== null } : null;
}

/** Sign-in names compare without case or surrounding spaces: "Asha@Shop.in " is asha@shop.in. */
export function normaliseLogin(login: string): string {
  return login.trim().toLowerCase();
}

const columns = ['id', 'login', 'display_name', 'role', 'password_hash', 'disabled', 'totp_secret', 'totp_last_step'] as const;

export async function findStaffByLogin(db: Kysely<Database>, login: string): Promise<StaffRow | null> {
  const row = await db.selectFrom('staff_accounts').select(columns).where('login', '=', normaliseLogin(login)).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function findStaffById(db: Kysely<Database>, id: number): Promise<StaffRow | null> {
  const row = await db.selectFrom('staff_accounts').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

export interface NewStaff {
  login: string;
  display_name: string;
  password: string;
  role: StaffRole;
}

export async function createStaffAccount(db: Kysely<Database>, staff: NewStaff): Promise<StaffPrincipal> {
  const row = await db
    .insertInto('staff_accounts')
    .values({ login: normaliseLogin(staff.login), display_name: staff.display_name.trim(), password_hash: await hashPassword(staff.password), role: staff.role })
    .returning(['id', 'login', 'display_name'])
    .executeTakeFirstOrThrow();
  return { ...row, role: staff.role, two_factor: false };
}

/**
 * The first owner, from ADMIN_USER / ADMIN_PASSWORD, when the shop has no
 * staff at all. One statement, so instances starting together create it once;
 * later starts change nothing (the owner manages passwords from the studio).
 */
export async function ensureFirstOwner(db: Kysely<Database>, owner: { user: string; password: string }): Promise<void> {
  const exists = await db.selectFrom('staff_accounts').select('id').limit(1).executeTakeFirst();
  if (exists) return;
  const login = normaliseLogin(owner.user);
  const passwordHash = await hashPassword(owner.password);
  await sql`insert into staff_accounts (login, display_name, password_hash, role)
    select ${login}, ${'Shop owner'}, ${passwordHash}, 'owner'
    where not exists (select 1 from staff_accounts)
    on conflict (login) do nothing`.execute(db);
}

export async function recordSignIn(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('staff_accounts').set({ last_sign_in_at: sql<Date>`now()` }).where('id', '=', id).execute();
}
