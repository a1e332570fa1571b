import { sql, type Kysely } from 'kysely';
import type { StaffList, StaffRole } from '../../../schemas/api/staff';
import type { Database } from '../../db/types';
import { roleOf, type StaffPrincipal } from './accounts';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listStaff(db: Kysely<Database>): Promise<StaffList> {
  const [members, invitations] = await Promise.all([
    db.selectFrom('staff_accounts').select(['id', 'login', 'display_name', 'role', 'disabled', 'last_sign_in_at', 'created_at']).orderBy('disabled').orderBy('display_name').execute(),
    db
      .selectFrom('staff_invitations')
      .leftJoin('staff_accounts', 'staff_accounts.id', 'staff_invitations.invited_by')
      .select(['staff_invitations.id', 'staff_invitations.login', 'staff_invitations.display_name', 'staff_invitations.role', 'staff_accounts.display_name as invited_by', 'staff_invitations.expires_at'])
      .where('staff_invitations.accepted_at', 'is', null)
      .where('staff_invitations.expires_at', '>', sql<Date>`now()`)
      .orderBy('staff_invitations.id', 'desc')
      .execute(),
  ]);
  return {
    members: members.map((m) => ({ ...m, role: roleOf(m.role) ?? 'viewer', last_sign_in_at: m.last_sign_in_at ? iso(m.last_sign_in_at) : null, created_at: iso(m.created_at) })),
    invitations: invitations.map((i) => ({ ...i, role: roleOf(i.role) ?? 'viewer', invited_by: i.invited_by ?? null, expires_at: iso(i.expires_at) })),
  };
}

export type UpdateResult = { ok: true; summary: string } | { ok: false; status: 404 | 409; message: string };

/**
 * Another role or disabled: never for oneself (no owner locks themselves out
 * by a slip) and never leaving the shop without an enabled owner. Disabling
 * also deletes the account's sessions; the guard's per-request check already
 * refuses them on every instance.
 */
export async function updateStaff(db: Kysely<Database>, id: number, change: { role?: StaffRole | undefined; disabled?: boolean | undefined }, by: StaffPrincipal): Promise<UpdateResult> {
  if (id === by.id) return { ok: false, status: 409, message: 'You cannot change your own role or disable yourself; ask another owner' };
  return db.transaction().execute(async (tx): Promise<UpdateResult> => {
    // Owner rows locked in id order: two owners demoting each other at once cannot both succeed.
    await sql`select id from staff_accounts where role = 'owner' order by id for update`.execute(tx);
    const target = await tx.selectFrom('staff_accounts').select(['display_name', 'role', 'disabled']).where('id', '=', id).executeTakeFirst();
    if (!target) return { ok: false, status: 404, message: `No staff account ${id}` };
    const role = change.role ?? roleOf(target.role) ?? 'viewer';
    const disabled = change.disabled ?? target.disabled;
    if (target.role === 'owner' && !target.disabled && (role !== 'owner' || disabled)) {
      const owners = await tx.selectFrom('staff_accounts').select(sql<number>`count(*)::int`.as('n')).where('role', '=', 'owner').where('disabled', '=', false).executeTakeFirstOrThrow();
      if (owners.n <= 1) return { ok: false, status: 409, message: 'The shop needs at least one enabled owner' };
    }
    await tx.updateTable('staff_accounts').set({ role, disabled, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
    if (disabled) await tx.deleteFrom('admin_sessions').where('staff_id', '=', id).execute();
    const parts = [role !== target.role ? `role ${target.role} → ${role}` : null, disabled !== target.disabled ? (disabled ? 'disabled' : 'enabled again') : null].filter(Boolean);
    return { ok: true, summary: `${target.display_name}: ${parts.join(', ') || 'no change'}` };
  });
}
