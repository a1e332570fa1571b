import type { CustomerProfile } from '../../../schemas/api/customer-desk';
import { deskWrite, refuse, type DeskActor, type DeskDeps, type DeskOutcome } from '../studio/desk-write';
import { customerLabel, customerName } from './names';
import { readProfile } from './profile';

/**
 * POST admin/studio/customers/{id}/disable and …/enable. Disabling deletes
 * the account's sessions in the same transaction: sessions live in the
 * database and every instance reads them on each request (no instance keeps
 * a copy), so the shopper is signed out everywhere at the commit; the
 * session lookup and sign-in also refuse a disabled account, so no session
 * made in a race outlives it. Enabling lets them sign in again; nothing else
 * of the account (orders, wallet, tickets) is touched either way.
 */
export function setCustomerDisabled(deps: DeskDeps, by: DeskActor, userId: number, disabled: boolean): Promise<DeskOutcome<CustomerProfile>> {
  return deskWrite<CustomerProfile>(deps, by, { key: `customer:${userId}`, action: disabled ? 'disable-customer' : 'enable-customer', quiet: true }, async (tx) => {
    // Locked: a sign-in updates this row too, so it runs wholly before or after.
    const row = await tx.selectFrom('users').select(['id', 'fname', 'lname', 'disabled_at']).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!row) return refuse(404, `There is no customer ${userId}`);
    const name = customerName(row);
    if ((row.disabled_at !== null) === disabled) return refuse(409, `${name}'s account is already ${disabled ? 'disabled' : 'enabled'}`);
    let ended = 0;
    if (disabled) {
      await tx.updateTable('users').set({ disabled_at: new Date(), disabled_by: by.staffId }).where('id', '=', userId).execute();
      const deleted = await tx.deleteFrom('user_sessions').where('user_id', '=', userId).executeTakeFirst();
      ended = Number(deleted.numDeletedRows);
    } else {
      await tx.updateTable('users').set({ disabled_at: null, disabled_by: null }).where('id', '=', userId).execute();
    }
    const profile = await readProfile(tx, userId);
    if (!profile) throw new Error(`customer ${userId} vanished inside its own transaction`);
    const devices = `${ended} signed-in ${ended === 1 ? 'device' : 'devices'}`;
    const summary = disabled ? `Disabled the account of ${customerLabel(row)}; signed out ${devices}` : `Enabled the account of ${customerLabel(row)}`;
    const message = disabled ? `${name}'s account is disabled: signed out of ${devices}, and sign-in is refused until you enable it` : `${name} can sign in again`;
    return { ok: true, value: profile, message, summary };
  });
}
