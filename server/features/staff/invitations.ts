import { randomBytes } from 'node:crypto';
import { secretHash } from './secret-hash';
import { sql, type Kysely } from 'kysely';
import type { StaffInvite } from '../../../schemas/api/staff';
import type { Database } from '../../db/types';
import { hashPassword } from './passwords';
import { roleOf, type StaffPrincipal } from './accounts';

export const INVITATION_DAYS = 7;


export type InviteResult = { ok: true; token: string; expiresAt: Date } | { ok: false; message: string };

/** A new invitation replaces an open one for the same address, so only the latest link works. */
export async function createInvitation(db: Kysely<Database>, invite: StaffInvite, by: StaffPrincipal): Promise<InviteResult> {
  const taken = await db.selectFrom('staff_accounts').select('id').where('login', '=', invite.email).executeTakeFirst();
  if (taken) return { ok: false, message: `${invite.email} already has a staff account` };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('staff_invitations').where('login', '=', invite.email).where('accepted_at', 'is', null).execute();
    await tx
      .insertInto('staff_invitations')
      .values({ login: invite.email, display_name: invite.display_name, role: invite.role, token_hash: secretHash(token), invited_by: by.id, expires_at: expiresAt })
      .execute();
  });
  return { ok: true, token, expiresAt };
}

/** Removes an invitation whose e-mail never left. */
export async function withdrawInvitation(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('staff_invitations').where('token_hash', '=', secretHash(token)).where('accepted_at', 'is', null).execute();
}

export type AcceptResult = { ok: true; staff: StaffPrincipal } | { ok: false; message: string };

/**
 * Takes up an invitation once: the row is claimed (accepted_at) in the same
 * transaction that creates the account, so two clicks make one account.
 */
export async function acceptInvitation(db: Kysely<Database>, token: string, password: string): Promise<AcceptResult> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (tx): Promise<AcceptResult> => {
    const invitation = await tx
      .updateTable('staff_invitations')
      .set({ accepted_at: sql<Date>`now()` })
      .where('token_hash', '=', secretHash(token))
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['login', 'display_name', 'role'])
      .executeTakeFirst();
    const role = roleOf(invitation?.role);
    if (!invitation || !role) return { ok: false, message: 'This invitation has been used or has lapsed; ask the shop owner for a new one' };
    const row = await tx
      .insertInto('staff_accounts')
      .values({ login: invitation.login, display_name: invitation.display_name, password_hash: passwordHash, role })
      .onConflict((oc) => oc.column('login').doNothing())
      .returning(['id', 'login', 'display_name'])
      .executeTakeFirst();
    if (!row) return { ok: false, message: `${invitation.login} already has a staff account; sign in instead` };
    return { ok: true, staff: { ...row, role, two_factor: false } };
  });
}
