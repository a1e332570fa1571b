import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { belowZeroWords, overLimitWords, type CustomerWallet, type WalletAdjustment } from '../../../schemas/api/customer-desk';
import { roleAllows, type StaffRole } from '../../../schemas/api/staff';
import type { Database } from '../../db/types';
import { formatPaise } from '../../../src/ui/format';
import { readSetting } from '../config/settings';
import { deskWrite, problem, refuse, type DeskActor, type DeskDeps, type DeskOutcome } from '../studio/desk-write';
import { postWalletEntry } from '../wallet/ledger';
import { walletStatement } from '../wallet/statement';
import { customerLabel, customerName } from './names';

/** The most support may move in one adjustment; above it only the owner (who holds staff.manage). */
export async function supportWalletLimit(db: Kysely<Database>): Promise<number> {
  return (await readSetting(db, 'customer-desk')).support_wallet_limit_paise;
}

/** GET admin/studio/customers/{id}/wallet: the shopper's own statement, and the limit the form shows. */
export async function customerWallet(db: Kysely<Database>, userId: number, page: number): Promise<CustomerWallet> {
  const [statement, limit] = await Promise.all([walletStatement(db, userId, page), supportWalletLimit(db)]);
  return { ...statement, support_limit_paise: limit };
}

/**
 * POST admin/studio/customers/{id}/wallet: a credit or debit with its reason,
 * which the shopper reads in their ledger. It goes through the wallet's own
 * ledger (postWalletEntry): the customer's row is locked, so two adjustments
 * at once run one after the other, and a debit that would take the balance
 * below zero is refused (the database's check backs that up). A refusal
 * changes nothing, its audit entry included.
 */
export function adjustWallet(deps: DeskDeps, by: DeskActor & { role: StaffRole }, userId: number, input: WalletAdjustment): Promise<DeskOutcome<CustomerWallet>> {
  return deskWrite<CustomerWallet>(deps, by, { key: `customer:${userId}`, action: 'adjust-wallet', quiet: true }, async (tx) => {
    const customer = await tx.selectFrom('users').select(['id', 'fname', 'lname']).where('id', '=', userId).executeTakeFirst();
    if (!customer) return refuse(404, `There is no customer ${userId}`);
    const limit = await supportWalletLimit(tx);
    if (input.amount > limit && !roleAllows(by.role, 'staff.manage')) {
      const why = overLimitWords(limit, input.amount, formatPaise);
      return refuse(403, `${why}. Nothing was changed`, [problem('amount', why)]);
    }
    const credit = input.direction === 'credit';
    const moved = credit ? input.amount : -input.amount;
    const posted = await postWalletEntry(tx, {
      userId,
      amountPaise: moved,
      kind: 'adjustment',
      // Each adjustment is its own cause: never taken for a repeat of another.
      reference: `desk:${randomUUID()}`,
      description: input.reason,
    });
    if (!posted.ok) {
      if (posted.reason === 'insufficient') {
        const why = belowZeroWords(customerName(customer), posted.balancePaise, input.amount, formatPaise);
        return refuse(422, `${why}. Nothing was changed`, [problem('amount', why)]);
      }
      throw new Error(`A desk adjustment's fresh reference was taken: ${posted.reason}`);
    }
    const before = posted.balancePaise - moved;
    const summary = `${credit ? 'Credited' : 'Debited'} ${formatPaise(input.amount)} ${credit ? 'to' : 'from'} the wallet of ${customerLabel(customer)} ("${input.reason}"): balance ${formatPaise(before)} → ${formatPaise(posted.balancePaise)}`;
    return { ok: true, value: await customerWallet(tx, userId, 1), message: summary, summary };
  });
}
