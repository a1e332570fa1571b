import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp';

/**
 * Accepts a code once: the step it matched is written only if it is newer
 * than the last one used, in the same statement, so two sign-ins racing with
 * one code cannot both pass.
 */
export async function consumeTotpCode(db: Kysely<Database>, staffId: number, secret: string, lastStep: number | null, code: string): Promise<boolean> {
  const step = verifyTotp(secret, code, lastStep);
  if (step === null) return false;
  const updated = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** A fresh secret to scan; the account's two-step sign-in is unchanged until a code from it is confirmed. */
export async function startTotpSetup(db: Kysely<Database>, staffId: number, issuer: string, login: string): Promise<{ secret: string; otpauth_uri: string }> {
  const secret = newTotpSecret();
  await db.updateTable('staff_accounts').set({ totp_pending_secret: secret, updated_at: sql<Date>`now()` }).where('id', '=', staffId).execute();
  return { secret, otpauth_uri: otpauthUri(issuer, login, secret) };
}

export async function confirmTotpSetup(db: Kysely<Database>, staffId: number, code: string): Promise<boolean> {
  const row = await db.selectFrom('staff_accounts').select(['totp_pending_secret']).where('id', '=', staffId).executeTakeFirst();
  const pending = row?.totp_pending_secret;
  if (!pending) return false;
  const step = verifyTotp(pending, code, null);
  if (step === null) return false;
  await db
    .updateTable('staff_accounts')
    .set({ totp_secret: pending, totp_pending_secret: null, totp_last_step: step, updated_at: sql<Date>`now()` })
    .where('id', '=', staffId)
    .where('totp_pending_secret', '=', pending)
    .execute();
  return true;
}

export async function turnOffTotp(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.updateTable('staff_accounts').set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, updated_at: sql<Date>`now()` }).where('id', '=', staffId).execute();
}
