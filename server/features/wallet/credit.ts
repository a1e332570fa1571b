import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { postWalletEntry, type WalletEntryInput } from './ledger';

/**
 * A credit (refund, reversal, reward) in the caller's transaction. A second
 * credit for the same cause is skipped, which is what makes it once-only; a
 * credit cannot overdraw, so any other refusal is a bug and rolls back.
 */
export async function creditWallet(trx: Transaction<Database>, entry: WalletEntryInput): Promise<void> {
  if (entry.amountPaise <= 0) throw new Error('A wallet credit is a positive amount');
  const posted = await postWalletEntry(trx, entry);
  if (!posted.ok && posted.reason !== 'duplicate') throw new Error(`Wallet credit refused: ${posted.reason}`);
}
